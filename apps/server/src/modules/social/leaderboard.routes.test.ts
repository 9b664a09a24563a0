import { eq, sql } from 'drizzle-orm';
import { startOfWeekUtc } from '@roots/shared/domain/learning';
import { describe, expect, it } from 'vitest';
import { learnerStats, users, xpLedger } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

interface Row {
  id: string;
  username: string;
  xp: number;
  rank: number;
}
interface Board {
  rows: Row[];
  me: Row;
  since: string | null;
}

describe('leaderboard', async () => {
  const { app, database } = await createTestApp();
  const weekStart = startOfWeekUtc(new Date());
  const thisWeek = new Date(weekStart.getTime() + 60_000);
  const lastWeek = new Date(weekStart.getTime() - 86_400_000);
  // Credited as a finished lesson credits it: the ledger and the running total together.
  const xp = async (userId: string, amount: number, createdAt: Date) => {
    await database.db.insert(xpLedger).values({ userId, amount, source: 'lesson', createdAt });
    await database.db
      .update(learnerStats)
      .set({ xpTotal: sql`${learnerStats.xpTotal} + ${amount}` })
      .where(eq(learnerStats.userId, userId));
  };
  const board = async (headers: Record<string, string>, query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/leaderboard?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Board }>().data;
  };

  // Four learners of their own, ranked among themselves through the friends scope.
  const [ama, bo, cy, dee] = await Promise.all(
    ['lb_ama', 'lb_bo', 'lb_cy', 'lb_dee'].map((username) => signUp(app, { username })),
  );
  if (!ama || !bo || !cy || !dee) throw new Error('sign-up failed');
  await xp(ama.userId, 30, thisWeek);
  await xp(bo.userId, 20, thisWeek);
  await xp(bo.userId, 10, thisWeek);
  await xp(cy.userId, 10, thisWeek);
  await xp(cy.userId, 100, lastWeek);
  // Ama is friends with Bo and Cy.
  for (const [friend, username] of [
    [bo, 'lb_bo'],
    [cy, 'lb_cy'],
  ] as const) {
    await app.inject({ method: 'POST', url: '/api/friends/requests', headers: ama.headers, payload: { username } });
    await app.inject({ method: 'POST', url: `/api/friends/${ama.userId}/accept`, headers: friend.headers });
  }

  it('ranks this week from Monday 00:00 UTC: equal XP share a rank, the tie in username order', async () => {
    const { rows, me, since } = await board(dee.headers, 'period=week&scope=everyone');
    expect(since).toBe(weekStart.toISOString());
    const ours = rows.filter((r) => r.username.startsWith('lb_'));
    expect(ours.map((r) => [r.username, r.xp, r.rank])).toEqual([
      ['lb_ama', 30, 1],
      ['lb_bo', 30, 1],
      ['lb_cy', 10, 3],
    ]);
    // Without XP this week the learner's own row still shows, below everyone with some.
    expect(me).toMatchObject({ username: 'lb_dee', xp: 0, rank: 4 });
  });

  it('ranks all time from the whole ledger, with public fields only', async () => {
    const result = await board(cy.headers, 'period=all');
    expect(result.rows[0]).toEqual({
      id: cy.userId,
      username: 'lb_cy',
      display_name: null,
      avatar_url: null,
      xp: 110,
      rank: 1,
      hidden: false,
    });
    expect(result.me).toMatchObject({ rank: 1, xp: 110 });
    // Equal totals share a place here too, in username order.
    expect(result.rows.slice(1, 3).map((r) => [r.username, r.xp, r.rank])).toEqual([
      ['lb_ama', 30, 2],
      ['lb_bo', 30, 2],
    ]);
    const behind = await board(dee.headers, 'period=all');
    expect(behind.me).toMatchObject({ username: 'lb_dee', xp: 0, rank: 4 });
    expect(JSON.stringify(result)).not.toContain('@');
  });

  it('ranks friends only: the learner and their friends, nobody else', async () => {
    const { rows, me } = await board(ama.headers, 'period=week&scope=friends');
    expect(rows.map((r) => r.username)).toEqual(['lb_ama', 'lb_bo', 'lb_cy']);
    expect(me).toMatchObject({ username: 'lb_ama', rank: 1 });
    const lonely = await board(dee.headers, 'scope=friends');
    expect(lonely).toMatchObject({ rows: [{ username: 'lb_dee' }], me: { username: 'lb_dee', rank: 1, xp: 0 } });
  });

  it('lists friends without XP this week too, below those with some', async () => {
    const newcomer = await signUp(app, { username: 'lb_eve' });
    await app.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: newcomer.headers,
      payload: { username: 'lb_ama' },
    });
    await app.inject({ method: 'POST', url: `/api/friends/${newcomer.userId}/accept`, headers: ama.headers });
    const { rows } = await board(ama.headers, 'period=week&scope=friends');
    expect(rows.map((r) => [r.username, r.xp, r.rank])).toEqual([
      ['lb_ama', 30, 1],
      ['lb_bo', 30, 1],
      ['lb_cy', 10, 3],
      ['lb_eve', 0, 4],
    ]);
    const seen = await board(newcomer.headers, 'period=week&scope=friends');
    expect(seen.me).toMatchObject({ username: 'lb_eve', rank: 2, xp: 0 });
  });

  it('shows a learner who shows their profile to nobody as "A learner", to everyone but themself', async () => {
    const setVisibility = (headers: Record<string, string>, profile_visibility: string) =>
      app.inject({ method: 'PATCH', url: '/api/user/profile', headers, payload: { profile_visibility } });
    expect((await setVisibility(bo.headers, 'nobody')).statusCode).toBe(200);
    expect((await setVisibility(cy.headers, 'friends')).statusCode).toBe(200);
    try {
      const seenBy = async (who: typeof ama, query: string) =>
        (await board(who.headers, query)).rows.filter((row) => [bo.userId, cy.userId].includes(row.id));
      const hidden = { username: '', display_name: 'A learner', avatar_url: null, hidden: true };
      // A stranger sees neither; a friend sees the friends-only one; each sees themself.
      expect(await seenBy(dee, 'period=week&scope=everyone')).toEqual([
        expect.objectContaining({ id: bo.userId, xp: 30, ...hidden }),
        expect.objectContaining({ id: cy.userId, xp: 10, ...hidden }),
      ]);
      expect(await seenBy(ama, 'period=week&scope=friends')).toEqual([
        expect.objectContaining({ id: bo.userId, ...hidden }),
        expect.objectContaining({ id: cy.userId, username: 'lb_cy', hidden: false }),
      ]);
      expect((await board(bo.headers, 'period=week&scope=everyone')).me).toMatchObject({
        username: 'lb_bo',
        hidden: false,
      });
    } finally {
      await setVisibility(bo.headers, 'everyone');
      await setVisibility(cy.headers, 'everyone');
    }
  });

  it('refuses an unknown period or scope with 400', async () => {
    for (const query of ['period=month', 'scope=world', 'extra=1']) {
      const response = await app.inject({ method: 'GET', url: `/api/leaderboard?${query}`, headers: ama.headers });
      expect(response.statusCode).toBe(400);
    }
  });

  it('shows the top 50 and the learner’s own row even far below them', async () => {
    const many = await database.db
      .insert(users)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          email: `crowd${String(i)}@example.com`,
          emailKey: `crowd${String(i)}@example.com`,
          username: `crowd${String(i)}`,
          usernameKey: `crowd${String(i)}`,
        })),
      )
      .returning({ id: users.id });
    await database.db
      .insert(xpLedger)
      .values(many.map(({ id }, i) => ({ userId: id, amount: 1000 + i, source: 'lesson', createdAt: thisWeek })));
    const { rows, me } = await board(cy.headers, 'period=week');
    expect(rows).toHaveLength(50);
    expect(rows[0]).toMatchObject({ username: 'crowd59', rank: 1 });
    expect(rows.some((r) => r.id === cy.userId)).toBe(false);
    expect(me).toMatchObject({ username: 'lb_cy', xp: 10, rank: 63 });
  });
});
