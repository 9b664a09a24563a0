/**
 * Every page of the web app (product spec section 2). The web router builds its routes from these
 * paths, and the server uses the same list to answer unknown pages with a real 404 status while
 * still serving the app's not-found screen.
 */
export const publicPaths = {
  home: '/',
  howItWorks: '/how-it-works',
  contactUs: '/contact-us',
  support: '/support',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookieNotice: '/cookie-notice',
  mission: '/mission',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  googleCallback: '/auth/google/callback',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  /** Ask for a one-time sign-in link, and open it (beyond the spec's list). */
  signInLink: '/auth/sign-in-link',
  blog: '/blog',
  blogPost: '/blog/:slug',
  blogCategory: '/blog/category/:categoryId',
  /** Native speakers apply to record their language (issue 40). */
  contribute: '/contribute',
  /** The contributors who chose to be named, per language (issue 40). */
  credits: '/credits',
  /** A reminder e-mail's link: stop reminder e-mails without signing in (issue 41). */
  unsubscribe: '/unsubscribe',
} as const;

export const protectedPaths = {
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  languages: '/languages',
  lesson: '/lesson/:lessonId',
  /** A unit's tips: grammar and usage notes (beyond the spec's list). */
  unitTips: '/unit/:unitId/tips',
  store: '/store',
  settings: '/settings',
  profile: '/profile',
  /** A learner's public profile (beyond the spec's list). */
  publicProfile: '/profile/:username',
  leaderboard: '/leaderboard',
  friends: '/friends',
  notifications: '/notifications',
  culturalResources: '/cultural-resources',
  /** The recording studio of an active contributor (issue 40). */
  record: '/record',
  /** Contributors review each other's recordings (issue 40). */
  review: '/review',
} as const;

export const adminPaths = {
  blogAdmin: '/blog-admin',
  blogAdminNew: '/blog-admin/new',
  blogAdminEdit: '/blog-admin/edit/:id',
  admin: '/admin',
  adminBlog: '/admin/blog',
  adminBlogNew: '/admin/blog/new',
  adminBlogEdit: '/admin/blog/edit/:id',
  /** Contributed recordings: per-language counts, applications, flagged clips, contributors (issue 40). */
  adminVoices: '/admin/voices',
} as const;

export const allPagePaths: readonly string[] = [
  ...Object.values(publicPaths),
  ...Object.values(protectedPaths),
  ...Object.values(adminPaths),
];

/** Whether a URL path (without query) is a page of the app; `:param` segments match one segment. */
export function isKnownPagePath(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return allPagePaths.some((pattern) => {
    const parts = pattern.replace(/\/+$/, '').split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? (segments[i] ?? '') !== '' : part === segments[i]))
    );
  });
}

/** Fills `:param` segments: `pathTo('/lesson/:lessonId', {lessonId: 'x'})` → '/lesson/x'. */
export function pathTo(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

// Typed builders for the pages that take parameters, so a link cannot miss or misname one.
pathTo.lesson = (lessonId: string) => pathTo(protectedPaths.lesson, { lessonId });
/** A unit's checkpoint, played in the lesson page like practice (`/lesson/practice`). */
pathTo.checkpoint = (unitId: string) => `${pathTo.lesson('checkpoint')}?unit=${encodeURIComponent(unitId)}`;
pathTo.unitTips = (unitId: string) => pathTo(protectedPaths.unitTips, { unitId });
pathTo.blogPost = (slug: string) => pathTo(publicPaths.blogPost, { slug });
pathTo.blogCategory = (categoryId: string) => pathTo(publicPaths.blogCategory, { categoryId });
pathTo.adminBlogEdit = (id: string) => pathTo(adminPaths.adminBlogEdit, { id });
pathTo.publicProfile = (username: string) => pathTo(protectedPaths.publicProfile, { username });
