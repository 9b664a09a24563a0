import { successSchema } from '@roots/shared/contracts/envelope';
import { heartsRecordSchema, onboardingSchema, statsSchema, streakSchema } from '@roots/shared/contracts/learning';
import { heartsSchema } from '@roots/shared/contracts/user';
import { AppError } from '@roots/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { LearnerService } from './learner.service.ts';

const userIdParams = z.object({ userId: z.uuid('That is not a user id.') });

/** The spec's user-id based records: a learner reads their own (another id is not found). */
function ownUserId(request: FastifyRequest & { params: { userId: string } }) {
  if (request.params.userId !== currentUser(request).userId) {
    throw new AppError('NOT_FOUND', 'We could not find that learner.');
  }
  return request.params.userId;
}

export const learnerRoutes: FastifyPluginAsyncZod<{ learner: LearnerService }> = async (app, { learner }) => {
  app.post(
    '/user/onboarding',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        ...bearer,
        summary: 'Finish onboarding: the first language and the daily goal',
        body: onboardingSchema,
        response: {
          200: successSchema(z.object({ next_lesson_id: z.string().nullable() })),
          ...errors(400, 404, ...SIGNED_IN),
        },
      },
    },
    async (request) =>
      ok(
        await learner.completeOnboarding(
          currentUser(request).userId,
          request.body.language_id,
          request.body.daily_goal,
        ),
      ),
  );

  app.get(
    '/user/xp',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        ...bearer,
        summary: 'Total XP (a number)',
        response: { 200: successSchema(z.number().int()), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await learner.xp(currentUser(request).userId)),
  );

  app.get(
    '/user/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        ...bearer,
        summary: 'XP today and this week, daily goal, coins, streak, hearts',
        response: { 200: successSchema(statsSchema), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await learner.stats(currentUser(request).userId)),
  );

  app.get(
    '/user/check-heart',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        ...bearer,
        summary: 'The hearts, with regeneration applied',
        response: { 200: successSchema(heartsSchema), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await learner.hearts(currentUser(request).userId)),
  );

  app.get(
    '/user/streak',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        ...bearer,
        summary: 'Daily streak and answer combo',
        response: { 200: successSchema(streakSchema), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await learner.streak(currentUser(request).userId)),
  );

  app.get(
    '/user/hearts/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        ...bearer,
        summary: 'Hearts record by user id',
        params: userIdParams,
        response: { 200: successSchema(heartsRecordSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await learner.heartsRecord(ownUserId(request))),
  );

  app.get(
    '/user/streak/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        ...bearer,
        summary: 'Streak record by user id',
        params: userIdParams,
        response: { 200: successSchema(streakSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await learner.streak(ownUserId(request))),
  );
};
