import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** For files whose name changes whenever their content does: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Lets the routes of `app` (an encapsulated plugin) answer with `reply.sendFile(path)`, a file of
 * `root` picked by the route itself, with a year of caching, ranges and ETags. Nothing is served
 * by path: a file is reachable only through a route that chose it.
 */
export async function sendFilesFrom(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
}
