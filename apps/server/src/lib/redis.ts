import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A Redis connection that says whether it is usable right now, so callers can fall back at once. */
export interface RedisLink {
  client: Redis;
  available: () => boolean;
  /** Resolves once connected, or after `ms` if Redis does not answer (the app starts anyway). */
  connected: (ms: number) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Connects to Redis for the counters shared by instances. While Redis is down, commands fail at
 * once instead of queueing (no offline queue, one retry, half a second per command), so a request
 * never waits on it; the outage and the recovery are each logged once.
 */
export function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): RedisLink {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
    // Keep trying to reconnect, at most every two seconds.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unavailable: rate limits count per instance until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits are shared again');
  });
  return {
    client,
    available: () => client.status === 'ready',
    connected: (ms) =>
      new Promise<void>((resolve) => {
        if (client.status === 'ready') {
          resolve();
          return;
        }
        const timer = setTimeout(resolve, ms);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    close: async () => {
      await client.quit().catch(() => {
        client.disconnect();
      });
    },
  };
}
