import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { signUp as signUpLearner } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

const PASSWORD = 'Sawubona!2026';

describe('user API', async () => {
  const { app, database } = await createTestApp();
  const signUp = async (email: string, username: string) =>
    (await signUpLearner(app, { email, username, password: PASSWORD })).token;
  const patch = (token: string, payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  const token = await signUp('thandi@example.com', 'thandi');
  await signUp('sipho@example.com', 'sipho');

  it('needs a signed-in learner', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { bio: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('updates the whitelisted fields', async () => {
    const response = await patch(token, {
      username: 'Thandi_Z',
      display_name: 'Thandi Zulu',
      bio: 'Learning isiZulu for my grandmother.',
      daily_goal: 30,
      time_zone: 'Africa/Johannesburg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        user_metadata: { username: 'Thandi_Z' },
        display_name: 'Thandi Zulu',
        bio: 'Learning isiZulu for my grandmother.',
        daily_goal: 30,
        time_zone: 'Africa/Johannesburg',
      },
    });
    expect((await patch(token, { bio: '' })).json()).toMatchObject({ data: { bio: null } });
  });

  it.each([
    ['role', { role: 'admin' }],
    ['xp', { xp: 99999 }],
    ['coins', { coins: 1e9 }],
    ['hearts', { hearts: 50 }],
    ['id', { id: '00000000-0000-0000-0000-000000000000' }],
    ['email', { email: 'x@example.com' }],
    ['an unknown goal', { daily_goal: 25 }],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }],
    ['a time zone Node knows and the database does not', { time_zone: 'US/Pacific-New' }],
    ['a NUL in the bio', { bio: 'a\u0000b' }],
    ['nothing', {}],
  ])('refuses %s with a 400 and changes nothing', async (_, payload) => {
    const [before] = await database.db.select().from(users).where(eq(users.emailKey, 'thandi@example.com'));
    const response = await patch(token, payload);
    expect(response.statusCode).toBe(400);
    const [after] = await database.db.select().from(users).where(eq(users.emailKey, 'thandi@example.com'));
    expect(after).toEqual(before);
  });

  it("refuses another learner's username, ignoring case", async () => {
    const response = await patch(token, { username: 'SIPHO' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { fields: { username: 'That username is taken.' } } });
  });

  it('answers one winner when two learners claim one name at once', async () => {
    const other = await signUp('lerato@example.com', 'lerato');
    const results = await Promise.all([patch(token, { username: 'ubuntu' }), patch(other, { username: 'Ubuntu' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    ['kwame', { available: true, reason: null }],
    ['SIPHO', { available: false, reason: 'That username is taken.' }],
    ['ab', { available: false, reason: 'Username must be at least 3 characters.' }],
    [
      'zola\u200b',
      {
        available: false,
        reason: 'Use letters, digits, dots and underscores, starting and ending with a letter or digit.',
      },
    ],
  ])('checks the username %j', async (username, expected) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/user/username/check?username=${encodeURIComponent(username)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: expected });
  });
});
