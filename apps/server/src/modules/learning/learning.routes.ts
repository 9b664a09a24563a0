import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { apiErrorSchema, successSchema } from '@roots/shared/contracts/envelope';
import {
  attemptSchema,
  checkBodySchema,
  checkResultSchema,
  courseUnitSchema,
  factSchema,
  heartsRecordSchema,
  languageSchema,
  lessonSchema,
  onboardingSchema,
  practiceSessionSchema,
  practiceStatusSchema,
  progressSchema,
  statsSchema,
  streakSchema,
} from '@roots/shared/contracts/learning';
import { purchaseSchema, storeSchema, walletSchema } from '@roots/shared/contracts/store';
import { heartsSchema } from '@roots/shared/contracts/user';
import { AppError } from '@roots/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { LearningService } from './learning.service.ts';

interface LearningRouteOptions {
  learning: LearningService;
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** content/audio: clips are named by a hash of what they say, so they are cached for a year. */
  audioDir: string;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = (what: string) => z.object({ id: z.uuid(`That is not a ${what} id.`) });
const secured = { security: [{ bearerAuth: [] }] };
const languageQuery = z.strictObject({ language_id: z.uuid('Choose a language.') });

export const learningRoutes: FastifyPluginAsyncZod<LearningRouteOptions> = async (
  app,
  { learning, authenticate, audioDir },
) => {
  if (existsSync(audioDir)) {
    await app.register(fastifyStatic, {
      root: audioDir,
      prefix: '/audio/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const signedIn = { onRequest: authenticate };
  // Catalogue pages work signed out too; with a token they add the learner's own progress.
  const optionalAuth = {
    onRequest: async (request: FastifyRequest) => {
      if (request.headers.authorization) await authenticate(request);
    },
  };
  const viewer = (request: FastifyRequest) => request.auth?.userId;

  app.get(
    '/language',
    {
      ...optionalAuth,
      schema: {
        tags: ['courses'],
        summary: 'The published languages',
        response: { 200: successSchema(z.array(languageSchema)), ...errors },
      },
    },
    async (request) => ok(await learning.listLanguages(viewer(request))),
  );

  app.get(
    '/language/:id',
    {
      ...optionalAuth,
      schema: {
        tags: ['courses'],
        summary: 'One language',
        params: idParams('language'),
        response: { 200: successSchema(languageSchema), ...errors },
      },
    },
    async (request) => ok(await learning.getLanguage(viewer(request), request.params.id)),
  );

  app.post(
    '/language/enroll/:id',
    {
      ...signedIn,
      schema: {
        tags: ['courses'],
        ...secured,
        summary: 'Enrol in a language',
        params: idParams('language'),
        response: { 200: successSchema(languageSchema), ...errors },
      },
    },
    async (request) => ok(await learning.enroll(currentUser(request).userId, request.params.id)),
  );

  app.delete(
    '/language/un-enroll/:id',
    {
      ...signedIn,
      schema: {
        tags: ['courses'],
        ...secured,
        summary: 'Leave a language (progress is kept for a return)',
        params: idParams('language'),
        response: { 200: successSchema(z.object({ message: z.string() })), ...errors },
      },
    },
    async (request) => {
      await learning.unenroll(currentUser(request).userId, request.params.id);
      return ok({ message: 'You have left this course. Your progress is kept if you come back.' });
    },
  );

  app.get(
    '/language/progress/:id',
    {
      ...signedIn,
      schema: {
        tags: ['courses'],
        ...secured,
        summary: "The learner's progress in a language",
        params: idParams('language'),
        response: { 200: successSchema(progressSchema), ...errors },
      },
    },
    async (request) => ok(await learning.progress(currentUser(request).userId, request.params.id)),
  );

  app.get(
    '/unit/:languageId',
    {
      ...optionalAuth,
      schema: {
        tags: ['courses'],
        summary: 'Units of a language with their lessons (locked, available, completed for the learner)',
        params: z.object({ languageId: z.uuid('That is not a language id.') }),
        response: { 200: successSchema(z.array(courseUnitSchema)), ...errors },
      },
    },
    async (request) => ok(await learning.courseMap(viewer(request), request.params.languageId)),
  );

  app.get(
    '/lesson/:id',
    {
      ...signedIn,
      schema: {
        tags: ['lessons'],
        ...secured,
        summary: 'A lesson with its exercises (never the answers)',
        params: idParams('lesson'),
        response: { 200: successSchema(lessonSchema), ...errors },
      },
    },
    async (request) => ok(await learning.getLesson(currentUser(request).userId, request.params.id)),
  );

  app.post(
    '/lesson/start/:id',
    {
      ...signedIn,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['lessons'],
        ...secured,
        summary: 'Start or resume an attempt at a lesson',
        params: idParams('lesson'),
        response: { 200: successSchema(attemptSchema), ...errors },
      },
    },
    async (request) => ok(await learning.startLesson(currentUser(request).userId, request.params.id)),
  );

  app.get(
    '/lesson/attempt/:id',
    {
      ...signedIn,
      schema: {
        tags: ['lessons'],
        ...secured,
        summary: 'The state of an attempt, to resume after a reload',
        params: idParams('lesson attempt'),
        response: { 200: successSchema(attemptSchema), ...errors },
      },
    },
    async (request) => ok(await learning.getAttempt(currentUser(request).userId, request.params.id)),
  );

  app.post(
    '/exercise/check/:id',
    {
      ...signedIn,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['lessons'],
        ...secured,
        summary: 'Grade one answer; a repeated Idempotency-Key returns the first response',
        params: idParams('exercise'),
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: checkBodySchema,
        response: { 200: successSchema(checkResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await learning.checkAnswer(
          currentUser(request).userId,
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.get(
    '/practice',
    {
      ...signedIn,
      schema: {
        tags: ['lessons'],
        ...secured,
        summary: 'How many reviews of a language are due',
        querystring: languageQuery,
        response: { 200: successSchema(practiceStatusSchema), ...errors },
      },
    },
    async (request) => ok(await learning.practiceStatus(currentUser(request).userId, request.query.language_id)),
  );

  app.post(
    '/practice/start',
    {
      ...signedIn,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['lessons'],
        ...secured,
        summary: 'Start or resume a practice session from the review queue (no hearts needed; one comes back)',
        body: languageQuery,
        response: { 200: successSchema(practiceSessionSchema), ...errors },
      },
    },
    async (request) => ok(await learning.startPractice(currentUser(request).userId, request.body.language_id)),
  );

  app.get(
    '/store',
    {
      ...signedIn,
      schema: {
        tags: ['store'],
        ...secured,
        summary: 'The power-ups with their prices, and the learner’s coins and holdings',
        response: { 200: successSchema(storeSchema), ...errors },
      },
    },
    async (request) => ok(await learning.store(currentUser(request).userId)),
  );

  app.post(
    '/store/purchase',
    {
      ...signedIn,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['store'],
        ...secured,
        summary: 'Buy a power-up with coins (the price is the server’s); answers the new wallet',
        body: purchaseSchema,
        response: { 200: successSchema(walletSchema), ...errors },
      },
    },
    async (request) => ok(await learning.purchase(currentUser(request).userId, request.body.item_id)),
  );

  app.get(
    '/fact/:languageId',
    {
      schema: {
        tags: ['courses'],
        summary: 'Cultural facts of a language',
        params: z.object({ languageId: z.uuid('That is not a language id.') }),
        response: { 200: successSchema(z.array(factSchema)), ...errors },
      },
    },
    async (request) => ok(await learning.facts(request.params.languageId)),
  );

  app.post(
    '/user/onboarding',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        ...secured,
        summary: 'Finish onboarding: the first language and the daily goal',
        body: onboardingSchema,
        response: { 200: successSchema(z.object({ next_lesson_id: z.string().nullable() })), ...errors },
      },
    },
    async (request) =>
      ok(
        await learning.completeOnboarding(
          currentUser(request).userId,
          request.body.language_id,
          request.body.daily_goal,
        ),
      ),
  );

  app.get(
    '/user/xp',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        ...secured,
        summary: 'Total XP (a number)',
        response: { 200: successSchema(z.number().int()), ...errors },
      },
    },
    async (request) => ok(await learning.xp(currentUser(request).userId)),
  );

  app.get(
    '/user/stats',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        ...secured,
        summary: 'XP today and this week, daily goal, coins, streak, hearts',
        response: { 200: successSchema(statsSchema), ...errors },
      },
    },
    async (request) => ok(await learning.stats(currentUser(request).userId)),
  );

  app.get(
    '/user/languages',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        ...secured,
        summary: "The learner's languages",
        response: { 200: successSchema(z.array(languageSchema)), ...errors },
      },
    },
    async (request) => ok(await learning.userLanguages(currentUser(request).userId)),
  );

  app.get(
    '/user/check-heart',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        ...secured,
        summary: 'Apply heart regeneration and answer the hearts',
        response: { 200: successSchema(heartsSchema), ...errors },
      },
    },
    async (request) => ok(await learning.checkHearts(currentUser(request).userId)),
  );

  app.get(
    '/user/streak',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        ...secured,
        summary: 'Daily streak and answer combo',
        response: { 200: successSchema(streakSchema), ...errors },
      },
    },
    async (request) => ok(await learning.streak(currentUser(request).userId)),
  );

  // The spec's user-id based records: a learner reads their own (another id is not found).
  const ownOnly = (request: FastifyRequest & { params: { userId: string } }) => {
    if (request.params.userId !== currentUser(request).userId)
      throw new AppError('NOT_FOUND', 'We could not find that learner.');
    return request.params.userId;
  };
  const userIdParams = z.object({ userId: z.uuid('That is not a user id.') });

  app.get(
    '/user/hearts/:userId',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        ...secured,
        summary: 'Hearts record by user id',
        params: userIdParams,
        response: { 200: successSchema(heartsRecordSchema), ...errors },
      },
    },
    async (request) => {
      const hearts = await learning.checkHearts(ownOnly(request));
      return ok({
        hearts: hearts.heart_count,
        max_hearts: hearts.max_heart,
        regeneration_rate_minutes: hearts.regeneration_rate,
        is_regenerating: hearts.next_heart_regen !== null,
        ...(hearts.next_heart_regen ? { next_heart_at: hearts.next_heart_regen } : {}),
      });
    },
  );

  app.get(
    '/user/streak/:userId',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        ...secured,
        summary: 'Streak record by user id',
        params: userIdParams,
        response: { 200: successSchema(streakSchema), ...errors },
      },
    },
    async (request) => ok(await learning.streak(ownOnly(request))),
  );
};
