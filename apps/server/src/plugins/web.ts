import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isKnownPagePath } from '@roots/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../lib/static-files.ts';

/** What the web build's server entry (apps/web/src/ssr/entry-server.tsx) exports. */
interface ServerEntry {
  render(
    url: string,
  ): Promise<
    { status: 200 | 404; html: string; title: string; queries: string | undefined; isStatic: boolean } | undefined
  >;
  answerApiWith(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Answers the prerender's API calls in-process: the same routes, validation and envelope. */
function injectTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = response.statusCode === 204 ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers });
  };
}

/**
 * The public pages' HTML from the server render, or undefined where the browser renders the page
 * itself (signed-in pages, forms, no server build). Pages that read nothing from the API are the
 * same for every visitor and rendered once per process; blog pages are rendered per request, so
 * a post published in the CMS is there at once.
 */
async function createPrerenderer(app: FastifyInstance, distDir: string, shell: string) {
  const entryFile = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.answerApiWith(injectTransport(app));
  const staticPages = new Map<string, { status: 200 | 404; html: string }>();

  return async (url: string): Promise<{ status: 200 | 404; html: string } | undefined> => {
    const pathname = url.split('?')[0] ?? '/';
    const cached = staticPages.get(pathname);
    if (cached) return cached;
    const page = await entry.render(url);
    if (!page) return undefined;
    if (page.status === 404) return { status: 404, html: shell };
    const queries = page.queries
      ? `<script type="application/json" id="roots-queries">${page.queries.replaceAll('<', '\\u003c')}</script>`
      : '';
    const html = shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${queries}`);
    const result = { status: page.status, html };
    if (page.isStatic) staticPages.set(pathname, result);
    return result;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; public
 * pages as server-rendered HTML where the build has a server entry. Returns the page handler, or
 * undefined when there is no build (API-only tests).
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const shellFile = join(distDir, 'index.html');
  if (!existsSync(shellFile)) return undefined;
  const shell = readFileSync(shellFile, 'utf8');
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
  const prerender = await createPrerenderer(app, distDir, shell);

  // Any page: its server render where there is one, else the app shell; unknown pages get the
  // app's not-found screen with a real 404.
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (prerender && isKnownPagePath(path)) {
      try {
        const page = await prerender(request.url);
        if (page) return await reply.status(page.status).send(page.html);
      } catch (error) {
        // The browser can still render the page: a failed server render costs speed, not the page.
        request.log.error({ err: error, url: request.url }, 'server render failed; sending the app shell');
      }
    }
    return await reply.status(isKnownPagePath(path) ? 200 : 404).send(shell);
  };
}
