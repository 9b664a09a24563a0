/** Business constants of the product spec (section 9), shared by the web app and the server. */
export const API_TIMEOUT_MS = 10_000;
export const NAVBAR_SCROLL_THRESHOLD_PX = 10;
export const COOKIE_BANNER_DELAY_MS = 1_500;
export const IDLE_PREFETCH_FALLBACK_MS = 100;
export const TOAST_DURATION_MS = { default: 4_000, success: 2_000, error: 4_000 } as const;

/**
 * Spec section 7: a blog list's page and limit default to 1 and 10. Here, not beside the blog's
 * schemas: a module of schemas brings zod to every page that imports from it.
 */
export const BLOG_PAGE_SIZE = 10;
export const BLOG_MAX_PAGE_SIZE = 50;

export const DEFAULT_MAX_HEARTS = 5;
export const HEART_REGENERATION_MINUTES = 30;

/** Browser storage keys named by the spec. */
export const storageKeys = {
  accessToken: 'access_token',
  cookieConsent: 'cookieConsent',
  lastLanguage: 'lastLanguage',
  redirectAfterAuth: 'redirectAfterAuth',
  /** The signed-in learner's name, for the dashboard's greeting in the server's first paint. */
  learnerName: 'learnerName',
} as const;

/**
 * The attribute of the place in a signed-in page's server frame that a small inline script fills
 * with the stored learner's name before the first paint (apps/server/src/plugins/frame-script.ts).
 */
export const LEARNER_NAME_SLOT = 'data-learner-name';

/** Spec section 9: the donation button reads 'Thank you!' this long before the thank-you toast. */
export const DONATION_DELAY_MS = 1_200;
