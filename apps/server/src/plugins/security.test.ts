import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp } from '../test/helper.ts';
import { bodyProblem, MAX_BODY_DEPTH } from './security.ts';
import { describeWhen } from '../test/suites.ts';

const valid = { name: 'Kofi', email: 'kofi@example.com', topic: 'general', message: 'A message long enough.' };

// Runs in `npm run test:pg`, where TEST_REDIS_URL points at a real Redis.
describeWhen(process.env.TEST_REDIS_URL, 'rate limits shared through Redis', async () => {
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

describe('bodies nested deeper than any of ours', async () => {
  const { app } = await createTestApp();
  const nested = (depth: number, leaf: unknown = 'x') => {
    let value = leaf;
    for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
    return value;
  };

  it(`refuses a body nested deeper than ${String(MAX_BODY_DEPTH)} levels with a 400, before and after signing in`, async () => {
    const learner = await signUp(app);
    for (const depth of [MAX_BODY_DEPTH + 1, 3_000, 100_000]) {
      // Written out, as an attacker would send it: JSON.stringify itself recurses.
      const body = JSON.stringify(valid).replace(
        '"A message long enough."',
        `${'['.repeat(depth)}1${']'.repeat(depth)}`,
      );
      for (const [url, headers] of [
        ['/api/contact', {}],
        ['/api/auth/login', {}],
        ['/api/user/profile', learner.headers],
      ] as const) {
        const response = await app.inject({
          method: url === '/api/user/profile' ? 'PATCH' : 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        });
        expect([depth, url, response.statusCode]).toEqual([depth, url, 400]);
        expect(response.json<{ error: { message: string } }>().error.message).toBe(
          `The request nests deeper than ${String(MAX_BODY_DEPTH)} levels.`,
        );
      }
    }
  });

  it('still reads a body at the limit, and a NUL at any depth', () => {
    expect(bodyProblem(nested(MAX_BODY_DEPTH - 1))).toBeUndefined();
    expect(bodyProblem(nested(MAX_BODY_DEPTH - 1, 'a\u0000b'))).toBe('nul');
    expect(bodyProblem({ ['key\u0000']: 1 })).toBe('nul');
  });
});
