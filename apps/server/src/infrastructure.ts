import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createContentBus, createNotificationBus, type EventBus, type NotificationBus } from './lib/event-bus.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { connectRedis, type RedisLink } from './lib/redis.ts';

/** What the services are built on (composition.ts): opened here, closed with the app. */
export interface Infrastructure {
  database: Database;
  /** Absent without REDIS_URL. */
  redis: RedisLink | undefined;
  mailer: Mailer;
  /** New notifications reach open pages through it (Redis pub/sub when REDIS_URL is set). */
  notificationBus: NotificationBus;
  /** "Course content changed", heard by every instance (lib/event-bus.ts). */
  contentBus: EventBus;
}

/**
 * Opens the database (migrated, unless it was given already open), Redis, the mailer and the two
 * buses, each closed by the app's onClose (Fastify closes in reverse order: the buses, then Redis,
 * then the database). The app is ready once the buses hear the other instances.
 */
export async function openInfrastructure(
  app: FastifyInstance,
  config: Config,
  given: Database | undefined,
): Promise<Infrastructure> {
  const database =
    given ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
    }));
  if (!given) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.close());
    // Counting starts in Redis, not in this process, unless Redis is down at start.
    await redis.connected(2_000);
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
  });
  const notificationBus = createNotificationBus(redis, (error) =>
    app.log.warn({ err: error }, 'notification bus error'),
  );
  app.addHook('onClose', () => notificationBus.close());
  const contentBus = createContentBus(redis, (error) => app.log.warn({ err: error }, 'content bus error'));
  app.addHook('onClose', () => contentBus.close());
  app.addHook('onReady', async () => {
    await Promise.all([notificationBus.subscribed(2_000), contentBus.subscribed(2_000)]);
  });
  return { database, redis, mailer, notificationBus, contentBus };
}
