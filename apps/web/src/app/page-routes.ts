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
  [publicPaths.signInLink, 'signInLink'],
  [publicPaths.blog, 'blog'],
  [publicPaths.blogPost, 'blogPost'],
  [publicPaths.blogCategory, 'blogCategory'],
  [publicPaths.contribute, 'contribute'],
  [publicPaths.credits, 'credits'],
  [publicPaths.unsubscribe, 'unsubscribe'],
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
  [protectedPaths.unitTips, 'unitTips'],
  [protectedPaths.store, 'store'],
  [protectedPaths.settings, 'settings'],
  [protectedPaths.profile, 'profile'],
  [protectedPaths.publicProfile, 'publicProfile'],
  [protectedPaths.leaderboard, 'leaderboard'],
  [protectedPaths.friends, 'friends'],
  [protectedPaths.notifications, 'notifications'],
  [protectedPaths.culturalResources, 'culturalResources'],
  [protectedPaths.record, 'record'],
  [protectedPaths.review, 'review'],
];

export const adminPages: [string, PageName][] = [
  [adminPaths.admin, 'admin'],
  [adminPaths.adminBlog, 'adminBlog'],
  [adminPaths.blogAdmin, 'adminBlog'],
  [adminPaths.adminBlogNew, 'adminBlogEditor'],
  [adminPaths.blogAdminNew, 'adminBlogEditor'],
  [adminPaths.adminBlogEdit, 'adminBlogEditor'],
  [adminPaths.blogAdminEdit, 'adminBlogEditor'],
  [adminPaths.adminVoices, 'adminVoices'],
];

const allPages = [...publicPages, ...signedOutPages, ...learnerPages, ...adminPages];

/** The code a page needs: its own chunk, and the data layer (TanStack Query) where it reads data. */
export function pageLoads(name: PageName): (PageName | 'queryProvider')[] {
  return staticPages.has(name) ? [name] : ['queryProvider', name];
}

/** A path without trailing slashes, in lower case: as matchPath compares a pattern without parameters. */
const plain = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/**
 * Whether a route's pattern matches the path. A pattern without parameters is compared as text:
 * matchPath compiles a regular expression on every call, and the first page load asks for its page
 * before anything is painted (on a slow phone, ten milliseconds for the patterns before /dashboard).
 */
function matches(pattern: string, pathname: string): boolean {
  return /[:*]/.test(pattern) ? matchPath(pattern, pathname) !== null : plain(pattern) === plain(pathname);
}

/** The page shown at a path of the app, if any. */
export function pageAt(pathname: string): PageName | undefined {
  return allPages.find(([path]) => matches(path, pathname))?.[1];
}
