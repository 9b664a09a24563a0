import { adminPaths, protectedPaths, publicPaths } from '@roots/shared/routes';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { type PageName, pages, queryProvider } from './pages.ts';
import { type GuardRules, RouteGuard } from './route-guard.tsx';

// Pages that only show text: they render without the data layer, which keeps `/` light.
const staticPages = new Set<PageName>([
  'home',
  'howItWorks',
  'mission',
  'support',
  'privacyPolicy',
  'termsOfService',
  'cookieNotice',
  'notFound',
]);

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

const publicPages: [string, PageName][] = [
  [publicPaths.home, 'home'],
  [publicPaths.howItWorks, 'howItWorks'],
  [publicPaths.mission, 'mission'],
  [publicPaths.support, 'support'],
  [publicPaths.contactUs, 'contactUs'],
  [publicPaths.privacyPolicy, 'privacyPolicy'],
  [publicPaths.termsOfService, 'termsOfService'],
  [publicPaths.cookieNotice, 'cookieNotice'],
  [publicPaths.googleCallback, 'googleCallback'],
  [publicPaths.resetPassword, 'resetPassword'],
  [publicPaths.verifyEmail, 'verifyEmail'],
  [publicPaths.blog, 'blog'],
  [publicPaths.blogPost, 'blogPost'],
  [publicPaths.blogCategory, 'blogCategory'],
];

// Signed-in learners have no business on these forms: they go to their dashboard.
const signedOutPages: [string, PageName][] = [
  [publicPaths.login, 'login'],
  [publicPaths.register, 'register'],
  [publicPaths.forgotPassword, 'forgotPassword'],
];

const learnerPages: [string, PageName][] = [
  [protectedPaths.dashboard, 'dashboard'],
  [protectedPaths.onboarding, 'onboarding'],
  [protectedPaths.languages, 'languages'],
  [protectedPaths.lesson, 'lesson'],
  [protectedPaths.store, 'store'],
  [protectedPaths.settings, 'settings'],
  [protectedPaths.profile, 'profile'],
  [protectedPaths.publicProfile, 'publicProfile'],
  [protectedPaths.leaderboard, 'leaderboard'],
  [protectedPaths.friends, 'friends'],
  [protectedPaths.notifications, 'notifications'],
  [protectedPaths.culturalResources, 'culturalResources'],
];

const adminPages: [string, PageName][] = [
  [adminPaths.admin, 'admin'],
  [adminPaths.adminBlog, 'adminBlog'],
  [adminPaths.blogAdmin, 'adminBlog'],
  [adminPaths.adminBlogNew, 'adminBlogEditor'],
  [adminPaths.blogAdminNew, 'adminBlogEditor'],
  [adminPaths.adminBlogEdit, 'adminBlogEditor'],
  [adminPaths.blogAdminEdit, 'adminBlogEditor'],
];

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
          <Route key={path} path={path} element={element(name, { requireAuth: true })} />
        ))}
        {adminPages.map(([path, name]) => (
          <Route key={path} path={path} element={element(name, { requireAuth: true, requireAdmin: true })} />
        ))}
        <Route path="*" element={element('notFound')} />
      </Route>
    </Routes>
  );
}
