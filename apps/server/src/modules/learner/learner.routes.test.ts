import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coinLedger, learnerStats } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

describe('learner records', async () => {
  const { app, database } = await createTestApp();
  const ledger = (userId: string) => database.db.select().from(coinLedger).where(eq(coinLedger.userId, userId));
  const row = async (userId: string) =>
    (await database.db.select().from(learnerStats).where(eq(learnerStats.userId, userId)))[0];

  it('credits the 50 sign-up coins once, when the account is made', async () => {
    const { userId, headers } = await signUp(app);
    expect(await row(userId)).toMatchObject({ coins: 50, hearts: 5 });
    expect((await ledger(userId)).map((entry) => [entry.source, entry.amount])).toEqual([['sign-up', 50]]);
    const stats = await app.inject({ method: 'GET', url: '/api/user/stats', headers });
    expect(stats.json<{ data: { coins: number } }>().data.coins).toBe(50);
  });

  it('writes nothing when the learner’s records are read', async () => {
    const { userId, headers } = await signUp(app);
    const before = await row(userId);
    for (const url of ['/api/user/stats', '/api/user/check-heart', '/api/user/streak', '/api/user/xp', '/api/store']) {
      expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    }
    expect(await row(userId)).toEqual(before);
    expect(await ledger(userId)).toHaveLength(1);
  });

  it('shows another learner’s hearts and streak records as not found', async () => {
    const me = await signUp(app);
    const other = await signUp(app);
    for (const url of [`/api/user/hearts/${other.userId}`, `/api/user/streak/${other.userId}`]) {
      expect((await app.inject({ method: 'GET', url, headers: me.headers })).statusCode).toBe(404);
    }
    const own = await app.inject({ method: 'GET', url: `/api/user/hearts/${me.userId}`, headers: me.headers });
    expect(own.json<{ data: unknown }>().data).toEqual({
      hearts: 5,
      max_hearts: 5,
      regeneration_rate_minutes: 30,
      is_regenerating: false,
    });
  });
});
