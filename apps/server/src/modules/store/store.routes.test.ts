import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coinLedger, learnerStats, notifications } from '../../db/schema.ts';
import { createLearningServices } from '../../composition.ts';
import { unitOfWork } from '../../repositories.ts';
import { createNotificationService } from '../notifications/notifications.service.ts';
import { signUp as signUpLearner } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

describe('store', async () => {
  const { app, database } = await createTestApp();
  /** A learner holding `coins` and one heart. */
  const signUp = async (coins: number) => {
    const { headers, userId } = await signUpLearner(app);
    await database.db.update(learnerStats).set({ coins, hearts: 1 }).where(eq(learnerStats.userId, userId));
    return { headers, userId };
  };
  const buy = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/store/purchase', headers, payload: payload as object });

  it('sells a heart refill at the server’s price and records the spend', async () => {
    const { headers, userId } = await signUp(120);
    const store = (await app.inject({ method: 'GET', url: '/api/store', headers })).json<{
      data: { items: { id: string; price: number }[] };
    }>();
    expect(store.data.items.map((i) => [i.id, i.price])).toEqual([
      ['heart-refill', 100],
      ['streak-freeze', 150],
      ['xp-boost', 200],
    ]);
    const response = await buy(headers, { item_id: 'heart-refill' });
    expect(response.json()).toMatchObject({ data: { coins: 20, heart_count: 5 } });
    const spends = await database.db.select().from(coinLedger).where(eq(coinLedger.userId, userId));
    expect(spends.map((s) => [s.source, s.amount])).toContainEqual(['store:heart-refill', -100]);
    // Full hearts: nothing to refill, nothing charged.
    expect((await buy(headers, { item_id: 'heart-refill' })).statusCode).toBe(409);
  });

  it('refuses unknown items, client prices and quantities with 400, and too few coins with 409', async () => {
    const { headers } = await signUp(50);
    for (const payload of [
      { item_id: 'free-coins' },
      { item_id: 'xp-boost', price: 0 },
      { item_id: 'xp-boost', quantity: -1 },
      {},
    ]) {
      expect((await buy(headers, payload)).statusCode).toBe(400);
    }
    const poor = await buy(headers, { item_id: 'xp-boost' });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ error: { message: 'XP Boost costs 200 coins; you have 50.' } });
  });

  it('lets twenty parallel purchases spend the balance only once', async () => {
    const { headers, userId } = await signUp(150);
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(headers, { item_id: 'streak-freeze' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [row] = await database.db.select().from(learnerStats).where(eq(learnerStats.userId, userId));
    expect(row).toMatchObject({ coins: 0, streakFreezes: 1 });
  });
});

describe('Premium trial (controlled clock)', async () => {
  const { app, database } = await createTestApp();
  let clock = new Date('2026-11-02T09:00:00Z');
  const services = createLearningServices({ uow: unitOfWork(database.db), now: () => clock });
  const notices = createNotificationService({ uow: unitOfWork(database.db), now: () => clock });

  it('gives 14 days of unlimited hearts once per account, warns two days before the end, then ends', async () => {
    const { headers, userId } = await signUpLearner(app);
    await database.db
      .update(learnerStats)
      .set({ hearts: 1, heartsUpdatedAt: clock })
      .where(eq(learnerStats.userId, userId));
    const started = await services.store.startTrial(userId);
    expect(started).toEqual({ active: true, until: '2026-11-16T09:00:00.000Z', trial_used: true });
    expect((await services.learner.hearts(userId)).heart_count).toBe(5);
    await expect(services.store.startTrial(userId)).rejects.toThrow('You are already a Premium member.');
    expect((await notices.list(userId)).notifications).toEqual([]);

    clock = new Date('2026-11-14T09:00:01Z');
    expect((await notices.list(userId)).notifications).toMatchObject([
      { kind: 'trial-ending', title: 'Your Premium trial ends soon', is_read: false },
    ]);
    clock = new Date('2026-11-16T09:00:01Z');
    expect((await services.store.store(userId)).premium).toEqual({ active: false, until: null, trial_used: true });
    // The stored hearts come back, regenerated meanwhile.
    expect((await services.learner.hearts(userId)).heart_count).toBe(5);
    await expect(services.store.startTrial(userId)).rejects.toThrow('You have already used your free trial.');
    // Through the API: the same refusal as a 409 with its message.
    const again = await app.inject({ method: 'POST', url: '/api/store/premium/trial', headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'You have already used your free trial.' } });
  });

  it('lets the learner end the trial early, withdrawing the warning still to come', async () => {
    clock = new Date('2026-11-02T09:00:00Z');
    const { headers, userId } = await signUpLearner(app);
    const start = await app.inject({ method: 'POST', url: '/api/store/premium/trial', headers });
    expect(start.statusCode).toBe(200);
    const store = await app.inject({ method: 'GET', url: '/api/store', headers });
    expect(store.json()).toMatchObject({ data: { premium: { active: true, trial_used: true } } });
    const end = await app.inject({ method: 'DELETE', url: '/api/store/premium/trial', headers });
    expect(end.json()).toMatchObject({ data: { active: false, until: null, trial_used: true } });
    expect((await app.inject({ method: 'DELETE', url: '/api/store/premium/trial', headers })).statusCode).toBe(409);
    clock = new Date('2026-12-01T00:00:00Z');
    expect((await notices.list(userId)).notifications).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/store/premium/trial', headers })).statusCode).toBe(409);
  });

  it('starts the trial once when asked many times in parallel', async () => {
    const { headers, userId } = await signUpLearner(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/api/store/premium/trial', headers })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const scheduled = await database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(scheduled).toHaveLength(1);
  });
});
