import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A Redis connection that says whether it is usable right now, so callers can fall back at once. */
export interface RedisLink {
  client: Redis;
  /** Connected, and not found hung by a command that timed out (see `failed`). */
  available: () => boolean;
  /** Told of a command's error: a timeout means Redis is connected but hung. */
  failed: (error: unknown) => void;
  /** Resolves once connected, or after `ms` if Redis does not answer (the app starts anyway). */
  connected: (ms: number) => Promise<void>;
  close: () => Promise<void>;
}

/** How often a hung Redis is asked whether it answers again. */
const HUNG_PROBE_MS = 1_000;

/**
 * Connects to Redis for the counters shared by instances. While Redis is down, commands fail at
 * once instead of queueing (no offline queue, one retry, half a second per command), so a request
 * never waits on it; the outage and the recovery are each logged once. A Redis that keeps its
 * connection but stops answering (paused, swapping, stuck) would cost every limited request the
 * command timeout: the first timeout marks it hung, callers skip it, and one PING a second finds
 * out when it answers again.
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
  let probe: NodeJS.Timeout | undefined;
  const answersAgain = () => {
    clearInterval(probe);
    probe = undefined;
    log.info('Redis answers again: rate limits are shared again');
  };
  return {
    client,
    available: () => client.status === 'ready' && probe === undefined,
    failed: (error) => {
      if (probe !== undefined || !(error instanceof Error) || !/timed out/i.test(error.message)) return;
      log.warn({ err: error }, 'Redis does not answer: rate limits count per instance until it does');
      probe = setInterval(() => {
        client.ping().then(answersAgain, () => undefined);
      }, HUNG_PROBE_MS);
      probe.unref();
    },
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
      clearInterval(probe);
      await client.quit().catch(() => {
        client.disconnect();
      });
    },
  };
}
