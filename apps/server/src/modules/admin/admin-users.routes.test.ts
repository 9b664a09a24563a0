import { describe, expect, it } from 'vitest';
import { signIn as signInLearner, signUp as signUpLearner, signUpAdmin } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

const PASSWORD = 'Nnoo!2026abc';

describe('admin routes and roles', async () => {
  const { app, config } = await createTestApp({ env: { ADMIN_EMAIL: 'chief@example.com' } });
  const signUp = async (email: string) => (await signUpLearner(app, { email, password: PASSWORD })).headers;
  const signIn = async (email: string) => (await signInLearner(app, { email, password: PASSWORD })).headers;
  const admin = (await signUpAdmin(app, config.dataDir, { email: 'chief@example.com', password: PASSWORD })).headers;
  const learner = await signUp('ngozi@example.com');
  const idOf = async (email: string) => {
    const list = await app.inject({ method: 'GET', url: '/api/admin/users', headers: admin, query: { q: email } });
    return list.json<{ data: { id: string }[] }>().data[0]?.id ?? '';
  };

  it('guards every admin route, enumerated from the route table: 401 anonymous, 403 for a learner', async () => {
    const adminRoutes = app.routeTable.filter((route) => route.method !== 'HEAD' && route.admin);
    // Everything under /api/admin is admin-only, and so are spec section 7's management calls.
    for (const route of app.routeTable.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD'))
      expect(adminRoutes).toContainEqual(route);
    const names = adminRoutes.map((route) => `${route.method} ${route.url}`);
    for (const call of [
      'POST /api/language',
      'PATCH /api/language/:id',
      'DELETE /api/language/:id',
      'POST /api/unit',
      'PATCH /api/unit/:id',
      'DELETE /api/unit/:id',
      'POST /api/lesson',
      'PATCH /api/lesson/:id',
      'DELETE /api/lesson/:id',
      'POST /api/exercise',
      'PATCH /api/exercise/:id',
      'DELETE /api/exercise/:id',
      'POST /api/fact',
      'POST /api/blog',
      'PATCH /api/blog/:id',
      'DELETE /api/blog/:id',
      'POST /api/blog/:id/publish',
      'GET /api/admin/audit',
    ])
      expect(names).toContain(call);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const method = route.method as 'GET' | 'PATCH' | 'POST' | 'DELETE';
      const payload = method === 'GET' ? undefined : {};
      const anonymous = await app.inject({ method, url, payload });
      expect([route.method, route.url, anonymous.statusCode]).toEqual([route.method, route.url, 401]);
      const asLearner = await app.inject({ method, url, headers: learner, payload });
      expect([route.method, route.url, asLearner.statusCode]).toEqual([route.method, route.url, 403]);
    }
  });

  it('lists accounts for an admin, searching literally (LIKE wildcards escaped)', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/admin/users', headers: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json<{ data: { email: string }[] }>().data.map((u) => u.email)).toEqual(
      expect.arrayContaining(['chief@example.com', 'ngozi@example.com']),
    );
    const wildcard = await app.inject({ method: 'GET', url: '/api/admin/users', headers: admin, query: { q: '%' } });
    expect(wildcard.json<{ data: unknown[] }>().data).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/users', headers: admin, query: { page: '-1' } });
    expect(bad.statusCode).toBe(400);
  });

  it('applies a promotion, a demotion and a ban to live sessions at once', async () => {
    const email = 'emeka@example.com';
    const emeka = await signUp(email);
    const id = await idOf(email);
    const list = () => app.inject({ method: 'GET', url: '/api/admin/users', headers: emeka });
    expect((await list()).statusCode).toBe(403);

    await app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: admin, payload: { role: 'admin' } });
    // The old token carries the old token version: Emeka signs in again to use the new role.
    expect((await list()).statusCode).toBe(401);
    const promoted = await signIn(email);
    expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: promoted })).statusCode).toBe(200);

    await app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: admin, payload: { role: 'learner' } });
    expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: promoted })).statusCode).toBe(401);
    const demoted = await signIn(email);
    expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: demoted })).statusCode).toBe(403);

    const ban = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: admin,
      payload: { status: 'banned' },
    });
    expect(ban.json()).toMatchObject({ data: { status: 'banned' } });
    expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers: demoted })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.7.1.1',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error: { message: 'This account has been suspended.' } });
  });

  it('refuses to let an admin demote or ban themselves, and unknown fields or ids', async () => {
    const self = await idOf('chief@example.com');
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${self}`,
      headers: admin,
      payload: { role: 'learner' },
    });
    expect(demote.statusCode).toBe(400);
    const extra = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${await idOf('ngozi@example.com')}`,
      headers: admin,
      payload: { role: 'admin', tokenVersion: 0 },
    });
    expect(extra.statusCode).toBe(400);
    for (const bad of ['1 OR 1=1', '-1', 'null']) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${encodeURIComponent(bad)}`,
        headers: admin,
        payload: { role: 'admin' },
      });
      expect(response.statusCode).toBe(400);
    }
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      headers: admin,
      payload: { status: 'active' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('writes every change of role or ban to the audit log: who, whom, before, after, when', async () => {
    const email = 'audited@example.com';
    await signUp(email);
    const id = await idOf(email);
    for (const payload of [{ role: 'admin' }, { role: 'learner' }, { status: 'banned' }, { status: 'active' }]) {
      const changed = await app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: admin, payload });
      expect(changed.statusCode).toBe(200);
    }
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: admin,
      query: { entity: 'user', entity_id: id },
    });
    const entries = audit.json<{
      data: { action: string; actor: string | null; before: unknown; after: unknown; created_at: string }[];
    }>().data;
    expect(entries.map((entry) => entry.action).reverse()).toEqual(['promote', 'demote', 'ban', 'unban']);
    expect(entries.at(-1)).toMatchObject({
      before: { role: 'learner', status: 'active' },
      after: { role: 'admin', status: 'active' },
    });
    expect(Number.isNaN(Date.parse(entries.at(-1)?.created_at ?? ''))).toBe(false);
  });

  it('lists the admins first', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/admin/users', headers: admin });
    const roles = list.json<{ data: { role: string }[] }>().data.map((user) => user.role);
    expect(roles[0]).toBe('admin');
    expect(roles.indexOf('learner')).toBeGreaterThan(roles.lastIndexOf('admin'));
  });
  it('keeps the last active admin: never demoted or banned, even by two admins at once', async () => {
    const second = 'deputy@example.com';
    await signUp(second);
    const deputyId = await idOf(second);
    const chiefId = await idOf('chief@example.com');
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${deputyId}`,
      headers: admin,
      payload: { role: 'admin' },
    });
    const deputy = await signIn(second);
    // Each demotes the other at the same moment: one of them stays an admin.
    const [one, other] = await Promise.all([
      app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${deputyId}`,
        headers: admin,
        payload: { role: 'learner' },
      }),
      app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${chiefId}`,
        headers: deputy,
        payload: { status: 'banned' },
      }),
    ]);
    // One wins; the other is refused as the last admin's change (or, when the winner's change
    // reached its sign-in first, as a session the change ended). Last in the file: either may win.
    const statuses = [one.statusCode, other.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const refused = [one, other].find((response) => response.statusCode === 409);
    if (refused) {
      expect(refused.json()).toMatchObject({
        error: { message: 'This is the last admin: make another account an admin first.' },
      });
    }
  });
});
