import { EventEmitter } from 'node:events';
import type { RedisLink } from './redis.ts';

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
  redis: RedisLink | undefined,
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
  // A connection in subscriber mode can do nothing else, so it is a connection of its own; unlike
  // the commands' connection it queues its SUBSCRIBE until connected (and resubscribes after).
  const subscriber = redis.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', onError);
  const ready = subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (channel: string, userId: string) => {
    if (channel === CHANNEL) local.emit(userId);
  });
  return {
    // While Redis is down, streams open on this instance still hear of it (others poll).
    publish: (userId) => {
      if (!redis.available()) {
        local.emit(userId);
        return;
      }
      redis.client.publish(CHANNEL, userId).catch((error: unknown) => {
        onError(error);
        local.emit(userId);
      });
    },
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
