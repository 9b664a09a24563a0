import { join } from 'node:path';
import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendships, xpLedger } from '../../db/schema.ts';
import { signUp, type TestLearner } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

type Headers = Record<string, string>;

describe('friends', async () => {
  // The small fixture course: profiles list the languages a learner has started.
  const contentDir = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
  const { app, database } = await createTestApp({ importContent: true, contentDir });
  let names = 0;
  const learner = async (prefix = 'friend') => {
    names += 1;
    const username = `${prefix}${String(names)}x${String(Math.floor(Math.random() * 1e6))}`;
    return { ...(await signUp(app, { username })), username };
  };
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const data = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    (await call(method, url, headers, payload)).json<{ data: T }>().data;
  const ask = (from: TestLearner, username: string) => call('POST', '/friends/requests', from.headers, { username });
  const list = (who: TestLearner) =>
    data<{
      friends: { id: string }[];
      incoming: { id: string }[];
      outgoing: { id: string }[];
      blocked: { id: string }[];
    }>('GET', '/friends', who.headers);
  const kinds = async (who: TestLearner) =>
    (await data<{ notifications: { kind: string }[] }>('GET', '/notifications', who.headers)).notifications.map(
      (n) => n.kind,
    );

  it('finds learners by username with public fields only, never oneself', async () => {
    const a = await learner('search');
    const b = await learner('search');
    const found = await data<Record<string, unknown>[]>(
      'GET',
      `/friends/search?username=${b.username.slice(0, 9)}`,
      a.headers,
    );
    expect(found).toEqual([
      { id: b.userId, username: b.username, display_name: null, avatar_url: null, relation: 'none' },
    ]);
    expect(JSON.stringify(found)).not.toContain('@');
    expect((await call('GET', '/friends/search?username=a', a.headers)).statusCode).toBe(400);
    expect((await call('GET', '/friends/search', a.headers)).statusCode).toBe(400);
  });

  it('sends, accepts and removes; each side is told, and the list shows both ways', async () => {
    const a = await learner();
    const b = await learner();
    expect((await ask(a, b.username)).json()).toMatchObject({ data: { relation: 'outgoing' } });
    // Asking again is harmless.
    expect((await ask(a, b.username)).json()).toMatchObject({ data: { relation: 'outgoing' } });
    expect(await list(a)).toMatchObject({ outgoing: [{ id: b.userId }], incoming: [] });
    expect(await list(b)).toMatchObject({ incoming: [{ id: a.userId }], outgoing: [] });
    expect(await kinds(b)).toEqual(['friend-request']);

    // Only the one asked can accept.
    expect((await call('POST', `/friends/${b.userId}/accept`, a.headers)).statusCode).toBe(404);
    expect((await call('POST', `/friends/${a.userId}/accept`, b.headers)).json()).toMatchObject({
      data: { relation: 'friends' },
    });
    expect(await kinds(a)).toEqual(['friend-accepted']);
    expect((await list(a)).friends).toEqual([expect.objectContaining({ id: b.userId, xp_this_week: 0 })]);
    expect((await ask(b, a.username)).statusCode).toBe(409);

    expect((await call('DELETE', `/friends/${a.userId}`, b.headers)).statusCode).toBe(200);
    expect((await list(a)).friends).toEqual([]);
    expect((await call('DELETE', `/friends/${a.userId}`, b.headers)).statusCode).toBe(404);
  });

  it('declines and cancels only what is there', async () => {
    const a = await learner();
    const b = await learner();
    await ask(a, b.username);
    expect((await call('POST', `/friends/${b.userId}/decline`, a.headers)).statusCode).toBe(404);
    expect((await call('POST', `/friends/${a.userId}/decline`, b.headers)).statusCode).toBe(200);
    expect(await list(a)).toMatchObject({ outgoing: [], friends: [] });
    await ask(a, b.username);
    expect((await call('DELETE', `/friends/requests/${a.userId}`, b.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/friends/requests/${b.userId}`, a.headers)).statusCode).toBe(200);
    expect(await list(b)).toMatchObject({ incoming: [] });
  });

  it('tells a learner of one learner’s request once a day, however often it is cancelled and sent again', async () => {
    const a = await learner();
    const b = await learner();
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(a, b.username)).statusCode).toBe(200);
      expect((await call('DELETE', `/friends/requests/${b.userId}`, a.headers)).statusCode).toBe(200);
    }
    expect((await kinds(b)).filter((kind) => kind === 'friend-request')).toHaveLength(1);
    // Another learner's request is news.
    const c = await learner();
    await ask(c, b.username);
    expect((await kinds(b)).filter((kind) => kind === 'friend-request')).toHaveLength(2);
  });

  it('refuses oneself, unknown learners and bad ids with a clear 4xx', async () => {
    const a = await learner();
    expect((await ask(a, a.username)).statusCode).toBe(400);
    const unknown = await ask(a, 'nobodyhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: 'There is no learner called nobodyhere.' } });
    expect((await call('POST', '/friends/not-a-uuid/accept', a.headers)).statusCode).toBe(400);
    expect((await call('POST', '/friends/requests', a.headers, {})).statusCode).toBe(400);
  });

  it('ends requests crossing each other at the same moment as one friendship', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await learner('race');
      const b = await learner('race');
      const answers = await Promise.all([ask(a, b.username), ask(b, a.username)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((r) => r.json<{ data: { relation: string } }>().data.relation).sort()).toEqual([
        'friends',
        'outgoing',
      ]);
      const rows = await database.db
        .select()
        .from(friendships)
        .where(or(eq(friendships.userLow, a.userId), eq(friendships.userHigh, a.userId)));
      expect(rows).toEqual([expect.objectContaining({ status: 'accepted' })]);
      expect((await list(a)).friends).toHaveLength(1);
      expect((await list(b)).friends).toHaveLength(1);
    }
  });

  it('blocks: the friendship ends, the blocked learner can neither find, ask nor see the blocker', async () => {
    const a = await learner('block');
    const b = await learner('block');
    await ask(a, b.username);
    await call('POST', `/friends/${a.userId}/accept`, b.headers);
    expect((await call('POST', `/friends/${b.userId}/block`, a.headers)).json()).toMatchObject({
      data: { relation: 'blocked' },
    });
    expect(await list(a)).toMatchObject({ friends: [], blocked: [{ id: b.userId }] });
    expect(await list(b)).toMatchObject({ friends: [], blocked: [] });
    expect(await data<unknown[]>('GET', `/friends/search?username=${a.username}`, b.headers)).toEqual([]);
    expect((await ask(b, a.username)).statusCode).toBe(404);
    expect((await call('GET', `/users/${a.username}/profile`, b.headers)).statusCode).toBe(404);
    expect((await ask(a, b.username)).statusCode).toBe(409);
    expect((await call('DELETE', `/friends/${b.userId}/block`, a.headers)).statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(friendships)
      .where(and(eq(friendships.requesterId, a.userId)));
    expect(row).toBeUndefined();
  });

  it('shows a public profile as the owner’s visibility allows; a turned-off kind makes no notification', async () => {
    const owner = await learner('shown');
    const friend = await learner('shown');
    const stranger = await learner('shown');
    await ask(friend, owner.username);
    await call('POST', `/friends/${friend.userId}/accept`, owner.headers);
    const profile = (who: TestLearner) =>
      data<{ relation: string; details: Record<string, unknown> | null }>(
        'GET',
        `/users/${owner.username}/profile`,
        who.headers,
      );

    expect(await profile(stranger)).toMatchObject({
      relation: 'none',
      details: { xp_total: 0, current_streak: 0, longest_streak: 0, languages: [], league: null },
    });
    const settings = await call('PATCH', '/user/profile', owner.headers, { profile_visibility: 'friends' });
    expect(settings.json()).toMatchObject({ data: { profile_visibility: 'friends' } });
    expect(await profile(stranger)).toMatchObject({ relation: 'none', details: null });
    expect((await profile(friend)).details).not.toBeNull();
    await call('PATCH', '/user/profile', owner.headers, { profile_visibility: 'nobody' });
    expect((await profile(friend)).details).toBeNull();
    expect(await profile(owner)).toMatchObject({ relation: 'self', details: { xp_total: 0 } });
    expect((await call('PATCH', '/user/profile', owner.headers, { profile_visibility: 'all' })).statusCode).toBe(400);
    expect((await call('GET', '/users/no-such-learner/profile', owner.headers)).statusCode).toBe(404);

    const muted = await call('PATCH', '/user/profile', stranger.headers, { muted_notifications: ['friend-request'] });
    expect(muted.json()).toMatchObject({ data: { muted_notifications: ['friend-request'] } });
    await ask(owner, stranger.username);
    expect(await kinds(stranger)).toEqual([]);
    expect((await call('PATCH', '/user/profile', stranger.headers, { muted_notifications: ['spam'] })).statusCode).toBe(
      400,
    );
  });

  it('answers the learner’s own profile page with 30 days of XP, their languages and achievements', async () => {
    const a = await learner();
    const summary = () =>
      data<{
        xp_by_day: unknown[];
        achievements: { id: string; earned: boolean }[];
        languages: { id: string; name: string; completed_lessons: number; total_lessons: number }[];
      }>('GET', '/user/profile/summary', a.headers);
    const before = await summary();
    expect(before.xp_by_day).toHaveLength(30);
    expect(before.achievements.find((x) => x.id === 'first-lesson')).toMatchObject({ earned: false });
    expect(before.languages).toEqual([]);

    const [language] = await data<{ id: string; name: string }[]>('GET', '/language', a.headers);
    if (!language) throw new Error('The test course is missing');
    await call('POST', '/user/onboarding', a.headers, { language_id: language.id, daily_goal: 20 });
    const [started] = (await summary()).languages;
    expect(started).toMatchObject({ id: language.id, name: language.name, completed_lessons: 0 });
    expect(started?.total_lessons).toBeGreaterThan(0);
  });

  it('earns the perfect week for the daily goal met on 7 days in a row, not 6', async () => {
    const a = await learner();
    const perfect = async () =>
      (
        await data<{ achievements: { id: string; earned: boolean }[] }>('GET', '/user/profile/summary', a.headers)
      ).achievements.find((x) => x.id === 'perfect-week');
    // Midday UTC on six days ending yesterday, 20 XP each (the default daily goal).
    const day = (back: number) => new Date(Date.now() - back * 86_400_000 - (Date.now() % 86_400_000) + 43_200_000);
    const credit = (back: number) => ({ userId: a.userId, amount: 20, source: 'lesson', createdAt: day(back) });
    await database.db.insert(xpLedger).values([2, 3, 4, 5, 6, 7].map(credit));
    expect(await perfect()).toMatchObject({ title: 'Perfect week', earned: false });
    await database.db.insert(xpLedger).values(credit(1));
    expect(await perfect()).toMatchObject({ earned: true });
  });

  it('puts friendships and notifications in the learner’s data download', async () => {
    const a = await learner('export');
    const b = await learner('export');
    await ask(a, b.username);
    const exported = await call('GET', '/user/export', b.headers);
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toMatchObject({
      data: {
        friendships: [{ with: a.username, status: 'pending', asked_or_blocked_by_me: false }],
        notifications: [{ kind: 'friend-request', title: 'New friend request', is_read: false }],
        league_weeks: [],
        profile_visibility: 'everyone',
      },
    });
  });
});
