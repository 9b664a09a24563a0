// Web Push in this browser: whether it can, the permission, and this device's subscription. The
// app's service worker shows the reminders (public/sw-push.js, taken in by the service worker).
import type { PushSubscriptionInput } from '@roots/shared/contracts/reminders';

/** `prompt`: the browser will ask; `denied`: the learner blocked notifications for the site. */
export type PushAvailability = 'unsupported' | 'prompt' | 'granted' | 'denied';

/** How long to wait for the app's service worker before saying it is not there. */
const WORKER_WAIT_MS = 10_000;

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'default' ? 'prompt' : Notification.permission;
}

/** The app's service worker, once it is active (it is registered when the app starts). */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error('Roots is not set up for notifications in this browser yet. Reload the page and try again.'));
    }, WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

const bytesOf = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
};

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
};

/**
 * Asks for permission (only from a tap: browsers refuse otherwise) and subscribes this browser with
 * the server's key, keeping a subscription it already holds with that key.
 */
export async function subscribeThisDevice(pushKey: string): Promise<PushSubscriptionInput> {
  if (pushAvailability() === 'unsupported') throw new Error('This browser cannot show notifications from Roots.');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    throw new Error(
      'Notifications are blocked for Roots in this browser. Allow them in the site’s settings, then try again.',
    );
  }
  if (permission !== 'granted') throw new Error('Notifications were not allowed, so none will come.');
  const registration = await activeWorker();
  const key = bytesOf(pushKey);
  const held = await registration.pushManager.getSubscription();
  if (held && !sameKey(held, key)) await held.unsubscribe();
  const subscription =
    held && sameKey(held, key)
      ? held
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('This browser gave no usable subscription.');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** This browser's subscription's endpoint, or null (none, or no service worker yet). */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Ends this browser's subscription, if it holds one. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (pushAvailability() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
