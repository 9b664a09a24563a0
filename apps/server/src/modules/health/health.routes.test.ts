import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';

describe('health and readiness', async () => {
  const { app, database } = await createTestApp();

  it('answers liveness in the success envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 200, data: { status: 'ok' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('reports ready when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: unknown }>().data).toEqual({ status: 'ready', database: database.kind });
  });
});

describe('readiness when the database is gone', async () => {
  const { app, database } = await createTestApp();

  it('answers 503 SERVICE_UNAVAILABLE instead of crashing', async () => {
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
