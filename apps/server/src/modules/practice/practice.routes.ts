import { practiceSessionSchema, practiceStatusSchema } from '@roots/shared/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { PracticeService } from './practice.service.ts';

const languageQuery = z.strictObject({ language_id: z.uuid('Choose a language.') });

export const practiceRoutes: FastifyPluginAsyncZod<{ practice: PracticeService }> = async (app, { practice }) => {
  const tags = ['lessons'];

  app.get(
    '/practice',
    signedIn(app, {
      tags,
      summary: 'How many reviews of a language are due',
      querystring: languageQuery,
      data: practiceStatusSchema,
      errors: [404],
    }),
    async (request) => ok(await practice.status(currentUser(request).userId, request.query.language_id)),
  );

  app.post(
    '/practice/start',
    signedIn(app, {
      tags,
      summary: 'Start or resume a practice session from the review queue (no hearts needed; one comes back)',
      rateLimit: rateLimits.practiceStart,
      body: languageQuery,
      data: practiceSessionSchema,
      errors: [404],
    }),
    async (request) => ok(await practice.start(currentUser(request).userId, request.body.language_id)),
  );
};
