import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { notifications } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp, createTestDatabase, testConfig } from '../../test/helper.ts';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
}

/** Opens the event stream as the web app does (fetch with the bearer token) and collects its events. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const until = async (wanted: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!text.includes(wanted)) {
      if (Date.now() > deadline) throw new Error(`no "${wanted}" in the stream: ${text}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value: undefined }>((resolve) =>
          setTimeout(() => resolve({ done: true, value: undefined }), deadline - Date.now()),
        ),
      ]);
      if (chunk.value) text += chunk.value;
      else if (chunk.done && Date.now() <= deadline) throw new Error(`stream ended: ${text}`);
    }
    return text;
  };
  return { until, close: () => controller.abort() };
}

describe('notification stream (one instance)', async () => {
  const { app, database } = await createTestApp();
  const base = await listen(app);

  it('refuses a stream without a token', async () => {
    const response = await fetch(`${base}/api/notifications/stream`);
    expect(response.status).toBe(401);
  });

  it('delivers a new notification to an open stream without a reload', async () => {
    const receiver = await signUp(app, { username: 'streamreceiver' });
    const sender = await signUp(app, { username: 'streamsender' });
    const stream = await openStream(base, receiver.token);
    await stream.until('event: ready\ndata: {"unread_count":0}');
    await app.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: sender.headers,
      payload: { username: 'streamreceiver' },
    });
    const text = await stream.until('event: notification');
    expect(text).toContain('"kind":"friend-request"');
    expect(text).toContain('"title":"New friend request"');
    stream.close();
  });

  it('delivers a scheduled notification to an open stream when it falls due, with no event to announce it', async () => {
    const learner = await signUp(app, { username: 'streamscheduled' });
    // As regeneration schedules it: stored ahead, shown from its moment on.
    await database.db.insert(notifications).values({
      userId: learner.userId,
      kind: 'hearts-full',
      title: 'Your hearts are full again',
      message: 'All 5 hearts are back. Ready for a lesson?',
      createdAt: new Date(Date.now() + 1500),
    });
    const stream = await openStream(base, learner.token);
    const ready = await stream.until('event: ready');
    expect(ready).not.toContain('event: notification');
    expect(await stream.until('event: notification')).toContain('"title":"Your hearts are full again"');
    stream.close();
  });
});

// Runs in `npm run test:pg`: two instances on one database and one Redis, as behind a load balancer.
describe.runIf(process.env.TEST_REDIS_URL)('notification stream across instances (Redis)', async () => {
  const database = await createTestDatabase();
  const config = testConfig({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
  const first = await buildApp(config, { database, logger: false });
  const second = await buildApp(config, { database, logger: false });
  const secondBase = await listen(second);
  await first.ready();
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('delivers on one instance what the other made', async () => {
    const receiver = await signUp(first, { username: 'redisreceiver' });
    const sender = await signUp(first, { username: 'redissender' });
    const stream = await openStream(secondBase, receiver.token);
    // No wait: an instance is ready (listen resolved) only once its subscription is live in Redis.
    await stream.until('event: ready');
    const asked = await first.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: sender.headers,
      payload: { username: 'redisreceiver' },
    });
    expect(asked.statusCode).toBe(200);
    expect(await stream.until('event: notification')).toContain('"kind":"friend-request"');
    stream.close();
  });
});
