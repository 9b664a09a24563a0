import { protectedPaths, publicPaths } from '@roots/shared/routes';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { useSession } from '../features/session/session-context.ts';
import { savesData } from '../lib/data-saver.ts';
import { afterLoadInTurn } from '../lib/idle.ts';
import { pageAt, pageLoads } from './page-routes.ts';
import { type PageName, pages, queryProvider } from './pages.ts';

/**
 * Spec section 2, "Prefetching": the pages a learner is likely to open next from each page. From
 * `/` a visitor gets the sign-in forms and a signed-in learner the dashboard: each would be sent
 * from the other's pages to their own (the forms redirect a learner, the dashboard a visitor).
 */
export const prefetchRules: { from: string; for?: 'visitor' | 'learner'; preload: PageName[] }[] = [
  { from: publicPaths.home, for: 'visitor', preload: ['login', 'register'] },
  { from: publicPaths.home, for: 'learner', preload: ['dashboard'] },
  { from: publicPaths.login, preload: ['dashboard', 'onboarding'] },
  { from: publicPaths.register, preload: ['dashboard', 'onboarding'] },
  { from: protectedPaths.dashboard, preload: ['lesson', 'languages', 'profile', 'leaderboard'] },
  { from: protectedPaths.onboarding, preload: ['dashboard'] },
];

export function pagesToPrefetch(pathname: string, viewer: 'visitor' | 'learner'): PageName[] {
  const rule = prefetchRules.find((rule) => (rule.for ?? viewer) === viewer && matchPath(rule.from, pathname));
  return rule?.preload ?? [];
}

/**
 * Starts downloading a page's code, and the data layer with it where the page reads data; settles
 * once both are loaded or failed (a failed download is only a missed head start: the page tries
 * again when it is opened).
 */
export function preloadPage(name: PageName): Promise<unknown> {
  return Promise.allSettled(
    pageLoads(name).map((load) => (load === 'queryProvider' ? queryProvider : pages[load]).preload()),
  );
}

/**
 * Preloads the next likely pages once the page has loaded and the browser is idle (requestIdleCallback,
 * 100 ms fallback), unless the connection asks for restraint (Save-Data, 2G).
 */
export function usePrefetchRules(pathname: string) {
  const { user, isLoading } = useSession();
  const viewer = user ? 'learner' : 'visitor';
  useEffect(() => {
    // Who is looking is known once the session has been read.
    if (isLoading) return;
    const names = pagesToPrefetch(pathname, viewer);
    if (names.length === 0 || savesData()) return;
    return afterLoadInTurn(names.map((name) => () => preloadPage(name)));
  }, [pathname, viewer, isLoading]);
}

/** The app page a link leads to, if it is one (same origin, a known path). */
export function pageOfLink(target: EventTarget | null): PageName | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return pageAt(link.pathname);
}

/**
 * Preloads a page as soon as the learner shows they are about to open it: the pointer over its
 * link, the keyboard focus on it, a finger down on it. A tap then finds the code on its way or
 * there, whatever the idle rules above decided.
 */
export function usePrefetchOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const name = pageOfLink(event.target);
      if (name) void preloadPage(name);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, []);
}
