import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coinLedger, learnerStats } from '../../db/schema.ts';
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
