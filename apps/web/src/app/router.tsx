import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { adminPages, learnerPages, publicPages, signedOutPages, staticPages } from './page-routes.ts';
import { type PageName, pages, queryProvider } from './pages.ts';
import { type GuardRules, RouteGuard } from './route-guard.tsx';

/**
 * A page's own look while the session loads (and so in the server's first paint), where it has
 * one; from the page's chunk, which a page with a server frame has before its first render.
 */
const loadingFrames: Partial<Record<PageName, ReactNode>> = {
  dashboard: <pages.dashboard.Component frame />,
  settings: <pages.settings.Component frame />,
  store: <pages.store.Component frame />,
};

function element(name: PageName, guard?: GuardRules): ReactNode {
  const Page = pages[name].Component;
  const QueryProvider = queryProvider.Component;
  const page = staticPages.has(name) ? (
    <Page />
  ) : (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
  return guard ? <RouteGuard {...guard}>{page}</RouteGuard> : page;
}

/** Every page of spec section 2 under the shared layout; anything else is the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {publicPages.map(([path, name]) => (
          <Route key={path} path={path} element={element(name)} />
        ))}
        {signedOutPages.map(([path, name]) => (
          <Route key={path} path={path} element={element(name, { redirectIfAuthed: true })} />
        ))}
        {learnerPages.map(([path, name]) => (
          <Route key={path} path={path} element={element(name, { requireAuth: true, loading: loadingFrames[name] })} />
        ))}
        {adminPages.map(([path, name]) => (
          <Route key={path} path={path} element={element(name, { requireAuth: true, requireAdmin: true })} />
        ))}
        <Route path="*" element={element('notFound')} />
      </Route>
    </Routes>
  );
}
