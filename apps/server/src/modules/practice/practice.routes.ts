import { successSchema } from '@roots/shared/contracts/envelope';
import { practiceSessionSchema, practiceStatusSchema } from '@roots/shared/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { PracticeService } from './practice.service.ts';

const languageQuery = z.strictObject({ language_id: z.uuid('Choose a language.') });

export const practiceRoutes: FastifyPluginAsyncZod<{ practice: PracticeService }> = async (app, { practice }) => {
  app.get(
    '/practice',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['lessons'],
        ...bearer,
        summary: 'How many reviews of a language are due',
        querystring: languageQuery,
        response: { 200: successSchema(practiceStatusSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await practice.status(currentUser(request).userId, request.query.language_id)),
  );

  app.post(
    '/practice/start',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.practiceStart },
      schema: {
        tags: ['lessons'],
        ...bearer,
        summary: 'Start or resume a practice session from the review queue (no hearts needed; one comes back)',
        body: languageQuery,
        response: { 200: successSchema(practiceSessionSchema), ...errors(400, 404, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await practice.start(currentUser(request).userId, request.body.language_id)),
  );
};
