import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { GOOGLE_COOKIE } from './auth.routes.ts';

// A local OpenID Connect provider standing in for Google: real discovery, JWKS, PKCE checks.
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
afterAll(() => provider.stop());
// Who the provider says signed in; applied to the ID token and the access token alike.
let currentIdentity: Identity = { sub: 'nobody' };
provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, currentIdentity);
});

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** Runs the browser's part: start, consent at the provider, come back with code and state. */
async function startAtProvider(app: FastifyInstance, identity: Identity) {
  const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === GOOGLE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/google', sameSite: 'Lax' });
  const consent = new URL(String(start.headers.location));
  expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
  currentIdentity = identity;
  const back = await fetch(consent, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/auth/google/callback');
  return {
    cookie: cookie?.value ?? '',
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
  };
}

function finish(app: FastifyInstance, step: { cookie: string; code: string; state: string }) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/google/callback',
    query: { code: step.code, state: step.state },
    cookies: { [GOOGLE_COOKIE]: step.cookie },
  });
}

describe('Google sign-in, not configured', async () => {
  const { app } = await createTestApp();

  it('says so: providers, a start that returns to the callback page with the reason, a 404 callback', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toMatchObject({
      data: { google: false },
    });
    const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('http://roots.test/auth/google/callback?error=not_configured');
    const callback = await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(404);
    expect(callback.json<{ error: { message: string } }>().error.message).toContain('no Google sign-in');
  });
});

describe('Google sign-in against a local OpenID Connect provider', async () => {
  const { app, database } = await createTestApp({
    env: { GOOGLE_CLIENT_ID: 'roots-test', GOOGLE_CLIENT_SECRET: 'shh', GOOGLE_ISSUER: provider.issuer.url ?? '' },
  });
  const profileOf = async (token: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } })
    ).json<{
      data: { id: string; email: string; email_verified: boolean; user_metadata: { username: string } };
    }>().data;

  it('makes a confirmed, passwordless account on first sign-in and finds it by subject later', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toMatchObject({
      data: { google: true },
    });
    const first = await finish(
      app,
      await startAtProvider(app, { sub: 'g-100', email: 'Kwame@Example.com', email_verified: true, name: 'Kwame' }),
    );
    expect(first.statusCode).toBe(200);
    const body = first.json<{ data: { access_token: string; new_account: boolean } }>();
    expect(body.data.new_account).toBe(true);
    expect(first.cookies.find((c) => c.name === 'roots_refresh')).toMatchObject({ httpOnly: true });
    expect(first.cookies.find((c) => c.name === GOOGLE_COOKIE)?.value).toBe('');
    const profile = await profileOf(body.data.access_token);
    expect(profile).toMatchObject({
      email: 'Kwame@Example.com',
      email_verified: true,
      user_metadata: { username: expect.stringMatching(/^[A-Z][a-z]+\d{4}$/) as string },
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, profile.id));
    expect(row).toMatchObject({ googleSub: 'g-100', passwordHash: null });

    // Keyed by subject: a changed address at Google still reaches the same account.
    const again = await finish(
      app,
      await startAtProvider(app, { sub: 'g-100', email: 'kwame.new@example.com', email_verified: true }),
    );
    const second = again.json<{ data: { access_token: string; new_account: boolean } }>();
    expect(second.data.new_account).toBe(false);
    expect((await profileOf(second.data.access_token)).id).toBe(profile.id);
  });

  it('refuses a missing, forged or edited state and a replayed code with 400', async () => {
    const identity = { sub: 'g-200', email: 'ama@example.com', email_verified: true };
    const step = await startAtProvider(app, identity);
    const noCookie = await app.inject({
      method: 'GET',
      url: '/api/auth/google/callback',
      query: { code: step.code, state: step.state },
    });
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json<{ error: { message: string } }>().error.message).toContain('started in another browser');
    expect((await finish(app, { ...step, state: 'forged-state' })).statusCode).toBe(400);
    const [value, signature] = step.cookie.split('.');
    const edited = `${Buffer.from(`{"state":"${step.state}","nonce":"n","verifier":"v"}`).toString('base64')}.${signature ?? ''}`;
    expect(value).toBeTruthy();
    expect((await finish(app, { ...step, cookie: edited })).statusCode).toBe(400);
    expect((await finish(app, step)).statusCode).toBe(200);
    // The provider accepts each code once; the same callback again is refused.
    const replay = await finish(app, step);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      error: { message: 'Google did not confirm this sign-in. Please try again.' },
    });
    const missing = await app.inject({ method: 'GET', url: '/api/auth/google/callback' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a callback fetched by another site', async () => {
    const step = await startAtProvider(app, { sub: 'g-300', email: 'kofi@example.com', email_verified: true });
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/google/callback',
      query: { code: step.code, state: step.state },
      cookies: { [GOOGLE_COOKIE]: step.cookie },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('needs a confirmed e-mail from Google to make an account', async () => {
    const response = await finish(app, await startAtProvider(app, { sub: 'g-400', email: 'x@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(await database.db.select().from(users).where(eq(users.googleSub, 'g-400'))).toHaveLength(0);
  });

  it('matches a provider’s address exactly as sign-up does: a look-alike or a malformed claim is a clear 400', async () => {
    const victim = await signUp(app, { email: 'lookalike-victim@example.com' });
    const claims = [
      '\uff4cookalike-victim@example.com', // a full-width l, which NFKC folds to the owner's l
      'lookalike-victi\u217f@example.com', // the small roman numeral ⅿ, which NFKC folds to m
      'lookalike-victim\u0000@example.com',
      'not an email',
      'lookalike-victim@example.com\u200b',
    ];
    for (const [i, email] of claims.entries()) {
      const sub = `g-lookalike-${String(i)}`;
      const response = await finish(app, await startAtProvider(app, { sub, email, email_verified: true }));
      expect([email, response.statusCode]).toEqual([email, 400]);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/cannot use/);
      expect(await database.db.select().from(users).where(eq(users.googleSub, sub))).toHaveLength(0);
    }
    const [owner] = await database.db.select().from(users).where(eq(users.id, victim.userId));
    expect(owner?.googleSub).toBeNull();
  });

  it('connects an address that already has an account, dropping a password nobody confirmed', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.9.0.1',
      payload: { email: 'squatted@example.com', password: 'Squat!ter2026' },
    });
    const response = await finish(
      app,
      await startAtProvider(app, { sub: 'g-500', email: 'SQUATTED@example.com', email_verified: true }),
    );
    expect(response.json()).toMatchObject({ data: { new_account: false } });
    const [row] = await database.db.select().from(users).where(eq(users.emailKey, 'squatted@example.com'));
    expect(row).toMatchObject({ googleSub: 'g-500', passwordHash: null });
    expect(row?.emailVerifiedAt).not.toBeNull();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.0.1',
      payload: { email: 'squatted@example.com', password: 'Squat!ter2026' },
    });
    expect(login.statusCode).toBe(401);

    // Another Google account with the same address cannot take the account over.
    const other = await finish(
      app,
      await startAtProvider(app, { sub: 'g-501', email: 'squatted@example.com', email_verified: true }),
    );
    expect(other.statusCode).toBe(409);
  });

  it('signs a squatter out everywhere when the owner signs in with Google: refresh cookie and token both die', async () => {
    const squatter = await signUp(app, { email: 'victim@example.com', password: 'Squat!ter2026' });
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { roots_refresh: squatter.refreshCookie },
      });
    await finish(app, await startAtProvider(app, { sub: 'g-600', email: 'victim@example.com', email_verified: true }));

    expect((await refresh()).statusCode).toBe(401);
    const exported = await app.inject({ method: 'GET', url: '/api/user/export', headers: squatter.headers });
    expect(exported.statusCode).toBe(401);
    const [live] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, squatter.userId), isNull(sessions.revokedAt)));
    // Only the owner's new Google session is left.
    expect(live?.n).toBe(1);
  });
});

describe('Google sign-in for the ADMIN_EMAIL address', async () => {
  const { app } = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'roots-test',
      GOOGLE_CLIENT_SECRET: 'shh',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
      ADMIN_EMAIL: 'owner@example.com',
    },
  });
  const roleOf = async (token: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } })
    ).json<{ data: { role: string } }>().data.role;

  it('leaves a squatter of the address a learner, and makes the owner an admin once Google confirms it', async () => {
    const squatter = await signUp(app, { email: 'owner@example.com', password: 'Squat!ter2026' });
    expect(await roleOf(squatter.token)).toBe('learner');
    const admin = await app.inject({ method: 'GET', url: '/api/admin/users', headers: squatter.headers });
    expect(admin.statusCode).toBe(403);

    const owner = await finish(
      app,
      await startAtProvider(app, { sub: 'g-700', email: 'owner@example.com', email_verified: true }),
    );
    const token = owner.json<{ data: { access_token: string } }>().data.access_token;
    expect(await roleOf(token)).toBe('admin');
    expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers: squatter.headers })).statusCode).toBe(
      401,
    );
  });
});
