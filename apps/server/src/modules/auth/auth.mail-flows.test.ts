import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.ts';
import { signUp as signUpLearner } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { readOutbox } from '../../test/outbox.ts';

const PASSWORD = 'Sannu!2026';
const NEW_PASSWORD = 'Nagode!2027';

describe('e-mail flows', async () => {
  const { app, database, config } = await createTestApp();
  afterEach(() => vi.useRealTimers());
  let ip = 0;
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: `10.3.0.${String(++ip % 250)}`,
    });
  const mailsTo = (email: string) => readOutbox(config.dataDir).filter((mail) => mail.to === email);
  const tokenFrom = (link: string | undefined) => new URL(link ?? 'http://x').searchParams.get('token') ?? '';
  const signIn = async (email: string, password = PASSWORD) => {
    const response = await post('/api/auth/login', { email, password });
    return {
      status: response.statusCode,
      token: response.json<{ data?: { access_token: string } }>().data?.access_token ?? '',
      cookie: response.cookies.find((c) => c.name === 'roots_refresh')?.value ?? '',
    };
  };
  const signUp = async (email: string) => {
    const learner = await signUpLearner(app, { email, password: PASSWORD });
    return { token: learner.token, cookie: learner.refreshCookie };
  };
  const verified = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.emailKey, email)))[0]?.emailVerifiedAt ?? null;

  it('mails a verification link built from APP_URL, which confirms the address once', async () => {
    await signUp('fatima@example.com');
    const [mail] = mailsTo('fatima@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail for Roots');
    expect(mail?.link).toMatch(/^http:\/\/roots\.test\/auth\/verify-email\?token=[\w-]{43}$/);
    expect(await verified('fatima@example.com')).toBeNull();

    const first = await post('/api/auth/verify-email', { token: tokenFrom(mail?.link) });
    expect(first.statusCode).toBe(200);
    expect(await verified('fatima@example.com')).not.toBeNull();
    const again = await post('/api/auth/verify-email', { token: tokenFrom(mail?.link) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: { message: 'This link has expired or was already used. Please ask for a new one.' },
    });
  });

  it('resends the verification at most once a minute, and the newer link voids the older', async () => {
    const { token } = await signUp('musa@example.com');
    const auth = { authorization: `Bearer ${token}` };
    expect((await post('/api/auth/resend-verification', undefined, auth)).statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await post('/api/auth/resend-verification', undefined, auth)).statusCode).toBe(200);
    const [older, newer] = mailsTo('musa@example.com');
    expect((await post('/api/auth/verify-email', { token: tokenFrom(older?.link) })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: tokenFrom(newer?.link) })).statusCode).toBe(200);
  });

  it('answers a reset request the same for known and unknown addresses, and mails only the known', async () => {
    await signUp('aisha@example.com');
    const known = await post('/api/auth/init-reset-password', { email: 'aisha@example.com' });
    // The answer comes before any work (looking the address up, making a token, mailing), so its
    // timing cannot tell a known address from an unknown one: the mail is not written yet.
    expect(mailsTo('aisha@example.com').filter((m) => m.subject === 'Reset your Roots password')).toHaveLength(0);
    const unknown = await post('/api/auth/init-reset-password', { email: 'ghost@example.com' });
    await app.whenIdle();
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(mailsTo('aisha@example.com').filter((m) => m.subject === 'Reset your Roots password')).toHaveLength(1);
    expect(mailsTo('ghost@example.com')).toHaveLength(0);
    // A second request within a minute sends nothing more.
    await post('/api/auth/init-reset-password', { email: 'AISHA@example.com' });
    await app.whenIdle();
    expect(mailsTo('aisha@example.com').filter((m) => m.subject === 'Reset your Roots password')).toHaveLength(1);
  });

  it('builds the reset link from APP_URL even with a forged Host', async () => {
    await signUp('halima@example.com');
    await post(
      '/api/auth/init-reset-password',
      { email: 'halima@example.com' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    await app.whenIdle();
    const mail = mailsTo('halima@example.com').find((m) => m.subject === 'Reset your Roots password');
    expect(mail?.link).toMatch(/^http:\/\/roots\.test\/auth\/reset-password\?token=/);
  });

  it('resets the password once, ends every session and signs nobody in', async () => {
    const session = await signUp('bello@example.com');
    await post('/api/auth/init-reset-password', { email: 'bello@example.com' });
    await app.whenIdle();
    const token = tokenFrom(mailsTo('bello@example.com').find((m) => m.subject === 'Reset your Roots password')?.link);

    const reset = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.cookies).toHaveLength(0);
    expect((await post('/api/auth/reset-password', { token, password: 'Another!2028' })).statusCode).toBe(400);
    // The old session and its access token are gone.
    expect(
      (await post('/api/auth/refresh-token', undefined, { cookie: `roots_refresh=${session.cookie}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user/profile',
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await signIn('bello@example.com')).status).toBe(401);
    expect((await signIn('bello@example.com', NEW_PASSWORD)).status).toBe(200);
    expect(mailsTo('bello@example.com').at(-1)?.subject).toBe('Your Roots password was changed');
  });

  it.each([
    ['an edited token', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['an empty token', () => ''],
  ])('refuses %s', async (_, edit) => {
    await signUp(`edit${String(ip)}@example.com`);
    const response = await post('/api/auth/reset-password', { token: edit('a'.repeat(43)), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an expired reset link and one superseded by a newer request', async () => {
    await signUp('yusuf@example.com');
    await post('/api/auth/init-reset-password', { email: 'yusuf@example.com' });
    await app.whenIdle();
    const first = tokenFrom(mailsTo('yusuf@example.com').at(-1)?.link);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await post('/api/auth/init-reset-password', { email: 'yusuf@example.com' });
    await app.whenIdle();
    const second = tokenFrom(mailsTo('yusuf@example.com').at(-1)?.link);
    expect((await post('/api/auth/reset-password', { token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
    vi.setSystemTime(Date.now() + 3_601_000);
    expect((await post('/api/auth/reset-password', { token: second, password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('changes the password of the signed-in learner only, ending the other sessions', async () => {
    const here = await signUp('ngozi@example.com');
    const elsewhere = await signIn('ngozi@example.com');
    const auth = { authorization: `Bearer ${here.token}` };
    const change = (payload: object) => post('/api/auth/change-password', payload, auth);

    expect(
      (await change({ email: 'fatima@example.com', oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(403);
    const wrongOld = await change({ email: 'ngozi@example.com', oldPassword: 'Nope!12345', newPassword: NEW_PASSWORD });
    expect(wrongOld.statusCode).toBe(401);
    expect((await change({ email: 'ngozi@example.com', oldPassword: PASSWORD, newPassword: 'weak' })).statusCode).toBe(
      400,
    );

    const ok = await change({ email: 'ngozi@example.com', oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json<{ data: { access_token: string } }>().data.access_token;
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${fresh}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/refresh-token', undefined, { cookie: `roots_refresh=${elsewhere.cookie}` })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/refresh-token', undefined, { cookie: `roots_refresh=${here.cookie}` })).statusCode,
    ).toBe(200);
  });

  it('answers sign-up with a known address as a new one, and mails its owner a sign-in link instead', async () => {
    const owner = await signUp('halima@example.com');
    const register = (email: string) =>
      post('/api/auth/register', { email, password: 'Another!2026' }).then((response) => ({
        status: response.statusCode,
        keys: Object.keys(response.json<{ data: object }>().data).sort(),
      }));
    const known = await register('Halima@example.com');
    const fresh = await register('hauwa@example.com');
    expect(known).toEqual(fresh);
    expect(known.status).toBe(201);
    await app.whenIdle();
    const mail = mailsTo('halima@example.com').at(-1);
    expect(mail?.subject).toBe('You already have a Roots account');
    expect(mail?.link).toMatch(/^http:\/\/roots\.test\/auth\/sign-in-link\?token=[\w-]{43}$/);
    // Nothing changed for the owner: their password and session work as before.
    expect((await signIn('halima@example.com')).status).toBe(200);
    expect(
      (await post('/api/auth/refresh-token', undefined, { cookie: `roots_refresh=${owner.cookie}` })).statusCode,
    ).toBe(200);
    expect((await signIn('halima@example.com', 'Another!2026')).status).toBe(401);
  });

  it('signs the owner in once with a mailed link, even while strangers have locked the account', async () => {
    await signUp('jabari@example.com');
    // Ten wrong guesses from addresses the account never used: those addresses are locked out.
    for (let guess = 0; guess < 10; guess += 1) await signIn('jabari@example.com', `Wrong!${String(guess)}xyz`);
    expect((await signIn('jabari@example.com')).status).toBe(429);

    const asked = await post('/api/auth/sign-in-link', { email: 'JABARI@example.com' });
    const unknown = await post('/api/auth/sign-in-link', { email: 'nobody-here@example.com' });
    expect(asked.json()).toEqual(unknown.json());
    expect(asked.statusCode).toBe(200);
    await app.whenIdle();
    expect(mailsTo('nobody-here@example.com')).toEqual([]);
    const mail = mailsTo('jabari@example.com').at(-1);
    expect(mail?.subject).toBe('Your Roots sign-in link');

    const used = await post('/api/auth/sign-in-with-link', { token: tokenFrom(mail?.link) });
    expect(used.statusCode).toBe(200);
    expect(used.cookies.find((c) => c.name === 'roots_refresh')?.value).toMatch(/^[\w-]{43}$/);
    const accessToken = used.json<{ data: { access_token: string } }>().data.access_token;
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.json()).toMatchObject({ data: { email: 'jabari@example.com', email_verified: true } });
    // The mailbox proved the address: it is confirmed now. And the link works once.
    expect(await verified('jabari@example.com')).not.toBeNull();
    const again = await post('/api/auth/sign-in-with-link', { token: tokenFrom(mail?.link) });
    expect(again.statusCode).toBe(400);
    expect((await post('/api/auth/sign-in-with-link', { token: 'made-up' })).statusCode).toBe(400);
  });

  it('refuses a sign-in link after 15 minutes, or once the password changed', async () => {
    await signUp('neema@example.com');
    const ask = async () => {
      await post('/api/auth/sign-in-link', { email: 'neema@example.com' });
      await app.whenIdle();
      return tokenFrom(mailsTo('neema@example.com').at(-1)?.link);
    };
    const first = await ask();
    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] });
    expect((await post('/api/auth/sign-in-with-link', { token: first })).statusCode).toBe(400);
    const second = await ask();
    vi.useRealTimers();
    const { token } = await signIn('neema@example.com');
    const changed = await post(
      '/api/auth/change-password',
      { email: 'neema@example.com', oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { authorization: `Bearer ${token}` },
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/auth/sign-in-with-link', { token: second })).statusCode).toBe(400);
  });

  it('ends a squatter’s password and sessions when the owner of the address signs in with a link', async () => {
    const squatter = await signUpLearner(app, { email: 'wanjiru@example.com', password: 'Squat!ter2026' });
    await post('/api/auth/sign-in-link', { email: 'wanjiru@example.com' });
    await app.whenIdle();
    const link = mailsTo('wanjiru@example.com').find((mail) => mail.subject === 'Your Roots sign-in link')?.link;
    expect((await post('/api/auth/sign-in-with-link', { token: tokenFrom(link) })).statusCode).toBe(200);
    expect((await signIn('wanjiru@example.com', 'Squat!ter2026')).status).toBe(401);
    const stale = await app.inject({ method: 'GET', url: '/api/user/profile', headers: squatter.headers });
    expect(stale.statusCode).toBe(401);
  });
});

describe('when the mail server is down', async () => {
  const { app, config } = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

  it('still answers the reset request and keeps the mail in the outbox', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'kemi@example.com', password: PASSWORD },
    });
    // The confirmation goes after the answer: in the outbox before the reset asks for its own mail,
    // or a loaded machine's SMTP attempts may finish in the other order.
    await app.whenIdle();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/init-reset-password',
      payload: { email: 'kemi@example.com' },
    });
    expect(response.statusCode).toBe(200);
    await app.whenIdle();
    expect(readOutbox(config.dataDir).map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail for Roots',
      'Reset your Roots password',
    ]);
  });
});
