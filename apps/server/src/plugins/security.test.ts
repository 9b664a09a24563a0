import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp } from '../test/helper.ts';

const valid = { name: 'Kofi', email: 'kofi@example.com', topic: 'general', message: 'A message long enough.' };

// Runs in `npm run test:pg`, where TEST_REDIS_URL points at a real Redis.
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', async () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  const first = await createTestApp({ env: { REDIS_URL: redisUrl } });
  const second = await createTestApp({ env: { REDIS_URL: redisUrl } });

  it('counts one address across two instances', async () => {
    // A fresh address per run, so earlier runs' counters in Redis do not interfere.
    // The limiter groups IPv6 addresses by /64, so the randomness goes in the network part.
    const address = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
    const statuses: number[] = [];
    for (const app of [first.app, second.app, first.app, second.app, first.app, second.app]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: address,
        payload: valid,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const ready = await first.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json<{ data: { redis: string } }>().data.redis).toBe('up');
  });
});

describe('caching of API answers', async () => {
  const { app } = await createTestApp();

  it('marks every answer as not to be stored: a token and a learner’s data above all', async () => {
    const learner = await signUp(app);
    const answers = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/user/profile', headers: learner.headers }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: learner.remoteAddress,
        payload: { email: learner.email, password: TEST_PASSWORD },
      }),
      await app.inject({ method: 'GET', url: '/api/user/profile' }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
    ]);
  });
});
