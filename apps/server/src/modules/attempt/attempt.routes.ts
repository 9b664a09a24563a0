import { successSchema } from '@roots/shared/contracts/envelope';
import {
  attemptSchema,
  checkBodySchema,
  checkResultSchema,
  pairCheckBodySchema,
  pairCheckResultSchema,
  skipListeningBodySchema,
} from '@roots/shared/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors, idParams, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { AttemptService } from './attempt.service.ts';

/** Playing a lesson: start or resume an attempt, and grade each answer on the server. */
export const attemptRoutes: FastifyPluginAsyncZod<{ attempts: AttemptService }> = async (app, { attempts }) => {
  app.post(
    '/lesson/start/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.lessonStart },
      schema: {
        tags: ['lessons'],
        ...bearer,
        summary: 'Start or resume an attempt at a lesson (403 while it is locked or the learner has no hearts)',
        params: idParams('a lesson'),
        response: { 200: successSchema(attemptSchema), ...errors(400, 404, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await attempts.startLesson(currentUser(request).userId, request.params.id)),
  );

  app.get(
    '/lesson/attempt/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['lessons'],
        ...bearer,
        summary: 'The state of an attempt, to resume after a reload',
        params: idParams('a lesson attempt'),
        response: { 200: successSchema(attemptSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await attempts.getAttempt(currentUser(request).userId, request.params.id)),
  );

  app.post(
    '/exercise/check/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.answerCheck },
      schema: {
        tags: ['lessons'],
        ...bearer,
        summary: 'Grade one answer; a repeated Idempotency-Key returns the first response',
        params: idParams('an exercise'),
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: checkBodySchema,
        response: { 200: successSchema(checkResultSchema), ...errors(400, 404, 409, 429, ...SIGNED_IN) },
      },
    },
    async (request) =>
      ok(
        await attempts.checkAnswer(
          currentUser(request).userId,
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    '/exercise/check-pair/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.pairCheck },
      schema: {
        tags: ['lessons'],
        ...bearer,
        summary: 'Whether one tapped pair of a match exercise is right (a wrong pair counts as a mistake)',
        params: idParams('an exercise'),
        body: pairCheckBodySchema,
        response: { 200: successSchema(pairCheckResultSchema), ...errors(400, 404, 409, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await attempts.checkPair(currentUser(request).userId, request.params.id, request.body)),
  );

  app.post(
    '/exercise/skip-listening/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.listeningSkip },
      schema: {
        tags: ['lessons'],
        ...bearer,
        summary: "Can't listen now: skips this listen exercise, and those after it for 15 minutes, without a heart",
        params: idParams('an exercise'),
        body: skipListeningBodySchema,
        response: { 200: successSchema(attemptSchema), ...errors(400, 404, 409, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await attempts.skipListening(currentUser(request).userId, request.params.id, request.body)),
  );
};
