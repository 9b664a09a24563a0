import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isKnownPagePath } from '@roots/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../lib/static-files.ts';
import { hasLearnerNameSlot, learnerNameScript } from './frame-script.ts';

/** What the web build's server entry (apps/web/src/ssr/entry-server.tsx) exports. */
interface ServerEntry {
  render(
    url: string,
  ): Promise<
    { status: 200 | 404; html: string; title: string; queries: string | undefined; isStatic: boolean } | undefined
  >;
  answerApiWith(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  /** The names of the chunks the page at a path loads first (keys of page-files.json). */
  pageLoadsAt(pathname: string): string[];
  /** A signed-in page's first paint (the same for every learner), or undefined for other pages. */
  renderFrame(pathname: string): Promise<string | undefined>;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Encoding = 'br' | 'gzip';

/** The encoding to send a page in: Brotli where the browser takes it (HTTPS), else gzip. */
function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * A page's HTML and its compressed forms, made once per encoding. The pages are served from the
 * not-found handler, which @fastify/compress (a per-route hook) never sees, so they are
 * compressed here: the home page's 24 KB of HTML is a fifth of that on the wire.
 */
class Html {
  private readonly encoded = new Map<Encoding, Buffer>();
  /**
   * `kept`: made once and sent many times (a shell, a page the same for everyone), so worth
   * Brotli's best quality, 70 ms once for a tenth fewer bytes (the home page's 5.4 KB are 4.9).
   * A page rendered per request (the blog) gets quality 6.
   */
  constructor(
    readonly text: string,
    private readonly kept = true,
  ) {}

  in(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      const quality = this.kept ? zlib.BROTLI_MAX_QUALITY : 6;
      body =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } })
          : gzipSync(this.text, { level: this.kept ? 9 : 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

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
 * The app shell for a page, with modulepreload links to the code that page loads first (listed by
 * the build in .vite/page-files.json): the browser fetches it beside the entry, instead of once
 * the entry has run and asked for it, and the entry finds the links there and adds none of its
 * own. A signed-in page also gets its first paint (#roots-frame, beside #root, removed by the
 * app's first render), so its layout shows before the scripts have run; where it greets the
 * learner by name, with the script that fills the name in. One shell per page, made once: neither
 * part depends on who asks.
 */
function pageShells(shell: string, distDir: string, entry: ServerEntry | undefined) {
  const listFile = join(distDir, '.vite', 'page-files.json');
  const files = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>) : {};
  const made = new Map<string, Promise<Html>>();
  const make = async (pathname: string, loads: string[]) => {
    const hrefs = new Set(loads.flatMap((name) => files[name] ?? []));
    const links = [...hrefs]
      .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${href}">`)
      .join('');
    const frame = await entry?.renderFrame(pathname);
    const script = frame && hasLearnerNameSlot(frame) ? `<script>${learnerNameScript}</script>` : '';
    return new Html(
      // Replaced by functions: a replacement string would read "$&" or "$'" in the page as patterns.
      shell
        .replace('</head>', () => `${links}</head>`)
        .replace('<div id="root"></div>', (root) =>
          frame ? `<div id="roots-frame">${frame}</div>${script}${root}` : root,
        ),
    );
  };
  return (pathname: string): Promise<Html> => {
    const loads = entry?.pageLoadsAt(pathname) ?? [];
    const key = loads.join(' ');
    let html = made.get(key);
    if (html === undefined) {
      html = make(pathname, loads);
      // A failed render is not kept: the next request tries again.
      html.catch(() => made.delete(key));
      made.set(key, html);
    }
    return html;
  };
}

/** The build's server entry, where there is one. */
async function loadServerEntry(app: FastifyInstance, distDir: string): Promise<ServerEntry | undefined> {
  const entryFile = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.answerApiWith(injectTransport(app));
  return entry;
}

/**
 * The public pages' HTML from the server render, or undefined where the browser renders the page
 * itself (signed-in pages, forms, no server build). Pages that read nothing from the API are the
 * same for every visitor and rendered once per process; blog pages are rendered per request, so
 * a post published in the CMS is there at once.
 */
function createPrerenderer(entry: ServerEntry, shellFor: (pathname: string) => Promise<Html>, notFoundShell: Html) {
  const staticPages = new Map<string, { status: 200 | 404; html: Html }>();
  const notFound = { status: 404 as const, html: notFoundShell };

  return async (url: string): Promise<{ status: 200 | 404; html: Html } | undefined> => {
    const pathname = url.split('?')[0] ?? '/';
    const cached = staticPages.get(pathname);
    if (cached) return cached;
    const page = await entry.render(url);
    if (!page) return undefined;
    if (page.status === 404) return notFound;
    const queries = page.queries
      ? `<script type="application/json" id="roots-queries">${page.queries.replaceAll('<', '\\u003c')}</script>`
      : '';
    const html = new Html(
      (await shellFor(pathname)).text
        // Functions, not replacement strings: a post's "R$'10" or "Rock $& Roll" is text, not a pattern.
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${queries}`),
      page.isStatic,
    );
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
  const notFoundShell = new Html(shell);
  // Vite names everything under assets/ by content hash, so those files never change.
  const assetsDir = join(distDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build's scripts and stylesheets as compressed at build time (`.br`, at Brotli's best
    // quality): a sixth smaller than compressed per request (apps/web/vite.config.ts).
    preCompressed: true,
    // Those are sent for their file's address, never at their own.
    allowedPath: (pathName) => !pathName.endsWith('.br'),
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  const entry = await loadServerEntry(app, distDir);
  const shellFor = pageShells(shell, distDir, entry);
  const prerender = entry ? createPrerenderer(entry, shellFor, notFoundShell) : undefined;

  // Any page: its server render where there is one, else the app shell; unknown pages get the
  // app's not-found screen with a real 404.
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    // The page's later requests say whether the connection is 2G: pictures then come at their
    // smallest (lib/pictures.ts), as they do with Save-Data.
    reply.header('accept-ch', 'ECT');
    const send = (status: 200 | 404, html: Html) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.status(status).send(html.text);
      return reply.status(status).header('content-encoding', encoding).send(html.in(encoding));
    };
    if (prerender && isKnownPagePath(path)) {
      try {
        const page = await prerender(request.url);
        if (page) return await send(page.status, page.html);
      } catch (error) {
        // The browser can still render the page: a failed server render costs speed, not the page.
        request.log.error({ err: error, url: request.url }, 'server render failed; sending the app shell');
      }
    }
    if (!isKnownPagePath(path)) return await send(404, notFoundShell);
    return await send(200, await shellFor(path));
  };
}
