import { isKnownPagePath } from '@roots/shared/routes';

/**
 * What the service worker (src/sw/sw.ts) keeps in Cache Storage beside its precache, and under
 * which names: pure rules, shared by the worker and by the page, which deletes a signed-out
 * account's cache.
 */
export const cacheNames = {
  /** Built files (content-hashed, so never stale) that the precache does not hold. */
  assets: 'roots-assets',
  /** Pages' HTML as the server sent it: the same for every visitor, no learner's data in it. */
  pages: 'roots-pages',
  /** API answers that need no sign-in (the course catalogue, the blog). */
  publicApi: 'roots-api-public',
  /** Followed by an account's id: that account's API answers, never served to another. */
  accountApiPrefix: 'roots-api-account-',
  /** Followed by an account's and a course's ids: the clips of that course's download. */
  offlineClipsPrefix: 'roots-offline-clips-',
} as const;

/** The cache a course's downloaded clips are kept in (features/offline), played from by sw.ts. */
export const offlineClipsCache = (userId: string, languageId: string) =>
  `${cacheNames.offlineClipsPrefix}${userId}-${languageId}`;

/**
 * The API reads a learner's pages make, kept for a visit without the network: the dashboard,
 * courses, lessons, practice, the social pages, the store, the blog. Everything else is never
 * kept: sign-in and sessions (/auth), the CMS (/admin), the data download, searches, the voices
 * studio, the live notification stream, clips and an attempt in progress.
 */
const keptApiReads: readonly RegExp[] = [
  /^\/api\/user\/(profile|profile\/summary|stats|xp|streak|check-heart|languages)$/,
  /^\/api\/language(\/[^/]+|\/progress\/[^/]+)?$/,
  /^\/api\/unit\/([^/]+|tips\/[^/]+)$/,
  /^\/api\/lesson\/(?!attempt\/)[^/]+$/,
  /^\/api\/(fact\/[^/]+|practice|store|friends|leaderboard|leagues\/current)$/,
  /^\/api\/notifications(\/unread-count)?$/,
  /^\/api\/users\/[^/]+\/profile$/,
  /^\/api\/blog(\/categories|\/category\/[^/]+|\/slug\/[^/]+)?$/,
];

/** Answered the same for everyone, with or without a session. */
const publicApiReads: readonly RegExp[] = [/^\/api\/language$/, /^\/api\/blog(\/.*)?$/];

/**
 * The account a request speaks for: the subject of its bearer token, decoded, not verified (the
 * worker has no key). It only chooses the cache a response goes to and comes from: whoever could
 * forge one on this device can read the device's Cache Storage anyway.
 */
export function accountOf(authorization: string | null): string | undefined {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.[\w-]+$/.exec(authorization ?? '')?.[2];
  if (token === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(token.replaceAll('-', '+').replaceAll('_', '/')));
    const subject = (claims as { sub?: unknown } | null)?.sub;
    return typeof subject === 'string' && /^[\w-]{1,64}$/.test(subject) ? subject : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cache an API GET's answer is kept in, for when the network fails, or undefined where it is
 * not kept. A signed-in request's answers go to its account's cache only; a request with a token
 * the worker cannot read is not kept at all.
 */
export function apiCacheFor(pathname: string, authorization: string | null): string | undefined {
  if (!keptApiReads.some((pattern) => pattern.test(pathname))) return undefined;
  if (authorization === null) {
    return publicApiReads.some((pattern) => pattern.test(pathname)) ? cacheNames.publicApi : undefined;
  }
  const account = accountOf(authorization);
  return account === undefined ? undefined : `${cacheNames.accountApiPrefix}${account}`;
}

/**
 * Whether a page's HTML is kept for a visit without the network: a page of the app with no query
 * (a query may carry a sign-in link's token or a reset code, and such a page is never reopened).
 */
export const pageIsKept = (url: URL): boolean => url.search === '' && isKnownPagePath(url.pathname);

/**
 * Deletes every account's cached API answers and downloaded clips: at sign-out and when a session ends, so nothing of
 * theirs is left on the device (another account's would never be served, being kept apart, but
 * nor should it stay). Only one account is signed in at a time in a browser (they share the
 * stored token), so all of them go.
 */
export async function forgetAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  const accounts = [cacheNames.accountApiPrefix, cacheNames.offlineClipsPrefix];
  await Promise.all(
    names.filter((name) => accounts.some((prefix) => name.startsWith(prefix))).map((name) => caches.delete(name)),
  );
}
