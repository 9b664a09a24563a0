import { hash } from '@node-rs/argon2';
import type * as Argon2 from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { createTestApp } from '../../test/helper.ts';

// Argon2 as it is, watched: a request refused by validation must not reach the hash.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return { ...argon2, hash: vi.fn(argon2.hash) };
});

const PASSWORD = 'Kwaheri!2026';
let ip = 0;
const nextIp = () => `10.1.${String(Math.floor(++ip / 250))}.${String((ip % 250) + 1)}`;

describe('auth API', async () => {
  const { app, database, config } = await createTestApp();
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const register = (email: string, password = PASSWORD, extra: Record<string, string> = {}) =>
    post('/api/auth/register', { email, password, ...extra });
  const login = (email: string, password = PASSWORD, remoteAddress = nextIp()) =>
    post('/api/auth/login', { email, password }, {}, remoteAddress);
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === 'roots_refresh')?.value ?? '';
  const refresh = (cookie: string, headers: Record<string, string> = {}) =>
    post('/api/auth/refresh-token', undefined, { cookie: `roots_refresh=${cookie}`, ...headers });
  const profile = (token: string) =>
    app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });
  const tokenOf = (response: { json: () => unknown }) =>
    (response.json() as { data: { access_token: string } }).data.access_token;
  const userCount = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

  it('registers with a username that says nothing of the e-mail, and signs in', async () => {
    const created = await register('Chidi.Okafor@example.com');
    expect(created.statusCode).toBe(201);
    const { username } = created.json<{ data: { username: string } }>().data;
    expect(created.json<{ data: unknown }>().data).toMatchObject({ email: 'Chidi.Okafor@example.com' });
    expect(username).toMatch(/^[A-Z][a-z]+\d{4}$/);
    expect(username.toLowerCase()).not.toContain('chidi');

    const signedIn = await login('chidi.okafor@EXAMPLE.com');
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'roots_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);

    const me = await profile(tokenOf(signedIn));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      success: true,
      data: {
        email: 'Chidi.Okafor@example.com',
        role: 'learner',
        user_metadata: { username, avatar_url: null },
        hearts: { heart_count: 5, max_heart: 5, next_heart_regen: null, regeneration_rate: 30 },
      },
    });
    expect(JSON.stringify(me.json())).not.toMatch(/password_?hash|passwordHash|argon2/i);
  });

  it('makes no second account for an e-mail differing in case or Unicode form', async () => {
    expect((await register('amara@example.com')).statusCode).toBe(201);
    const before = await userCount();
    // Answered as a new sign-up (its owner is mailed instead: auth.mail-flows.test.ts), yet no row.
    const sameCase = await register('AMARA@Example.com');
    expect(sameCase.statusCode).toBe(201);
    // Full-width letters are not a valid address at all.
    expect((await register('ａｍａｒａ@example.com')).statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken username, ignoring case', async () => {
    expect((await register('zola1@example.com', PASSWORD, { username: 'Zola' })).statusCode).toBe(201);
    const response = await register('zola2@example.com', PASSWORD, { username: 'zOLA' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { fields: unknown } }>().error.fields).toEqual({
      username: 'That username is taken.',
    });
  });

  it('gives two accounts of one local part two different names, neither made from the address', async () => {
    const first = (await register('kofi@example.com')).json<{ data: { username: string } }>().data.username;
    const second = (await register('kofi@example.org')).json<{ data: { username: string } }>().data.username;
    expect(first).not.toBe(second);
    expect(`${first} ${second}`.toLowerCase()).not.toContain('kofi');
  });

  it('explains a weak password with the spec messages and stores nothing', async () => {
    const before = await userCount();
    const response = await register('weak@example.com', 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields.password).toBe(
      'Password must contain at least 8 characters',
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses a 10 KB password quickly, without hashing it', async () => {
    const before = await userCount();
    vi.mocked(hash).mockClear();
    const response = await register('long@example.com', `Aa1!${'x'.repeat(10_000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields.password).toBe(
      'Password must be at most 128 characters.',
    );
    expect(hash).not.toHaveBeenCalled();
    expect(await userCount()).toBe(before);
  });

  it('accepts 64 characters with emoji, and the same string signs in', async () => {
    const password = `Ọ̀rẹ́ mi 🌍🌍 Aa1! ${'z'.repeat(40)}`;
    expect((await register('emoji@example.com', password)).statusCode).toBe(201);
    expect((await login('emoji@example.com', password)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    await register('same@example.com');
    const wrong = await login('same@example.com', 'Wrong!pass1');
    const unknown = await login('nobody@example.com', 'Wrong!pass1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it('slows down guessing: the 6th bad password in a minute from one address gets 429', async () => {
    await register('target@example.com');
    const address = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await login('target@example.com', 'Wrong!pass1', address)).statusCode).toBe(401);
    const limited = await login('target@example.com', PASSWORD, address);
    expect(limited.statusCode).toBe(429);
    // The owner, from elsewhere, still gets in.
    expect((await login('target@example.com')).statusCode).toBe(200);
  });

  it('rotates the refresh token once; the old one answers the same child within 10 s', async () => {
    await register('rotate@example.com');
    const first = cookieOf(await login('rotate@example.com'));
    const a = await refresh(first);
    expect(a.statusCode).toBe(200);
    const child = cookieOf(a);
    expect(child).not.toBe(first);
    const again = await refresh(first);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again)).toBe(child);
    expect((await profile(tokenOf(again))).statusCode).toBe(200);
  });

  it('answers 20 parallel refreshes of one cookie with one child', async () => {
    await register('tabs@example.com');
    const cookie = cookieOf(await login('tabs@example.com'));
    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(cookie)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map(cookieOf)).size).toBe(1);
  });

  it('treats a replay after the grace window as theft and ends the whole session', async () => {
    await register('replay@example.com');
    const first = cookieOf(await login('replay@example.com'));
    const child = cookieOf(await refresh(first));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(child)).statusCode).toBe(401);
  });

  it('refuses a refresh from another site', async () => {
    await register('csrf@example.com');
    const cookie = cookieOf(await login('csrf@example.com'));
    expect((await refresh(cookie, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await refresh(cookie, { origin: new URL(config.appUrl).origin })).statusCode).toBe(200);
  });

  it('renews a session at every address the server answers on, not only at APP_URL', async () => {
    await register('lan@example.com');
    let cookie = cookieOf(await login('lan@example.com'));
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', 'localhost:3000']) {
      const renewed = await refresh(cookie, { origin: `http://${host}`, host });
      expect([host, renewed.statusCode]).toEqual([host, 200]);
      cookie = cookieOf(renewed);
    }
    // The page of one address calling another is another site.
    const elsewhere = await refresh(cookie, { origin: 'http://192.168.1.20:3000', host: '127.0.0.1:3000' });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('signs out with GET or POST: the refresh cookie stops working', async () => {
    await register('bye@example.com');
    for (const method of ['GET', 'POST'] as const) {
      const cookie = cookieOf(await login('bye@example.com'));
      const out = await app.inject({ method, url: '/api/auth/logout', headers: { cookie: `roots_refresh=${cookie}` } });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'roots_refresh')?.value).toBe('');
      expect((await refresh(cookie)).statusCode).toBe(401);
    }
  });

  it('signs out with the access token alone: its session ends, and an expired token is no error', async () => {
    await register('nocookie@example.com');
    const signedIn = await login('nocookie@example.com');
    const token = tokenOf(signedIn);
    const headers = { authorization: `Bearer ${token}` };
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await refresh(cookieOf(signedIn))).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
  });

  describe('access tokens', async () => {
    await register('jwt@example.com');
    const good = tokenOf(await login('jwt@example.com'));
    const [header, payload] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const key = new TextEncoder().encode(config.jwtSecret);

    it.each([
      ['no token', ''],
      ['garbage', 'not.a.jwt'],
      ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${payload ?? ''}.`],
      [
        'edited claims',
        `${header ?? ''}.${b64({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })}.${good.split('.')[2] ?? ''}`,
      ],
      [
        'a wrong key',
        await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40))),
      ],
      [
        'an expired token',
        await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(key),
      ],
      [
        'a token of another type',
        await new SignJWT({ ...claims, typ: 'refresh' }).setProtectedHeader({ alg: 'HS256' }).sign(key),
      ],
    ])('refuses %s with 401', async (_, token) => {
      expect((await profile(token)).statusCode).toBe(401);
    });

    it('refuses a refresh token used as an access token', async () => {
      const cookie = cookieOf(await login('jwt@example.com'));
      expect((await profile(cookie)).statusCode).toBe(401);
    });

    it('stops older tokens at once when the token version moves, and bans with 403', async () => {
      const token = tokenOf(await login('jwt@example.com'));
      await database.db.update(users).set({ status: 'banned' }).where(eq(users.emailKey, 'jwt@example.com'));
      expect((await profile(token)).statusCode).toBe(403);
      await database.db
        .update(users)
        .set({ status: 'active', tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.emailKey, 'jwt@example.com'));
      expect((await profile(token)).statusCode).toBe(401);
    });
  });

  it('keeps one session row per sign-in', async () => {
    await register('count@example.com');
    await login('count@example.com');
    await login('count@example.com');
    const [user] = await database.db.select().from(users).where(eq(users.emailKey, 'count@example.com'));
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows).toHaveLength(2);
  });
});

describe('sessions', async () => {
  const { app } = await createTestApp();
  const PASSWORD_2 = 'Ndewo!2026';
  let n = 0;
  const login = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.9.0.${String(++n)}`,
      headers: { 'user-agent': `Browser ${String(n)}` },
      payload: { email: 'devices@example.com', password: PASSWORD_2 },
    });
    return response.json<{ data: { access_token: string } }>().data.access_token;
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'devices@example.com', password: PASSWORD_2 },
  });
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'other@example.com', password: PASSWORD_2 },
  });

  it('lists the devices, signs one out and then every other, at once', async () => {
    const phone = await login();
    const laptop = await login();
    const tablet = await login();
    const list = (await call('GET', '/api/auth/sessions', laptop)).json<{
      data: { id: string; current: boolean; user_agent: string }[];
    }>().data;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current).map((s) => s.user_agent)).toEqual(['Browser 2']);
    expect(JSON.stringify(list)).not.toContain('token');

    const phoneSession = list.find((s) => s.user_agent === 'Browser 1')?.id ?? '';
    expect((await call('DELETE', `/api/auth/sessions/${phoneSession}`, laptop)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/profile', phone)).statusCode).toBe(401);

    expect((await call('POST', '/api/auth/sessions/revoke-others', laptop)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/profile', tablet)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/profile', laptop)).statusCode).toBe(200);
  });

  it("answers 404 for another learner's session and 400 for a malformed id", async () => {
    const mine = await login();
    const theirs = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'other@example.com', password: PASSWORD_2 },
      })
    ).json<{ data: { access_token: string } }>().data.access_token;
    const theirList = (await call('GET', '/api/auth/sessions', theirs)).json<{ data: { id: string }[] }>().data;
    expect((await call('DELETE', `/api/auth/sessions/${theirList[0]?.id ?? ''}`, mine)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/profile', theirs)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/auth/sessions/1%20OR%201%3D1', mine)).statusCode).toBe(400);
  });
});
