import { afterEach, describe, expect, it } from 'vitest';
import { accountOf, apiCacheFor, cacheNames, forgetAccountCaches, pageIsKept } from './offline-cache.ts';

/** A token shaped as the server signs them (only its claims matter here). */
const tokenFor = (claims: object) =>
  `Bearer eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_')}.c2lnbmF0dXJl`;
const learner = tokenFor({ sub: '1e25f859-4606-452b-b62c-4ffe126e4d77', sid: 's', ver: 0 });

describe('what the service worker keeps of the API', () => {
  it.each([
    '/api/user/profile',
    '/api/user/stats',
    '/api/user/languages',
    '/api/language',
    '/api/language/progress/1e25f859',
    '/api/unit/1e25f859',
    '/api/unit/tips/42',
    '/api/lesson/42',
    '/api/fact/1e25f859',
    '/api/practice',
    '/api/leagues/current',
    '/api/notifications',
    '/api/users/amani/profile',
    '/api/blog/slug/swahili-greetings',
  ])('keeps %s in the account’s own cache', (path) => {
    expect(apiCacheFor(path, learner)).toBe(`${cacheNames.accountApiPrefix}1e25f859-4606-452b-b62c-4ffe126e4d77`);
  });

  it.each([
    '/api/auth/sessions',
    '/api/auth/providers',
    '/api/admin/users',
    '/api/user/export',
    '/api/user/username/check',
    '/api/friends/search',
    '/api/notifications/stream',
    '/api/lesson/attempt/42',
    '/api/audio/0123456789abcdef0123.ogg',
    '/api/voices/me',
    '/api/health',
    '/dashboard',
  ])('never keeps %s', (path) => {
    expect(apiCacheFor(path, learner)).toBeUndefined();
    expect(apiCacheFor(path, null)).toBeUndefined();
  });

  it('keeps a visitor’s reads that are the same for everyone, and nothing with a token it cannot read', () => {
    expect(apiCacheFor('/api/language', null)).toBe(cacheNames.publicApi);
    expect(apiCacheFor('/api/blog', null)).toBe(cacheNames.publicApi);
    expect(apiCacheFor('/api/user/profile', null)).toBeUndefined();
    expect(apiCacheFor('/api/user/profile', 'Bearer not-a-token')).toBeUndefined();
    expect(apiCacheFor('/api/user/profile', tokenFor({ sid: 'no subject' }))).toBeUndefined();
    expect(apiCacheFor('/api/user/profile', tokenFor({ sub: '../../escape' }))).toBeUndefined();
  });

  it('tells accounts apart by their token’s subject', () => {
    expect(accountOf(learner)).toBe('1e25f859-4606-452b-b62c-4ffe126e4d77');
    expect(accountOf(tokenFor({ sub: 'b0a1' }))).toBe('b0a1');
    expect(accountOf(null)).toBeUndefined();
    expect(accountOf('Bearer a.!!!.c')).toBeUndefined();
  });

  it('keeps pages of the app without a query, never a link’s token', () => {
    expect(pageIsKept(new URL('https://roots.example/dashboard'))).toBe(true);
    expect(pageIsKept(new URL('https://roots.example/lesson/42'))).toBe(true);
    expect(pageIsKept(new URL('https://roots.example/auth/sign-in-link?token=secret'))).toBe(false);
    expect(pageIsKept(new URL('https://roots.example/no-such-page'))).toBe(false);
  });
});

describe('forgetting an account’s answers', () => {
  const original = Reflect.get(globalThis, 'caches') as unknown;
  afterEach(() => {
    Reflect.set(globalThis, 'caches', original);
  });

  it('deletes every account’s cache and leaves the shared ones', async () => {
    const names = new Set([
      'workbox-precache-v2-https://roots.example/',
      cacheNames.assets,
      cacheNames.pages,
      cacheNames.publicApi,
      `${cacheNames.accountApiPrefix}a`,
      `${cacheNames.accountApiPrefix}b`,
    ]);
    Reflect.set(globalThis, 'caches', {
      keys: () => Promise.resolve([...names]),
      delete: (name: string) => Promise.resolve(names.delete(name)),
    });
    await forgetAccountCaches();
    expect([...names]).toEqual([
      'workbox-precache-v2-https://roots.example/',
      cacheNames.assets,
      cacheNames.pages,
      cacheNames.publicApi,
    ]);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    Reflect.set(globalThis, 'caches', undefined);
    await expect(forgetAccountCaches()).resolves.toBeUndefined();
  });
});
