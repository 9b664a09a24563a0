import { protectedPaths, publicPaths } from '@roots/shared/routes';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { whenIdle } from '../lib/idle.ts';
import { type PageName, pages, queryProvider } from './pages.ts';

/** Spec section 2, "Prefetching": the pages a learner is likely to open next from each page. */
export const prefetchRules: { from: string; preload: PageName[] }[] = [
  { from: publicPaths.home, preload: ['login', 'register', 'dashboard'] },
  { from: publicPaths.login, preload: ['dashboard', 'onboarding'] },
  { from: publicPaths.register, preload: ['dashboard', 'onboarding'] },
  { from: protectedPaths.dashboard, preload: ['lesson', 'languages', 'profile', 'leaderboard'] },
  { from: protectedPaths.onboarding, preload: ['dashboard'] },
];

export function pagesToPrefetch(pathname: string): PageName[] {
  return prefetchRules.find((rule) => matchPath(rule.from, pathname))?.preload ?? [];
}

/** Preloads the next likely pages once the browser is idle (100 ms fallback). */
export function usePrefetchRules(pathname: string) {
  useEffect(() => {
    const names = pagesToPrefetch(pathname);
    if (names.length === 0) return;
    return whenIdle(() => {
      for (const page of [queryProvider, ...names.map((name) => pages[name])]) {
        void page.preload().catch(() => undefined);
      }
    });
  }, [pathname]);
}
