import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readOutbox } from '../apps/server/src/test/outbox.ts';
import { startPushEndpoint, type TestDevice } from '../apps/server/src/test/push-endpoint.ts';
import {
  appPageShown,
  baseUrl,
  dataDir,
  goto,
  mailedLink,
  openBrowser,
  registerIntoCourse,
  screenshotDir,
} from './browser.ts';

const PASSWORD = 'Jambo!2026x';
const MINUTE_MS = 60_000;

/**
 * Chromium here has no Google push service to subscribe with (subscribe() answers "Registration
 * failed - permission denied": no network, no API keys), so the page's PushManager hands out a
 * subscription of the journey's own push service instead. Everything after it is real: the
 * settings page, the API, the server's minute tick, the encrypted push and the service worker.
 */
function useLocalPushService(page: Page, device: TestDevice) {
  return page.addInitScript((subscription) => {
    let current: object | null = null;
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      current = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      return Promise.resolve(current as PushSubscription);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current as PushSubscription | null);
  }, device.subscription);
}

/** A call to the API from the page, with the learner's token. */
function api(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        body: body ? JSON.stringify(body) : null,
      });
      return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
    },
    { method, path, body },
  );
}

/** A fixed-offset zone where it is about noon now, far from the default quiet hours (21:00–08:00). */
function noonZone(now: Date): { zone: string; offsetHours: number } {
  const offsetHours = 12 - now.getUTCHours();
  const zone = offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${String(Math.abs(offsetHours))}`;
  return { zone, offsetHours };
}

const clock = (at: Date, offsetHours: number) => {
  const local = new Date(at.getTime() + offsetHours * 3600_000);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
};

describe('reminders', () => {
  const browser = openBrowser();

  it(
    'turns reminders on in settings; at the chosen local minute the server pushes one and e-mails one',
    { timeout: 300_000 },
    async () => {
      const pushService = await startPushEndpoint(Number(new URL(inject('pushOrigin')).port));
      try {
        const { page, context, errors } = await browser.newPage({ serviceWorkers: 'allow' });
        const email = `reminders${String(Date.now())}@example.com`;
        await registerIntoCourse(page, email, PASSWORD, { course: /Swahili/, goal: /Regular/ });
        const nextLesson = new URL(page.url()).pathname;
        await goto(page, await mailedLink(email, 'Confirm your e-mail for Roots'));
        await page.getByText('Your e-mail address is confirmed').waitFor();

        const device = pushService.device(`e2e-${String(Date.now())}`);
        await useLocalPushService(page, device);
        await context.grantPermissions(['notifications'], { origin: baseUrl });
        await goto(page, '/settings');
        await appPageShown(page);
        // The app's own service worker, which takes in sw-push.js, is ready before anything is pushed.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });

        const section = page.locator('div:has(> #settings-reminders)');
        const pushSwitch = page.getByRole('switch', { name: /Notifications on this device/ });
        await pushSwitch.check();
        await expect.poll(() => pushSwitch.isChecked()).toBe(true);
        const emailSwitch = page.getByRole('switch', { name: new RegExp(`E-mail To ${email}`) });
        await emailSwitch.check();
        await expect.poll(() => emailSwitch.isChecked()).toBe(true);
        await page.getByLabel('Quiet until').selectOption('07:00');
        await expect.poll(async () => (await api(page, 'GET', '/reminders')).body.data.quiet_end).toBe('07:00');
        expect((await api(page, 'GET', '/reminders')).body.data).toMatchObject({
          push: true,
          email: true,
          push_devices: 1,
        });
        await section.screenshot({ path: `${screenshotDir}/reminders-settings.png` });

        // Where it is about noon, the daily reminder at the next minute at least 15 s away (the page
        // offers half hours; the API takes any minute).
        const due = new Date(Math.ceil((Date.now() + 15_000) / MINUTE_MS) * MINUTE_MS);
        const { zone, offsetHours } = noonZone(due);
        expect((await api(page, 'PATCH', '/user/profile', { time_zone: zone })).status).toBe(200);
        expect((await api(page, 'PATCH', '/reminders', { time: clock(due, offsetHours) })).status).toBe(200);

        // The server's own minute tick sends both, not before the minute.
        await expect.poll(() => pushService.received.length, { timeout: 120_000, interval: 500 }).toBe(1);
        const arrived = Date.now();
        expect(arrived).toBeGreaterThanOrEqual(due.getTime());
        const [push] = pushService.received;
        expect(push?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'normal' });
        const payload = device.decrypt(push?.body ?? Buffer.alloc(0));
        expect(JSON.parse(payload)).toMatchObject({ title: 'Time for today’s lesson', url: `${baseUrl}${nextLesson}` });
        await expect
          .poll(
            () => readOutbox(dataDir).filter((mail) => mail.to === email && mail.header('List-Unsubscribe') !== ''),
            {
              timeout: 30_000,
            },
          )
          .toHaveLength(1);
        const [mail] = readOutbox(dataDir).filter(
          (each) => each.to === email && each.header('List-Unsubscribe') !== '',
        );
        expect(mail?.text).toContain(`Start your next lesson: ${baseUrl}${nextLesson}`);

        // The push, delivered into this Chromium's service worker as its push service would (DevTools
        // stands in for Google's), shows the reminder with its lesson.
        const cdp = await context.newCDPSession(page);
        const registration = new Promise<string>((resolve) => {
          cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
            const live = registrations.find((each) => !each.isDeleted && each.scopeURL === `${baseUrl}/`);
            if (live) resolve(live.registrationId);
          });
        });
        await cdp.send('ServiceWorker.enable');
        const registrationId = await registration;
        const deliver = () =>
          cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId, data: payload });
        await deliver();
        // DevTools hands a push to the worker once; a worker still waking on a loaded machine can
        // miss it, where a push service would deliver it again. Sent again until it shows: the
        // reminder's tag makes a second delivery replace the first, never add to it.
        await expect
          .poll(
            async () => {
              const shown = await page.evaluate(async () =>
                (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
                  title: n.title,
                  url: (n.data as { url: string }).url,
                })),
              );
              if (shown.length === 0) await deliver();
              return shown;
            },
            { interval: 2_000 },
          )
          .toEqual([{ title: 'Time for today’s lesson', url: `${baseUrl}${nextLesson}` }]);

        // The e-mail's link asks first, then stops reminder e-mails without signing in.
        const link = /Stop reminder e-mails: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
        const { page: signedOut } = await browser.newPage();
        await goto(signedOut, new URL(link).pathname + new URL(link).search);
        await signedOut.getByRole('button', { name: 'Stop reminder e-mails' }).click();
        await signedOut.getByText('Done: Roots will send you no more reminder e-mails.').waitFor();
        expect((await api(page, 'GET', '/reminders')).body.data).toMatchObject({ email: false, push: true });
        expect(errors).toEqual([]);
      } finally {
        await pushService.close();
      }
    },
  );
});
