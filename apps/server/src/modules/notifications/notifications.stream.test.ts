import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { notifications } from '../../db/schema.ts';
import { signIn, signUp, signUpAdmin, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, createTestDatabase, testConfig } from '../../test/helper.ts';
import { STREAMS_PER_LEARNER } from './notification-streams.ts';
import { describeWhen } from '../../test/suites.ts';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
}

/** Sends a friend request, which notifies its receiver. */
async function askFriend(app: FastifyInstance, headers: Record<string, string>, username: string) {
  const asked = await app.inject({ method: 'POST', url: '/api/friends/requests', headers, payload: { username } });
  expect(asked.statusCode).toBe(200);
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
  // Deadlines for what must come, not pauses: generous, for a machine that runs a second suite.
  const until = async (wanted: string, timeoutMs = 30_000) => {
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
  /** Resolves once the server has ended the stream (rejects if it is still open at the deadline). */
  const ended = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const chunk = await Promise.race([
        reader.read().catch(() => ({ done: true as const, value: undefined })),
        new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()))),
      ]);
      if (chunk === 'late') throw new Error(`the stream is still open: ${text}`);
      if (chunk.done) return text;
      text += chunk.value;
    }
  };
  return { until, ended, close: () => controller.abort() };
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

describe('notification streams are bounded and end with their session', async () => {
  const { app, config } = await createTestApp({
    env: { NOTIFICATION_STREAMS_MAX: '12', ADMIN_EMAIL: 'streams-admin@example.com' },
  });
  const base = await listen(app);
  const admin = await signUpAdmin(app, config.dataDir, { email: 'streams-admin@example.com' });

  it(`keeps ${String(STREAMS_PER_LEARNER)} streams per learner: a new one closes the oldest`, async () => {
    const learner = await signUp(app, { username: 'manytabs' });
    const opened = [];
    for (let i = 0; i <= STREAMS_PER_LEARNER; i++) {
      const stream = await openStream(base, learner.token);
      await stream.until('event: ready');
      opened.push(stream);
    }
    const [oldest, ...kept] = opened;
    expect(await oldest?.ended()).toContain('event: closed\ndata: {"reason":"replaced"}');
    // The others still hear what is new.
    const friend = await signUp(app);
    await askFriend(app, friend.headers, 'manytabs');
    for (const stream of kept) await stream.until('"kind":"friend-request"');
    for (const stream of kept) stream.close();
  });

  it('answers 503 with Retry-After once the process holds all it may, and takes one again once one closes', async () => {
    const learners = await Promise.all(Array.from({ length: 3 }, () => signUp(app)));
    const held = [];
    for (const learner of learners) {
      for (let i = 0; i < 4; i++) {
        const stream = await openStream(base, learner.token);
        await stream.until('event: ready');
        held.push(stream);
      }
    }
    const refused = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    for (const stream of held) stream.close();
    // The server hears the closes a moment later.
    for (let tries = 0; ; tries++) {
      const again = await fetch(`${base}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      if (again.status === 200) {
        await again.body?.cancel();
        break;
      }
      await again.body?.cancel();
      if (tries > 200) throw new Error('the closed streams were never counted out');
      await new Promise((resolve) => setImmediate(resolve));
    }
  });

  it('ends a stream soon after its session ends: sign-out, password change, sign-out elsewhere, ban, deletion', async () => {
    const NEW_PASSWORD = 'Habari!2027b';
    const ways: [string, (learner: Awaited<ReturnType<typeof signUp>>) => Promise<number>][] = [
      [
        'sign-out',
        async (learner) =>
          (
            await app.inject({
              method: 'POST',
              url: '/api/auth/logout',
              headers: { cookie: `roots_refresh=${learner.refreshCookie}` },
            })
          ).statusCode,
      ],
      [
        'password change',
        async (learner) =>
          (
            await app.inject({
              method: 'POST',
              url: '/api/auth/change-password',
              headers: learner.headers,
              payload: { email: learner.email, oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
            })
          ).statusCode,
      ],
      [
        'sign-out elsewhere',
        async (learner) => {
          const other = await signIn(app, { email: learner.email });
          return (await app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: other.headers }))
            .statusCode;
        },
      ],
      [
        'ban',
        async (learner) =>
          (
            await app.inject({
              method: 'PATCH',
              url: `/api/admin/users/${learner.userId}`,
              headers: admin.headers,
              payload: { status: 'banned' },
            })
          ).statusCode,
      ],
      [
        'deletion',
        async (learner) =>
          (
            await app.inject({
              method: 'DELETE',
              url: '/api/user/account',
              headers: learner.headers,
              payload: { password: TEST_PASSWORD },
            })
          ).statusCode,
      ],
    ];
    await Promise.all(
      ways.map(async ([way, end]) => {
        const learner = await signUp(app);
        const stream = await openStream(base, learner.token);
        await stream.until('event: ready');
        expect([way, await end(learner)]).toEqual([way, 200]);
        await stream.ended();
      }),
    );
  });
});

// Runs in `npm run test:pg`: two instances on one database and one Redis, as behind a load balancer.
describeWhen(process.env.TEST_REDIS_URL, 'notification stream across instances (Redis)', async () => {
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
    await askFriend(first, sender.headers, 'redisreceiver');
    expect(await stream.until('event: notification')).toContain('"kind":"friend-request"');
    stream.close();
  });
});
