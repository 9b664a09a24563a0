import { AppError } from '@roots/shared/errors';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';

describe('error model', async () => {
  const { app } = await createTestApp();

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      status: 404,
      error: { code: 'NOT_FOUND', message: 'There is no GET /api/does-not-exist in the API.' },
    });
  });

  it('hides the details of unexpected errors and keeps the request id', async () => {
    const crashing = await createTestApp({
      extend: (instance) => {
        instance.get('/api/crash', () => {
          throw new Error('secret connection string postgres://user:pw@db');
        });
        instance.get('/api/conflict', () => {
          throw new AppError('CONFLICT', 'That username is taken.');
        });
      },
    });
    const response = await crashing.app.inject({
      method: 'GET',
      url: '/api/crash',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('req-123');
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      success: false,
      status: 500,
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again in a moment.' },
    });
    const conflict = await crashing.app.inject({ method: 'GET', url: '/api/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<{ error: unknown }>().error).toEqual({ code: 'CONFLICT', message: 'That username is taken.' });
  });

  it('ignores an unsafe incoming request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n<script>' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document with the contact route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/contact', '/api/health', '/api/ready']));
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('lists a 429 for every rate-limited route and no 409 on a public GET, from the route table', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown[] }>>;
    }>();
    const operation = (method: string, url: string) =>
      doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const routes = app.routeTable.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    const limited = routes.filter((route) => route.rateLimited);
    expect(limited.length).toBeGreaterThan(10);
    const without429 = limited
      .filter((route) => !operation(route.method, route.url)?.responses?.['429'])
      .map((route) => `${route.method} ${route.url}`);
    expect(without429).toEqual([]);
    const publicGets = routes.filter(
      (route) => route.method === 'GET' && (operation(route.method, route.url)?.security ?? []).length === 0,
    );
    expect(publicGets.length).toBeGreaterThan(5);
    const with409 = publicGets
      .filter((route) => operation(route.method, route.url)?.responses?.['409'])
      .map((route) => `${route.method} ${route.url}`);
    // Google's redirect lands on a GET that signs in, and may find the address linked elsewhere.
    expect(with409).toEqual(['GET /api/auth/google/callback']);
  });
});
