// The server's render of the public pages (issue 13): their HTML arrives before any script runs,
// and the browser hydrates it. Built by `vite build --ssr` into dist-ssr/ and loaded by the server.
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { adminPages, learnerPages, pageAt, pageLoads } from '../app/page-routes.ts';
import { Providers } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { CheckingSession } from '../app/checking-session.tsx';
import { pages } from '../app/pages.ts';
import { type PageLoader, prerenderedRoutes } from '../app/prerendered-routes.ts';
import { ApiError, answerApiWith } from '../lib/api-client.ts';
import { DocumentTitleSink } from '../lib/document-title.ts';

export { answerApiWith };

/**
 * The chunks of code the page at a path loads first, by name (`page-files.json` of the build
 * lists each one's files): the server announces them in the page's HTML, so they download beside
 * the entry instead of after it has run.
 */
export function pageLoadsAt(pathname: string): string[] {
  const name = pageAt(pathname);
  return name ? pageLoads(name) : [];
}

export interface RenderedPage {
  status: 200 | 404;
  /** The markup that goes inside #root. */
  html: string;
  title: string;
  /** The query cache the page was rendered from, for the browser to start with (JSON). */
  queries: string | undefined;
  /** True when the page reads nothing from the API: its HTML is the same for every request. */
  isStatic: boolean;
}

function loaderFor(
  pathname: string,
): { loader: PageLoader | undefined; params: Record<string, string | undefined> } | null {
  for (const [pattern, loader] of prerenderedRoutes) {
    const match = matchPath(pattern, pathname);
    if (match) return { loader, params: match.params };
  }
  return null;
}

const signedInPages = new Set([...learnerPages, ...adminPages].map(([, name]) => name));

/**
 * The first paint of a signed-in page, for the HTML: what the browser's first render shows while
 * the stored session is checked (the navigation bar with its controls' place kept, the guard's
 * spinner, the footer), so the page's layout is on screen before any script has run. Undefined
 * for every other page. The same for every learner: it holds nothing of theirs (the dashboard's
 * greeting has a place for the name, which the page's inline script fills: see
 * apps/server/src/plugins/frame-script.ts).
 */
export async function renderFrame(pathname: string): Promise<string | undefined> {
  const name = pageAt(pathname);
  if (!name || !signedInPages.has(name)) return undefined;
  // A page with a look of its own while loading draws it from its chunk: loaded first, so the
  // render does not stop at the chunk's Suspense fallback.
  await pages[name].preload();
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <CheckingSession>
          <AppRoutes />
        </CheckingSession>
      </StaticRouter>
    </StrictMode>,
  );
}

/** A boundary React could not finish (a page's code still loading): its markers in the HTML. */
const unfinishedBoundary = /<!--\$[?!]-->/;

/**
 * The page as plain HTML, with no inline script (the CSP allows none). `renderToString` does not
 * wait for a lazy page's code; when something is still loading, a prerender waits for all of it
 * (its own output streams boundaries in with inline scripts, so it is only used to wait), and the
 * second pass finds every module loaded. After a page's first request it takes one pass.
 */
async function renderHtml(element: ReactElement): Promise<string> {
  const html = renderToString(element);
  if (!unfinishedBoundary.test(html)) return html;
  // Resolves once every lazy module and query has settled; its own output is not needed.
  await prerenderToNodeStream(element);
  return renderToString(element);
}

/**
 * Renders `url` (path and query) when it is a prerendered page; undefined for every other page,
 * which the browser renders itself. A post or category the API does not know is a 404.
 */
export async function render(url: string): Promise<RenderedPage | undefined> {
  const { pathname, searchParams } = new URL(url, 'http://roots.invalid');
  const route = loaderFor(pathname);
  if (!route) return undefined;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  try {
    await route.loader?.(client, route.params, searchParams);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { status: 404, html: '', title: '', queries: undefined, isStatic: false };
    throw error;
  }
  let title = '';
  const html = await renderHtml(
    <StrictMode>
      <DocumentTitleSink value={(value) => (title = value)}>
        <QueryClientProvider client={client}>
          <StaticRouter location={url}>
            <Providers>
              <AppRoutes />
            </Providers>
          </StaticRouter>
        </QueryClientProvider>
      </DocumentTitleSink>
    </StrictMode>,
  );
  const isStatic = route.loader === undefined;
  return { status: 200, html, title, queries: isStatic ? undefined : JSON.stringify(dehydrate(client)), isStatic };
}
