import { adminPaths, protectedPaths, publicPaths } from '@roots/shared/routes';
import { matchPath } from 'react-router';
import type { PageName } from './pages.ts';

// Pages that only show text: they render without the data layer, which keeps `/` light.
export const staticPages = new Set<PageName>([
  'home',
  'howItWorks',
  'mission',
  'support',
  'privacyPolicy',
  'termsOfService',
  'cookieNotice',
  'notFound',
]);

export const publicPages: [string, PageName][] = [
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
export const signedOutPages: [string, PageName][] = [
  [publicPaths.login, 'login'],
  [publicPaths.register, 'register'],
  [publicPaths.forgotPassword, 'forgotPassword'],
];

export const learnerPages: [string, PageName][] = [
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

export const adminPages: [string, PageName][] = [
  [adminPaths.admin, 'admin'],
  [adminPaths.adminBlog, 'adminBlog'],
  [adminPaths.blogAdmin, 'adminBlog'],
  [adminPaths.adminBlogNew, 'adminBlogEditor'],
  [adminPaths.blogAdminNew, 'adminBlogEditor'],
  [adminPaths.adminBlogEdit, 'adminBlogEditor'],
  [adminPaths.blogAdminEdit, 'adminBlogEditor'],
];

const allPages = [...publicPages, ...signedOutPages, ...learnerPages, ...adminPages];

/** The code a page needs: its own chunk, and the data layer (TanStack Query) where it reads data. */
export function pageLoads(name: PageName): (PageName | 'queryProvider')[] {
  return staticPages.has(name) ? [name] : ['queryProvider', name];
}

/** The page shown at a path of the app, if any. */
export function pageAt(pathname: string): PageName | undefined {
  return allPages.find(([path]) => matchPath(path, pathname))?.[1];
}
