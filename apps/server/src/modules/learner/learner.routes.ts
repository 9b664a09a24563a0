import { heartsRecordSchema, onboardingSchema, statsSchema, streakSchema } from '@roots/shared/contracts/learning';
import { heartsSchema } from '@roots/shared/contracts/user';
import { AppError } from '@roots/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/openapi.ts';
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
  const tags = ['user'];

  app.post(
    '/user/onboarding',
    signedIn(app, {
      tags,
      summary: 'Finish onboarding: the first language and the daily goal',
      body: onboardingSchema,
      data: z.object({ next_lesson_id: z.string().nullable() }),
      errors: [404],
    }),
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
    signedIn(app, { tags, summary: 'Total XP (a number)', data: z.number().int() }),
    async (request) => ok(await learner.xp(currentUser(request).userId)),
  );

  app.get(
    '/user/stats',
    signedIn(app, { tags, summary: 'XP today and this week, daily goal, coins, streak, hearts', data: statsSchema }),
    async (request) => ok(await learner.stats(currentUser(request).userId)),
  );

  app.get(
    '/user/check-heart',
    signedIn(app, { tags, summary: 'The hearts, with regeneration applied', data: heartsSchema }),
    async (request) => ok(await learner.hearts(currentUser(request).userId)),
  );

  app.get(
    '/user/streak',
    signedIn(app, { tags, summary: 'Daily streak and answer combo', data: streakSchema }),
    async (request) => ok(await learner.streak(currentUser(request).userId)),
  );

  app.get(
    '/user/hearts/:userId',
    signedIn(app, {
      tags,
      summary: 'Hearts record by user id',
      params: userIdParams,
      data: heartsRecordSchema,
      errors: [404],
    }),
    async (request) => ok(await learner.heartsRecord(ownUserId(request))),
  );

  app.get(
    '/user/streak/:userId',
    signedIn(app, {
      tags,
      summary: 'Streak record by user id',
      params: userIdParams,
      data: streakSchema,
      errors: [404],
    }),
    async (request) => ok(await learner.streak(ownUserId(request))),
  );
};
