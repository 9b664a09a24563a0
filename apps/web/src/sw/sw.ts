// The service worker (issue 41 §1), built by vite-plugin-pwa (`injectManifest`, vite.config.ts)
// into dist/sw.js. What it does:
// - precaches the app shell: index.html, the entries, the stylesheet, the dashboard's and a
//   lesson's code, the fonts of a first paint and the icons (the list is chosen in vite.config.ts);
// - pages: network first, then the copy kept of that page, then the precached shell, so a page
//   opens without the network and the app renders it;
// - built files the precache lacks: from the cache once fetched (their names change with them);
// - the API reads of lib/offline-cache.ts: network first, the kept answer when the network fails,
//   each account's answers in a cache of its own that the page deletes at sign-out;
// - clips of a downloaded course (features/offline): from the download's cache, ranges and all, so
//   its lessons play without the network; every other clip from the network;
// - a new version waits: the page asks it to take over at its next navigation (lib/app-updates.ts).
// - push reminders (issue 41 §3): public/sw-push.js's `push` and `notificationclick` listeners,
//   taken in below (a classic script of its own, so its tests run it without this worker).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { createPartialResponse } from 'workbox-range-requests';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { apiCacheFor, cacheNames, pageIsKept } from '../lib/offline-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The shell every page of the app can render in: the page's own HTML is better, when there is one. */
const SHELL = '/index.html';

self.importScripts('/sw-push.js');

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The page's request starts while the worker starts, instead of after it.
navigationPreload.enable();

const onlyWhole = () => new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  // A connection that gets nothing through in this time gets the copy kept (or the shell).
  networkTimeoutSeconds: 4,
  plugins: [onlyWhole(), new ExpirationPlugin({ maxEntries: 40 })],
});
// A page with a query (a sign-in link, a reset code) is never kept: only fetched.
const pagesNotKept = new NetworkOnly();
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  async (options) => {
    try {
      return await (pageIsKept(options.url) ? pages : pagesNotKept).handle(options);
    } catch {
      // No network and no copy: the app renders the page in the shell (a 404 is still an answer).
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [
      onlyWhole(),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

/** One strategy per cache: each account's answers are kept, and found, only in its own. */
const apiStrategies = new Map<string, NetworkFirst>();
const apiStrategy = (cacheName: string) => {
  let strategy = apiStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      // Under the API client's own 10 s: an answer this slow gives way to the one kept, if any.
      networkTimeoutSeconds: 6,
      // The token changes every quarter of an hour; the answer is the account's all the same.
      matchOptions: { ignoreVary: true },
      plugins: [onlyWhole(), new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
    });
    apiStrategies.set(cacheName, strategy);
  }
  return strategy;
};
registerRoute(
  ({ request, url }) => {
    if (url.origin !== self.location.origin) return false;
    const cacheName = apiCacheFor(url.pathname, request.headers.get('authorization'));
    return cacheName === undefined ? false : { cacheName };
  },
  (options) => apiStrategy((options.params as { cacheName: string }).cacheName).handle(options),
);

/** A clip kept by a course's download, in whichever download holds it. */
async function downloadedClip(url: string): Promise<Response | undefined> {
  const names = (await caches.keys()).filter((name) => name.startsWith(cacheNames.offlineClipsPrefix));
  for (const name of names) {
    const kept = await (await caches.open(name)).match(url);
    if (kept) return kept;
  }
  return undefined;
}
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/api/audio/') && request.method === 'GET',
  async ({ request }) => {
    const kept = await downloadedClip(request.url);
    if (!kept) return fetch(request);
    // An audio element asks for a range; the clip was kept whole.
    return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  },
);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // Pages kept by the version before name its files, which this version's precache no longer
      // holds: offline they would load half an app. They are fetched again as they are opened.
      caches.delete(cacheNames.pages),
      // The first version takes the page that installed it at once, so what that page fetches
      // next is kept. A later one activates only when a page asks, at its next navigation, or
      // once no page is open.
      self.clients.claim(),
    ]),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
