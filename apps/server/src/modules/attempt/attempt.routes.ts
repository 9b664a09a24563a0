import {
  attemptSchema,
  checkBodySchema,
  checkResultSchema,
  pairCheckBodySchema,
  pairCheckResultSchema,
  attemptStepBodySchema,
} from '@roots/shared/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ErrorStatus, idParams, signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { AttemptService, AudioStep } from './attempt.service.ts';

/** Playing a lesson: start or resume an attempt, and grade each answer on the server. */
export const attemptRoutes: FastifyPluginAsyncZod<{ attempts: AttemptService }> = async (app, { attempts }) => {
  const tags = ['lessons'];

  app.post(
    '/lesson/start/:id',
    signedIn(app, {
      tags,
      summary: 'Start or resume an attempt at a lesson (403 while it is locked or the learner has no hearts)',
      rateLimit: rateLimits.lessonStart,
      params: idParams('a lesson'),
      data: attemptSchema,
      errors: [404],
    }),
    async (request) => ok(await attempts.startLesson(currentUser(request).userId, request.params.id)),
  );

  app.get(
    '/lesson/attempt/:id',
    signedIn(app, {
      tags,
      summary: 'The state of an attempt, to resume after a reload',
      params: idParams('a lesson attempt'),
      data: attemptSchema,
      errors: [404],
    }),
    async (request) => ok(await attempts.getAttempt(currentUser(request).userId, request.params.id)),
  );

  // An answer to an exercise of the learner's attempt, refused (409) once that attempt has ended.
  const exercise = { tags, params: idParams('an exercise'), errors: [404, 409] satisfies ErrorStatus[] };

  app.post(
    '/exercise/check/:id',
    signedIn(app, {
      ...exercise,
      summary: 'Grade one answer; a repeated Idempotency-Key returns the first response',
      rateLimit: rateLimits.answerCheck,
      headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
      body: checkBodySchema,
      data: checkResultSchema,
    }),
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
    signedIn(app, {
      ...exercise,
      summary: 'Whether one tapped pair of a match exercise is right (a wrong pair counts as a mistake)',
      rateLimit: rateLimits.pairCheck,
      body: pairCheckBodySchema,
      data: pairCheckResultSchema,
    }),
    async (request) => ok(await attempts.checkPair(currentUser(request).userId, request.params.id, request.body)),
  );

  const audioRoutes: { path: string; step: AudioStep; summary: string; rateLimit: typeof rateLimits.listeningSkip }[] =
    [
      {
        path: '/exercise/skip-listening/:id',
        step: 'skipListening',
        summary: "Can't listen now: skips this listen exercise, and those after it for 15 minutes, without a heart",
        rateLimit: rateLimits.listeningSkip,
      },
      {
        path: '/exercise/skip-speaking/:id',
        step: 'skipSpeaking',
        summary: "Can't speak now: skips this speak exercise, and those after it for 15 minutes, without a heart",
        rateLimit: rateLimits.speakingSkip,
      },
      {
        path: '/exercise/spoken/:id',
        step: 'spoken',
        summary:
          'A speak exercise said and marked by the learner (nothing is recorded or graded on the server): done without a heart',
        rateLimit: rateLimits.spoken,
      },
    ];
  for (const { path, step, summary, rateLimit } of audioRoutes) {
    app.post(
      path,
      signedIn(app, { ...exercise, summary, rateLimit, body: attemptStepBodySchema, data: attemptSchema }),
      async (request) =>
        ok(await attempts.audioStep(step, currentUser(request).userId, request.params.id, request.body)),
    );
  }
};
