import { checkpointSessionSchema, checkpointStartSchema } from '@roots/shared/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { CheckpointService } from './checkpoint.service.ts';

export const checkpointRoutes: FastifyPluginAsyncZod<{ checkpoints: CheckpointService }> = async (
  app,
  { checkpoints },
) => {
  app.post(
    '/checkpoint/start',
    signedIn(app, {
      tags: ['lessons'],
      summary:
        'Start or resume the checkpoint of a unit of the current course: 15 questions, answered with POST /exercise/check/:id and no hearts spent. Three mistakes fail it; a pass completes every lesson of the unit and the units before it, with no XP or coins for them, and opens the next unit (409 once the unit is completed)',
      rateLimit: rateLimits.checkpointStart,
      body: checkpointStartSchema,
      data: checkpointSessionSchema,
      errors: [404, 409],
    }),
    async (request) => ok(await checkpoints.start(currentUser(request).userId, request.body.unit_id)),
  );
};
