import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore, { type Store } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from './redis.ts';

type Callback = Parameters<Store['incr']>[1];

/**
 * Counts in Redis (shared by every instance) while it answers, and in this process while it does
 * not: an outage makes the limits per instance for a while instead of failing every limited route.
 */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly redis: RedisLink,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: Parameters<Store['child']>[0]): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.redis);
  }

  private count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    if (!this.redis.available()) {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          callback(null, result);
          return;
        }
        this.redis.failed(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
}

/** The store class the rate-limit plugin instantiates, bound to one Redis connection. */
export function fallbackStore(redis: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        redis,
      );
    }
  };
}
