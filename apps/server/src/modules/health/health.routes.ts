import { healthSchema, readinessSchema } from '@roots/shared/contracts/health';
import { successSchema } from '@roots/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up',
        response: { 200: successSchema(healthSchema) },
      },
    },
    () => ok(health.liveness()),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and takes writes, the data folder is writable',
        response: { 200: successSchema(readinessSchema), ...errors(503) },
      },
    },
    async () => ok(await health.readiness()),
  );
};
