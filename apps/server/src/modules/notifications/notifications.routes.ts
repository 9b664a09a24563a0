import { notificationListSchema, notificationSchema, unreadCountSchema } from '@roots/shared/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@roots/shared/errors';
import { bearer, errors, idParams, SIGNED_IN, signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { NotificationStreams } from './notification-streams.ts';
import type { NotificationService } from './notifications.service.ts';

/** When a client refused for a full server tries again (the web app's stream reconnects by itself). */
const FULL_RETRY_AFTER_SECONDS = 30;

export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
  streams: NotificationStreams;
}> = async (app, { notifications, streams }) => {
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
  app.addHook('preClose', (done) => {
    streams.closeAll();
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
          'Server-sent events: `ready` with the unread count, then `notification` for each new one. Read it with fetch and the bearer token. A learner keeps at most five open (a new one closes the oldest); 503 with Retry-After when the server holds all it can.',
        response: errors(...SIGNED_IN, 503),
      },
    },
    async (request, reply) => {
      const who = currentUser(request);
      if (streams.full()) {
        void reply.header('retry-after', String(FULL_RETRY_AFTER_SECONDS));
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Live notifications are busy right now; they will reconnect in a moment.',
        );
      }
      const unread = await notifications.unreadCount(who.userId);
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
      const end = streams.add(who, {
        write: (text) => {
          if (!raw.destroyed) raw.write(text);
        },
        end: () => {
          if (!raw.writableEnded) raw.end();
        },
      });
      raw.on('close', end);
    },
  );
};
