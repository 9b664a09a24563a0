import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownPagePath } from '@roots/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../lib/static-files.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated. Returns the
 * history fallback, or undefined when there is no build (API-only tests).
 */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  /** For a known page whose content may be missing (a blog post): whether it exists. */
  pageExists: (path: string) => Promise<boolean> = () => Promise.resolve(true),
) {
  if (!existsSync(join(distDir, 'index.html'))) return undefined;
  // Vite names everything under assets/ by content hash, so those files never change.
  const assetsDir = join(distDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  // The app shell for any page; unknown pages (and posts that do not exist) get the app's
  // not-found screen with a real 404, so search engines and link checkers see it too.
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const found = isKnownPagePath(path) && (await pageExists(path));
    return reply
      .status(found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  };
}
