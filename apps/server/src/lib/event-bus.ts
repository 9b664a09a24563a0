import { EventEmitter } from 'node:events';
import type { RedisLink } from './redis.ts';

/**
 * Short messages to every instance: in this process without Redis; with `REDIS_URL` through
 * Redis pub/sub on one channel, so listeners on other instances hear them too.
 */
export interface EventBus {
  publish(message: string): void;
  subscribe(message: string, listener: () => void): () => void;
  /**
   * Resolves once this instance hears what other instances publish: at once without Redis (or
   * while it is down: the app starts anyway), otherwise when the subscription is live, waiting
   * `ms` at most. Awaited before the app is ready, so no instance takes requests deaf.
   */
  subscribed(ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * "Learner X has new notifications": published after the transaction that made them commits,
 * heard by every open stream of that learner (the message is the learner's id: each stream reads
 * what is new from the database).
 */
export type NotificationBus = EventBus;

export const createNotificationBus = (redis: RedisLink | undefined, onError?: (error: unknown) => void) =>
  createEventBus(redis, channelName(redis, 'notifications'), onError);

/** "Course content changed": every instance forgets its copy of the courses (course.catalogue.ts). */
export const CONTENT_CHANGED = 'changed';
export const createContentBus = (redis: RedisLink | undefined, onError?: (error: unknown) => void) =>
  createEventBus(redis, channelName(redis, 'content'), onError);

/**
 * A channel of this deployment: Redis pub/sub ignores the database number, so two deployments
 * sharing one Redis on databases 2 and 3 would otherwise hear each other's messages.
 */
export function channelName(redis: RedisLink | undefined, name: string): string {
  return `roots:${String(redis?.client.options.db ?? 0)}:${name}`;
}

export function createEventBus(
  redis: RedisLink | undefined,
  channel: string,
  onError: (error: unknown) => void = () => undefined,
): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (!redis) {
    return {
      publish: (message) => void local.emit(message),
      subscribe: (message, listener) => {
        local.on(message, listener);
        return () => void local.off(message, listener);
      },
      subscribed: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }
  // A connection in subscriber mode can do nothing else, so it is a connection of its own; unlike
  // the commands' connection it queues its SUBSCRIBE until connected (and resubscribes after), and
  // it has no command timeout: a SUBSCRIBE that timed out while the process was busy left the
  // connection unsubscribed, and the instance deaf to every other instance, while it said ready.
  const subscriber = redis.client.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  let closing = false;
  subscriber.on('error', onError);
  const ready = subscriber.subscribe(channel).catch((error: unknown) => {
    if (!closing) onError(error);
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) local.emit(message);
  });
  return {
    // While Redis is down, listeners on this instance still hear of it (others poll, or wait for
    // their copy to age out).
    publish: (message) => {
      if (!redis.available()) {
        local.emit(message);
        return;
      }
      redis.client.publish(channel, message).catch((error: unknown) => {
        redis.failed(error);
        onError(error);
        local.emit(message);
      });
    },
    subscribe: (message, listener) => {
      local.on(message, listener);
      return () => void local.off(message, listener);
    },
    subscribed: (ms) => {
      if (!redis.available()) return Promise.resolve();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms).unref();
      });
      return Promise.race([ready.then(() => undefined), waited]).finally(() => {
        clearTimeout(timer);
      });
    },
    // Dropped, not quit: with Redis down or hung, a QUIT (and the SUBSCRIBE still waiting before
    // it, which has no timeout) would hold the shutdown for ever; a subscriber has nothing to flush.
    close() {
      closing = true;
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}
