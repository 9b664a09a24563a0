import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

const CHANNEL = 'roots:notifications';

/**
 * "Learner X has new notifications": published after the transaction that made them commits,
 * heard by every open stream of that learner. Without Redis it stays in this process; with
 * `REDIS_URL` it goes through Redis pub/sub, so a stream open on another instance hears it too.
 * Only the learner's id travels: each stream reads what is new from the database.
 */
export interface NotificationBus {
  publish(userId: string): void;
  subscribe(userId: string, listener: () => void): () => void;
  close(): Promise<void>;
}

export function createNotificationBus(
  redis: Redis | undefined,
  onError: (error: unknown) => void = () => undefined,
): NotificationBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (!redis) {
    return {
      publish: (userId) => void local.emit(userId),
      subscribe: (userId, listener) => {
        local.on(userId, listener);
        return () => void local.off(userId, listener);
      },
      close: () => Promise.resolve(),
    };
  }
  // A connection in subscriber mode can do nothing else, so it is a connection of its own.
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  const ready = subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (channel: string, userId: string) => {
    if (channel === CHANNEL) local.emit(userId);
  });
  return {
    publish: (userId) => void redis.publish(CHANNEL, userId).catch(onError),
    subscribe: (userId, listener) => {
      local.on(userId, listener);
      return () => void local.off(userId, listener);
    },
    async close() {
      await ready;
      await subscriber.quit().catch(() => undefined);
    },
  };
}
