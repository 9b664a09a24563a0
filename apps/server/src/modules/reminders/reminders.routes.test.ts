import { join } from 'node:path';
import type { ReminderSettings, ReminderSettingsUpdate } from '@roots/shared/contracts/reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { learnerStats, pushSubscriptions, reminderSettings, sessions, users, xpLedger } from '../../db/schema.ts';
import { send, signUp, TEST_PASSWORD, type TestLearner } from '../../test/factories.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp } from '../../test/helper.ts';
import { type TestDevice, startPushEndpoint } from '../../test/push-endpoint.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

describe('reminders', async () => {
  const pushService = await startPushEndpoint();
  afterAll(() => pushService.close());
  let clock = new Date('2027-03-01T05:00:00Z');
  const { app, database, config } = await createTestApp({
    importContent: true,
    contentDir: fixtures,
    now: () => clock,
    env: { PUSH_ORIGINS: pushService.origin },
  });
  const languages = await app.inject({ method: 'GET', url: '/api/language' });
  const languageId = languages.json<{ data: { id: string }[] }>().data[0]?.id ?? '';

  beforeEach(() => {
    pushService.received.length = 0;
    pushService.answer(201);
  });

  interface Learner extends TestLearner {
    nextLessonId: string;
  }

  /** A learner in a time zone, onboarded into the fixture course with a goal of 20 XP a day. */
  const learnerIn = async (timeZone: string, { confirmed = false } = {}): Promise<Learner> => {
    const learner = await signUp(app);
    const onboarded = await send(app, 'POST', '/api/user/onboarding', learner.headers, {
      language_id: languageId,
      daily_goal: 20,
    });
    const nextLessonId = onboarded.json<{ data: { next_lesson_id: string } }>().data.next_lesson_id;
    expect((await send(app, 'PATCH', '/api/user/profile', learner.headers, { time_zone: timeZone })).statusCode).toBe(
      200,
    );
    if (confirmed) await database.db.update(users).set({ emailVerifiedAt: clock }).where(eq(users.id, learner.userId));
    return { ...learner, nextLessonId };
  };
  const settings = async (who: TestLearner) =>
    (await send(app, 'GET', '/api/reminders', who.headers)).json<{ data: ReminderSettings }>().data;
  const change = (who: TestLearner, update: ReminderSettingsUpdate) =>
    send(app, 'PATCH', '/api/reminders', who.headers, update);
  const subscribe = (who: TestLearner, device: TestDevice) =>
    send(app, 'POST', '/api/reminders/push-subscriptions', who.headers, device.subscription);
  /** A learner in a time zone (as `learnerIn`) with one device subscribed to push, named after `device`. */
  const subscribedIn = async (timeZone: string, device: string) => {
    const learner = await learnerIn(timeZone);
    const subscribed = pushService.device(`${device}-${learner.userId}`);
    expect((await subscribe(learner, subscribed)).statusCode).toBe(200);
    return { learner, device: subscribed };
  };
  /** Moves the clock and runs the minute tick's work, as the timer would at that moment. */
  const tickAt = async (iso: string) => {
    clock = new Date(iso);
    return app.sendDueReminders();
  };
  const pushesTo = (device: TestDevice) =>
    pushService.received.filter((push) => `${pushService.origin}${push.path}` === device.subscription.endpoint);
  const mailsTo = (email: string) =>
    readOutbox(config.dataDir).filter((mail) => mail.to === email && mail.header('List-Unsubscribe') !== '');

  it('starts off, with the daily reminder at 18:00, the streak one at 19:00 and quiet hours from 21:00 to 08:00', async () => {
    const learner = await learnerIn('Africa/Nairobi');
    expect(await settings(learner)).toMatchObject({
      push: false,
      email: false,
      daily: true,
      streak: true,
      time: '18:00',
      quiet_start: '21:00',
      quiet_end: '08:00',
      streak_time: '19:00',
      push_devices: 0,
      prompt_dismissed: false,
      last_sent_at: null,
    });
    // The same public key for everyone, made once (no VAPID keys in the environment here).
    const key = (await settings(learner)).push_key;
    expect(key).toMatch(/^[\w-]{87}$/);
    expect((await settings(await signUp(app))).push_key).toBe(key);
  });

  it('refuses a time in quiet hours, e-mail to an unconfirmed address and push without a device', async () => {
    const learner = await learnerIn('Africa/Nairobi');
    const quiet = await change(learner, { time: '22:15' });
    expect(quiet.statusCode).toBe(400);
    expect(quiet.json<{ error: { fields: { time: string } } }>().error.fields.time).toContain('quiet hours');
    expect((await change(learner, { time: '7:15' })).statusCode).toBe(400);
    const email = await change(learner, { email: true });
    expect(email.statusCode).toBe(409);
    expect(email.json<{ error: { message: string } }>().error.message).toContain('Confirm your e-mail address');
    expect((await change(learner, { push: true })).statusCode).toBe(409);
    expect((await change(learner, {})).statusCode).toBe(400);
    // Moving the quiet hours makes room for the late time.
    expect((await change(learner, { quiet_start: '23:00', time: '22:15' })).json()).toMatchObject({
      data: { time: '22:15', quiet_start: '23:00', streak_time: '22:00' },
    });
  });

  it('refuses a push endpoint that is no browser’s push service, and a malformed subscription', async () => {
    const learner = await learnerIn('Africa/Nairobi');
    const device = pushService.device('elsewhere');
    for (const endpoint of [
      'https://example.com/push/1',
      'http://10.1.2.3/push',
      'https://fcm.googleapis.com.evil.test/x',
    ]) {
      const refused = await subscribe(learner, { ...device, subscription: { ...device.subscription, endpoint } });
      expect(refused.statusCode).toBe(400);
    }
    const badKey = await send(app, 'POST', '/api/reminders/push-subscriptions', learner.headers, {
      endpoint: device.subscription.endpoint,
      keys: { p256dh: 'short', auth: device.subscription.keys.auth },
    });
    expect(badKey.statusCode).toBe(400);
    // 65 bytes, but no point of the curve: nothing could ever be encrypted for it.
    const offCurve = await send(app, 'POST', '/api/reminders/push-subscriptions', learner.headers, {
      endpoint: device.subscription.endpoint,
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url'),
        auth: device.subscription.keys.auth,
      },
    });
    expect(offCurve.statusCode).toBe(400);
    expect((await settings(learner)).push).toBe(false);
  });

  it('pushes the daily reminder at 18:00 in Nairobi, readable by the device alone, opening the next lesson', async () => {
    clock = new Date('2027-03-01T05:00:00Z');
    const learner = await learnerIn('Africa/Nairobi');
    const device = pushService.device(`nairobi-${learner.userId}`);
    expect((await subscribe(learner, device)).json()).toMatchObject({ data: { push: true, push_devices: 1 } });

    // 17:59 in Nairobi (UTC+3): not yet.
    await tickAt('2027-03-01T14:59:00Z');
    expect(pushesTo(device)).toHaveLength(0);
    await tickAt('2027-03-01T15:00:00Z');
    const [push] = pushesTo(device);
    expect(push?.headers).toMatchObject({
      // Until the end of the learner's day: six hours.
      ttl: '21600',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      urgency: 'normal',
      topic: 'reminder',
    });
    const key = (await settings(learner)).push_key;
    expect(push?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    expect(JSON.parse(device.decrypt(push?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'Time for today’s lesson',
      body: 'Your daily goal is 20 XP. Your next lesson is ready.',
      url: `http://roots.test/lesson/${learner.nextLessonId}`,
      tag: 'roots-reminder',
    });
    expect((await settings(learner)).last_sent_at).toBe('2027-03-01T15:00:00.000Z');

    // Never twice a day: not at the streak reminder's time, not at the next tick.
    await tickAt('2027-03-01T15:01:00Z');
    await tickAt('2027-03-01T16:00:00Z');
    expect(pushesTo(device)).toHaveLength(1);
    // The next day, again.
    await tickAt('2027-03-02T15:00:30Z');
    expect(pushesTo(device)).toHaveLength(2);
  });

  it('e-mails the reminder at 08:30 in Los Angeles, with a text part and a one-click unsubscribe', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const learner = await learnerIn('America/Los_Angeles', { confirmed: true });
    expect((await change(learner, { email: true, time: '08:30' })).json()).toMatchObject({
      data: { email: true, time: '08:30' },
    });
    // 08:29 in Los Angeles (UTC−8 in March before the 14th).
    await tickAt('2027-03-02T16:29:00Z');
    expect(mailsTo(learner.email)).toHaveLength(0);
    await tickAt('2027-03-02T16:30:00Z');
    const [mail] = mailsTo(learner.email);
    expect(mail?.subject).toBe('Time for today’s lesson');
    expect(mail?.header('Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(mail?.text).toContain(`Start your next lesson: http://roots.test/lesson/${learner.nextLessonId}`);
    expect(mail?.text).toContain('never between 21:00 and 08:00 your time');
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(http:\/\/roots\.test\/api\/reminders\/unsubscribe\?token=[\w.-]+)>$/.exec(
      mail?.header('List-Unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    const url = new URL(unsubscribe ?? '');
    expect(mail?.text).toContain(`Stop reminder e-mails: http://roots.test/unsubscribe${url.search}`);

    // A browser opening the address is asked first, on the app's page.
    const opened = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe${url.search}`);
    // A forged token changes nothing.
    const forged = url.search.replace(/\.(.)/, (_, c: string) => (c === 'A' ? '.B' : '.A'));
    expect((await app.inject({ method: 'POST', url: url.pathname + forged })).statusCode).toBe(400);
    expect((await settings(learner)).email).toBe(true);
    // The mail client's one-click POST, signed out, with the RFC 8058 body.
    const oneClick = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ data: { email: false } });
    expect((await settings(learner)).email).toBe(false);
    // The same link again (multipart this time) is still fine.
    const again = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
    await tickAt('2027-03-03T16:30:00Z');
    expect(mailsTo(learner.email)).toHaveLength(1);
  });

  it('sends nothing in quiet hours, even for a reminder found late, and tries again the next day', async () => {
    clock = new Date('2027-03-01T05:00:00Z');
    const { learner, device } = await subscribedIn('Africa/Nairobi', 'late');
    await change(learner, { time: '20:45', streak: false });
    // 21:05 in Nairobi: within half an hour of 20:45, but quiet.
    await tickAt('2027-03-01T18:05:00Z');
    expect(pushesTo(device)).toHaveLength(0);
    await tickAt('2027-03-02T17:50:00Z');
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('reminds a learner at 19:00 whose streak would end tonight, even with the day’s goal met', async () => {
    clock = new Date('2027-03-01T05:00:00Z');
    const { learner, device } = await subscribedIn('Africa/Lagos', 'streak');
    // A 4-day streak counted up to yesterday (it ends at midnight in Lagos, UTC+1), and 30 XP today.
    await database.db
      .update(learnerStats)
      .set({
        currentStreak: 4,
        longestStreak: 4,
        lastStreakDay: '2027-02-28',
        streakDayEndsAt: new Date('2027-02-28T23:00:00Z'),
      })
      .where(eq(learnerStats.userId, learner.userId));
    await database.db
      .insert(xpLedger)
      .values({ userId: learner.userId, amount: 30, source: 'test', createdAt: new Date('2027-03-01T09:00:00Z') });
    // 18:00: the goal is met, so no daily reminder.
    await tickAt('2027-03-01T17:00:00Z');
    expect(pushesTo(device)).toHaveLength(0);
    await tickAt('2027-03-01T18:00:00Z');
    const [push] = pushesTo(device);
    expect(JSON.parse(device.decrypt(push?.body ?? Buffer.alloc(0)))).toMatchObject({
      title: 'Keep your 4-day streak',
    });
    // Practised the next day before 19:00: the streak is safe, and the goal was met: nothing.
    await database.db
      .update(learnerStats)
      .set({ currentStreak: 5, lastStreakDay: '2027-03-02', streakDayEndsAt: new Date('2027-03-02T23:00:00Z') })
      .where(eq(learnerStats.userId, learner.userId));
    await database.db
      .insert(xpLedger)
      .values({ userId: learner.userId, amount: 25, source: 'test', createdAt: new Date('2027-03-02T08:00:00Z') });
    await tickAt('2027-03-02T17:00:00Z');
    await tickAt('2027-03-02T18:00:00Z');
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('sends nothing to a learner who has not opened Roots for more than 7 days', async () => {
    clock = new Date('2027-03-01T05:00:00Z');
    const { learner, device } = await subscribedIn('Africa/Nairobi', 'away');
    // Eight days later, with no session used since.
    await tickAt('2027-03-09T15:00:00Z');
    expect(pushesTo(device)).toHaveLength(0);
    // They come back (a session is used) and are reminded again the next day.
    await database.db
      .update(sessions)
      .set({ lastUsedAt: new Date('2027-03-09T16:00:00Z') })
      .where(eq(sessions.userId, learner.userId));
    await tickAt('2027-03-10T15:00:00Z');
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('deletes a subscription the push service says has expired', async () => {
    clock = new Date('2027-03-01T05:00:00Z');
    const { learner, device } = await subscribedIn('Africa/Nairobi', 'gone');
    pushService.answer(410);
    await tickAt('2027-03-01T15:00:00Z');
    expect(pushesTo(device)).toHaveLength(1);
    const left = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, learner.userId));
    expect(left).toEqual([]);
    expect((await settings(learner)).push_devices).toBe(0);
  });

  it('moves the next reminder when the learner changes time zone', async () => {
    clock = new Date('2027-03-01T05:00:00Z');
    const { learner, device } = await subscribedIn('Africa/Nairobi', 'tokyo');
    await send(app, 'PATCH', '/api/user/profile', learner.headers, { time_zone: 'Asia/Tokyo' });
    // 18:00 in Tokyo (UTC+9), six hours before 18:00 in Nairobi.
    await tickAt('2027-03-01T09:00:00Z');
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('turns a device off, and push with the last one; the dashboard’s invitation can be put away', async () => {
    const { learner, device } = await subscribedIn('Africa/Nairobi', 'off');
    const off = await send(app, 'DELETE', '/api/reminders/push-subscriptions', learner.headers, {
      endpoint: device.subscription.endpoint,
    });
    expect(off.json()).toMatchObject({ data: { push: false, push_devices: 0 } });
    expect((await change(learner, { prompt_dismissed: true })).json()).toMatchObject({
      data: { prompt_dismissed: true },
    });
  });

  it('exports the reminder settings and devices, and deletes them with the account', async () => {
    const { learner, device } = await subscribedIn('Africa/Nairobi', 'export');
    const exported = (await send(app, 'GET', '/api/user/export', learner.headers)).json<{
      data: Record<string, unknown>;
    }>().data;
    expect(exported.reminders).toMatchObject({ push: true, email: false, time: '18:00', quiet_start: '21:00' });
    expect(exported.push_subscriptions).toEqual([
      expect.objectContaining({ endpoint: device.subscription.endpoint, last_pushed_at: null }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(device.subscription.keys.auth);

    const deleted = await send(app, 'DELETE', '/api/user/account', learner.headers, { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const rows = [
      ...(await database.db.select().from(reminderSettings).where(eq(reminderSettings.userId, learner.userId))),
      ...(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, learner.userId))),
    ];
    expect(rows).toEqual([]);
  });
});
