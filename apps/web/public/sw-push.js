// Reminders in the service worker (issue 41): shows a pushed reminder and opens its lesson on a
// tap. A classic script of its own, so any service worker can take it in with
// `importScripts('/sw-push.js')` (Workbox's generateSW: `importScripts: ['sw-push.js']`).
//
// The server's payload is JSON: { title, body, url, tag } (apps/server/src/modules/reminders).

const REMINDER_FALLBACK = {
  title: 'Roots',
  body: 'Your next lesson is ready.',
  url: '/dashboard',
  tag: 'roots-reminder',
};

/** The payload's URL if it is one of this site's pages, else the dashboard. */
function pageUrl(url) {
  try {
    const parsed = new URL(String(url), self.location.origin);
    return parsed.origin === self.location.origin ? parsed.href : REMINDER_FALLBACK.url;
  } catch {
    return REMINDER_FALLBACK.url;
  }
}

/** The reminder in a push: a browser must show something for every push, so a bad one shows the fallback. */
function reminderOf(data) {
  const message = (() => {
    try {
      return data ? data.json() : null;
    } catch {
      return null;
    }
  })();
  if (!message || typeof message.title !== 'string' || typeof message.body !== 'string') return REMINDER_FALLBACK;
  return {
    title: message.title,
    body: message.body,
    url: pageUrl(message.url),
    tag: typeof message.tag === 'string' ? message.tag : REMINDER_FALLBACK.tag,
  };
}

self.addEventListener('push', (event) => {
  const reminder = reminderOf(event.data);
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag,
      data: { url: reminder.url },
    }),
  );
});

/** A tap opens the lesson: in a Roots window already open if there is one, else in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data?.url ?? REMINDER_FALLBACK.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // Only a window this worker controls can be navigated; another opens anew.
        const navigated = await open.navigate(url).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
