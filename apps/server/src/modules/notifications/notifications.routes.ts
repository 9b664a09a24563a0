import { notificationListSchema, notificationSchema, unreadCountSchema } from '@roots/shared/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationBus } from '../../lib/event-bus.ts';
import { bearer, errors, idParams, SIGNED_IN, signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { NotificationService } from './notifications.service.ts';

/** setTimeout's longest wait (about 24.8 days); a later notification is looked for again then. */
const MAX_WAKE_MS = 2 ** 31 - 1;
/** A comment line every 20 s keeps proxies and the server's idle timeout from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
  bus: NotificationBus;
}> = async (app, { notifications, bus }) => {
  const tags = ['notifications'];

  app.get(
    '/notifications',
    signedIn(app, {
      tags,
      summary: 'The learner’s latest 50 notifications, newest first, and the unread count',
      data: notificationListSchema,
    }),
    async (request) => ok(await notifications.list(currentUser(request).userId)),
  );

  app.get(
    '/notifications/unread-count',
    signedIn(app, { tags, summary: 'How many notifications are unread (never below 0)', data: unreadCountSchema }),
    async (request) => ok({ unread_count: await notifications.unreadCount(currentUser(request).userId) }),
  );

  app.post(
    '/notifications/read-all',
    signedIn(app, { tags, summary: 'Mark every notification read', data: unreadCountSchema }),
    async (request) => ok({ unread_count: await notifications.markAllRead(currentUser(request).userId) }),
  );

  app.post(
    '/notifications/:id/read',
    signedIn(app, {
      tags,
      summary: 'Mark one notification read',
      params: idParams('a notification'),
      data: notificationSchema,
      errors: [404],
    }),
    async (request) => ok(await notifications.markRead(currentUser(request).userId, request.params.id)),
  );

  app.delete(
    '/notifications/:id',
    signedIn(app, {
      tags,
      summary: 'Delete one notification; answers the unread count',
      params: idParams('a notification'),
      data: unreadCountSchema,
      errors: [404],
    }),
    async (request) => ok({ unread_count: await notifications.remove(currentUser(request).userId, request.params.id) }),
  );

  // Open streams end when the server closes, so a shutdown is not held up by them.
  const streams = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of streams) end();
    done();
  });

  // A stream, not a JSON answer: it has no 200 envelope, so it declares its options in full.
  app.get(
    '/notifications/stream',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        ...bearer,
        summary:
          'Server-sent events: `ready` with the unread count, then `notification` for each new one. Read it with fetch and the bearer token.',
        response: errors(...SIGNED_IN),
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      let since = new Date();
      const unread = await notifications.unreadCount(userId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write(`retry: 5000\nevent: ready\ndata: ${JSON.stringify({ unread_count: unread })}\n\n`);

      // One read at a time; a poke that comes during a read asks for one more read after it. A
      // scheduled notification (hearts full again, a trial ending) has no event: the stream reads
      // again when the next one falls due.
      const state = { reading: false, again: false };
      let wake: ReturnType<typeof setTimeout> | undefined;
      const wakeAt = (due: Date | null) => {
        clearTimeout(wake);
        if (!due || raw.destroyed) return;
        wake = setTimeout(() => void pump(), Math.min(Math.max(0, due.getTime() - Date.now() + 1), MAX_WAKE_MS));
      };
      // Read through a function: a poke may set `again` while a read is awaited.
      const pokedMeanwhile = () => state.again;
      const pump = async () => {
        if (state.reading) {
          state.again = true;
          return;
        }
        state.reading = true;
        try {
          do {
            state.again = false;
            const { notifications: fresh, nextDue } = await notifications.newSince(userId, since);
            for (const notification of fresh) {
              raw.write(`id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
              since = new Date(notification.created_at);
            }
            wakeAt(nextDue);
          } while (pokedMeanwhile() && !raw.destroyed);
        } catch (error) {
          request.log.warn({ err: error }, 'notification stream could not read');
        } finally {
          state.reading = false;
        }
      };
      const unsubscribe = bus.subscribe(userId, () => void pump());
      void pump();
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        clearTimeout(wake);
        unsubscribe();
        streams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      raw.on('close', end);
    },
  );
};
