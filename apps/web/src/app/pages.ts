import type { ReactNode } from 'react';
import { lazyPage } from './lazy-page.ts';

/** Every page of the app, each in its own chunk. */
export const pages = {
  home: lazyPage(() => import('./routes/home.tsx')),
  howItWorks: lazyPage(() => import('./routes/how-it-works.tsx')),
  mission: lazyPage(() => import('./routes/mission.tsx')),
  support: lazyPage(() => import('./routes/support.tsx')),
  contactUs: lazyPage(() => import('./routes/contact-us.tsx')),
  privacyPolicy: lazyPage(() => import('./routes/privacy-policy.tsx')),
  termsOfService: lazyPage(() => import('./routes/terms-of-service.tsx')),
  cookieNotice: lazyPage(() => import('./routes/cookie-notice.tsx')),
  login: lazyPage(() => import('./routes/auth/login.tsx')),
  register: lazyPage(() => import('./routes/auth/register.tsx')),
  forgotPassword: lazyPage(() => import('./routes/auth/forgot-password.tsx')),
  resetPassword: lazyPage(() => import('./routes/auth/reset-password.tsx')),
  verifyEmail: lazyPage(() => import('./routes/auth/verify-email.tsx')),
  signInLink: lazyPage(() => import('./routes/auth/sign-in-link.tsx')),
  googleCallback: lazyPage(() => import('./routes/auth/google-callback.tsx')),
  blog: lazyPage(() => import('./routes/blog/blog-list.tsx')),
  blogPost: lazyPage(() => import('./routes/blog/blog-post.tsx')),
  blogCategory: lazyPage(() => import('./routes/blog/blog-category.tsx')),
  dashboard: lazyPage<{ frame?: boolean }>(() => import('./routes/learn/dashboard.tsx')),
  onboarding: lazyPage(() => import('./routes/learn/onboarding.tsx')),
  languages: lazyPage(() => import('./routes/learn/languages.tsx')),
  lesson: lazyPage(() => import('./routes/learn/lesson.tsx')),
  unitTips: lazyPage(() => import('./routes/learn/unit-tips.tsx')),
  store: lazyPage<{ frame?: boolean }>(() => import('./routes/learn/store.tsx')),
  settings: lazyPage<{ frame?: boolean }>(() => import('./routes/account/settings.tsx')),
  profile: lazyPage(() => import('./routes/account/profile.tsx')),
  publicProfile: lazyPage(() => import('./routes/social/public-profile.tsx')),
  leaderboard: lazyPage(() => import('./routes/social/leaderboard.tsx')),
  friends: lazyPage(() => import('./routes/social/friends.tsx')),
  notifications: lazyPage(() => import('./routes/social/notifications.tsx')),
  culturalResources: lazyPage(() => import('./routes/learn/cultural-resources.tsx')),
  admin: lazyPage(() => import('./routes/admin/admin-home.tsx')),
  adminBlog: lazyPage(() => import('./routes/admin/admin-blog.tsx')),
  adminBlogEditor: lazyPage(() => import('./routes/admin/admin-blog-editor.tsx')),
  contribute: lazyPage(() => import('./routes/voices/contribute.tsx')),
  credits: lazyPage(() => import('./routes/voices/credits.tsx')),
  unsubscribe: lazyPage(() => import('./routes/unsubscribe.tsx')),
  record: lazyPage(() => import('./routes/voices/record.tsx')),
  review: lazyPage(() => import('./routes/voices/review.tsx')),
  adminVoices: lazyPage(() => import('./routes/admin/admin-voices.tsx')),
  notFound: lazyPage(() => import('./routes/not-found.tsx')),
};

export type PageName = keyof typeof pages;

/** The data layer (TanStack Query), loaded with the first page that fetches data. */
export const queryProvider = lazyPage<{ children: ReactNode }>(() => import('./query-provider.tsx'));
