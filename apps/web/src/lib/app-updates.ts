import { storageKeys } from '@roots/shared/constants';
import { savesData } from './data-saver.ts';
import { afterLoadWhenIdle } from './idle.ts';
import { local } from './storage.ts';

/** What to do at the app's next navigation: set once the service worker's module has loaded. */
let atNavigation: (() => void) | undefined;

/**
 * Registers the service worker (src/sw/sw.ts) in the first idle moment after `load`, so it takes
 * nothing from the first paint; its code (lib/service-worker.ts, with workbox-window) arrives then.
 * Its install fetches the app's shell, about 75 KB beyond what a first visit to `/` loaded: a
 * visitor who saves data (Save-Data, 2G) is not asked for it until they sign in. Only in the built
 * app: the development server has no worker.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (savesData() && local.get(storageKeys.accessToken) === null) return;
  afterLoadWhenIdle(() => {
    void import('./service-worker.ts').then((worker) => {
      atNavigation = worker.startServiceWorker();
    });
  });
}

/**
 * Called at each navigation of the app: where a new version of Roots is waiting, it takes over
 * now, with the page reloaded at its new address, and never in the middle of a page (a lesson).
 */
export function updateAtNavigation(): void {
  atNavigation?.();
}
