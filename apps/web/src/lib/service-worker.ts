import { Workbox } from 'workbox-window';
import { notify } from './notify.ts';
import { session } from './storage.ts';

/** Set just before the reload that brings a new version in; the page after it says so once. */
const UPDATED_KEY = 'rootsUpdated';

/**
 * Registers the service worker and returns what the app does at its next navigation. A new
 * version of the worker (a new build of Roots) installs in the background and waits: the page's
 * code is the old build's, and it must not meet another build's files mid-lesson. At the next
 * navigation the waiting worker is asked to take over, and the page is reloaded at its new address
 * with the new build; the page then says "Roots was updated." quietly, once. A worker that took
 * over meanwhile (another tab navigated) reloads the page at its next navigation too.
 */
export function startServiceWorker(reloadPage = () => window.location.reload()): () => void {
  if (session.get(UPDATED_KEY) !== null) {
    session.remove(UPDATED_KEY);
    void notify('success', 'Roots was updated.');
  }
  const worker = new Workbox('/sw.js');
  let controlled = navigator.serviceWorker.controller !== null;
  let newVersion: 'none' | 'waiting' | 'in control' = 'none';
  let reloadWhenInControl = false;
  const reload = () => {
    session.set(UPDATED_KEY, '1');
    reloadPage();
  };
  worker.addEventListener('waiting', () => {
    newVersion = 'waiting';
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadWhenInControl) reload();
    // The first version taking the page that installed it is no update; any later one is.
    else if (controlled) newVersion = 'in control';
    controlled = true;
  });
  worker.register().catch((error: unknown) => {
    // The app works on without it, only not offline.
    console.warn('The service worker could not be registered', error);
  });
  return () => {
    if (newVersion === 'waiting') {
      reloadWhenInControl = true;
      worker.messageSkipWaiting();
    } else if (newVersion === 'in control') reload();
  };
}
