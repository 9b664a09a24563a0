import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** For files whose name changes whenever their content does: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a folder of content-named files (clips named by a hash, avatars by a fresh id) under a
 * prefix with a year of caching. A folder that does not exist serves nothing.
 */
export async function serveImmutableFiles(app: FastifyInstance, { root, prefix }: { root: string; prefix: string }) {
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
}
