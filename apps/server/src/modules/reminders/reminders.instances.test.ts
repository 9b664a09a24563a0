import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.ts';
import { send, signUp } from '../../test/factories.ts';
import { createTestDatabase, startTwoInstances, testConfig } from '../../test/helper.ts';
import { readOutbox } from '../../test/outbox.ts';
import { startPushEndpoint } from '../../test/push-endpoint.ts';
import { describeWhen } from '../../test/suites.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

// Two instances on one PostgreSQL database, each with its minute tick: a due reminder is claimed
// by one of them (FOR UPDATE SKIP LOCKED, then a lease), so it goes once.
describeWhen(process.env.TEST_DATABASE_URL, 'reminders with two instances', async () => {
  const pushService = await startPushEndpoint();
  afterAll(() => pushService.close());
  const database = await createTestDatabase();
  let clock = new Date('2027-03-01T05:00:00Z');
  const outbox = testConfig().dataDir;
  const env = { PUSH_ORIGINS: pushService.origin, DATA_DIR: outbox };
  const options = { now: () => clock, isInstalled: () => true } as const;
  const [first, second] = await startTwoInstances(
    database,
    { config: testConfig(env), options: { ...options, importContent: true, contentDir: fixtures } },
    { config: testConfig(env), options: { ...options, importContent: false } },
  );

  it('sends a due push and e-mail reminder once, whichever instance claims it', async () => {
    const learners = await Promise.all(Array.from({ length: 30 }, () => signUp(first)));
    const devices = learners.map((learner) => pushService.device(learner.userId));
    for (const [i, learner] of learners.entries()) {
      await database.db.update(users).set({ emailVerifiedAt: clock }).where(eq(users.id, learner.userId));
      const app = i % 2 === 0 ? first : second;
      await send(app, 'PATCH', '/api/user/profile', learner.headers, { time_zone: 'Africa/Nairobi' });
      await send(app, 'POST', '/api/reminders/push-subscriptions', learner.headers, devices[i]?.subscription ?? {});
      expect((await send(app, 'PATCH', '/api/reminders', learner.headers, { email: true })).statusCode).toBe(200);
    }

    // 18:00 in Nairobi. A slow push service keeps the first instance's run busy for seconds; the
    // second instance ticks in the middle of it, and both tick again together.
    pushService.answerAfter(200);
    clock = new Date('2027-03-01T15:00:00Z');
    const firstRun = first.sendDueReminders();
    await vi.waitFor(() => {
      expect(pushService.received.length).toBeGreaterThan(0);
    });
    const sent = await Promise.all([
      firstRun,
      second.sendDueReminders(),
      first.sendDueReminders(),
      second.sendDueReminders(),
    ]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(learners.length);
    expect(pushService.received.map((push) => push.path).sort()).toEqual(
      learners.map((learner) => `/push/${learner.userId}`).sort(),
    );
    for (const learner of learners) {
      expect(
        readOutbox(outbox).filter((mail) => mail.to === learner.email && mail.header('List-Unsubscribe')),
      ).toHaveLength(1);
    }
  });
});
