import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, expect, it, vi } from 'vitest';
import { fallbackStore } from './rate-limit-store.ts';
import { connectRedis } from './redis.ts';
import { describeWhen } from '../test/suites.ts';

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

// A Redis of its own, so pausing it (a hung Redis: connected, never answering) touches no other test.
describeWhen(hasRedisServer, 'the rate-limit counters with a Redis that hangs', async () => {
  const port = await freePort();
  const server: ChildProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const log = { warn: vi.fn(), info: vi.fn() };
  const redis = connectRedis(`redis://127.0.0.1:${String(port)}`, log);
  afterAll(async () => {
    server.kill('SIGCONT');
    await redis.close();
    server.kill('SIGKILL');
  });
  await vi.waitFor(
    async () => {
      await redis.connected(2_000);
      if (!redis.available()) throw new Error('not connected yet');
    },
    { timeout: 30_000, interval: 200 },
  );
  const Store = fallbackStore(redis, 'roots-test-limits-');
  const store = new Store({}).child({ routeInfo: {} } as never);
  const count = (key: string) =>
    new Promise<{ sync: boolean; current: number }>((resolve, reject) => {
      let returned = false;
      store.incr(
        key,
        (error, result) => {
          if (error ?? !result) reject(error ?? new Error('no count'));
          else resolve({ sync: !returned, current: result.current });
        },
        60_000,
        100,
      );
      returned = true;
    });

  it('stops asking it after the first timeout, counts in the process meanwhile, and returns to it when it answers', async () => {
    expect(await count('a')).toMatchObject({ sync: false, current: 1 });

    server.kill('SIGSTOP');
    // The first count waits for the command timeout, then counts here.
    expect((await count('b')).current).toBe(1);
    expect(redis.available()).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('Redis does not answer'));
    // The next ones do not wait on Redis at all: the local count answers before `incr` returns.
    for (let n = 2; n <= 20; n += 1) expect(await count('b')).toEqual({ sync: true, current: n });

    server.kill('SIGCONT');
    await vi.waitFor(
      () => {
        if (!redis.available()) throw new Error('still marked hung');
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('Redis answers again'));
    // Shared again: the count kept in Redis before the pause goes on.
    expect(await count('a')).toMatchObject({ sync: false, current: 2 });
  });
});
