import { successSchema } from '@roots/shared/contracts/envelope';
import {
  pushEndpointSchema,
  pushSubscriptionSchema,
  reminderSettingsSchema,
  reminderSettingsUpdateSchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '@roots/shared/contracts/reminders';
import { publicPaths } from '@roots/shared/routes';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { ReminderService } from './reminders.service.ts';

/** The one-click POST's body (`List-Unsubscribe=One-Click`) says nothing the URL does not: it is read and set aside. */
const ONE_CLICK_BODY_LIMIT = 4096;

export const reminderRoutes: FastifyPluginAsyncZod<{ reminders: ReminderService }> = async (app, { reminders }) => {
  const tags = ['reminders'];

  app.get(
    '/reminders',
    signedIn(app, {
      tags,
      summary: 'The learner’s reminders: channels, kinds, times, quiet hours and the push key',
      data: reminderSettingsSchema,
    }),
    async (request) => ok(await reminders.get(currentUser(request).userId)),
  );

  app.patch(
    '/reminders',
    signedIn(app, {
      tags,
      summary:
        'Change the reminders: push or e-mail on or off, the daily and streak reminders, the time and the quiet hours (local times, HH:MM)',
      body: reminderSettingsUpdateSchema,
      data: reminderSettingsSchema,
      errors: [409],
    }),
    async (request) => ok(await reminders.update(currentUser(request).userId, request.body)),
  );

  app.post(
    '/reminders/push-subscriptions',
    signedIn(app, {
      tags,
      summary: 'This device receives push reminders (its PushSubscription as JSON); turns push reminders on',
      body: pushSubscriptionSchema,
      data: reminderSettingsSchema,
      rateLimit: rateLimits.pushSubscription,
    }),
    async (request) =>
      ok(await reminders.subscribe(currentUser(request).userId, request.body, request.headers['user-agent'])),
  );

  app.delete(
    '/reminders/push-subscriptions',
    signedIn(app, {
      tags,
      summary: 'This device stops receiving push reminders (the last device turns push reminders off)',
      body: pushEndpointSchema,
      data: reminderSettingsSchema,
    }),
    async (request) => ok(await reminders.unsubscribeDevice(currentUser(request).userId, request.body.endpoint)),
  );

  // An e-mail's unsubscribe link works without signing in: its token is signed for one account.
  // A mail client's one-click POST (RFC 8058) sends a form body, so this scope takes one.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, _body, done) => {
        done(null, undefined);
      },
    );
    oneClick.post(
      '/reminders/unsubscribe',
      {
        config: { rateLimit: rateLimits.unsubscribe },
        bodyLimit: ONE_CLICK_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Stop reminder e-mails, from the signed link of one (List-Unsubscribe-Post one-click, or the page)',
          querystring: unsubscribeQuerySchema,
          consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
          response: { 200: successSchema(unsubscribedSchema), ...errors(400, 429) },
        },
      },
      async (request) => ok(await reminders.unsubscribeEmail(request.query.token)),
    );
  });

  // Opening the e-mail's List-Unsubscribe address in a browser asks first, on the app's page.
  app.get(
    '/reminders/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The page that asks before stopping reminder e-mails (a redirect to it)',
        querystring: unsubscribeQuerySchema,
        response: errors(400),
      },
    },
    async (request, reply) =>
      reply.redirect(`${publicPaths.unsubscribe}?token=${encodeURIComponent(request.query.token)}`, 303),
  );
};
