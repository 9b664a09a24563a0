import { successSchema } from '@roots/shared/contracts/envelope';
import { problemReportSchema, reportGroupSchema, reportReceiptSchema } from '@roots/shared/contracts/management';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors, idParams, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { ReportsService } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    '/exercise/report/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.problemReport },
      schema: {
        tags: ['lessons'],
        ...bearer,
        summary: 'Report a problem with an exercise (once per learner per exercise)',
        params: idParams('an exercise'),
        body: problemReportSchema,
        response: { 201: successSchema(reportReceiptSchema), ...errors(400, 404, 409, 429, ...SIGNED_IN) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await reports.report(currentUser(request).userId, request.params.id, request.body), 201)),
  );

  const admin = { onRequest: app.requireAdmin };
  const tag = { tags: ['admin'], ...bearer };

  app.get(
    '/admin/reports',
    {
      ...admin,
      schema: {
        ...tag,
        summary: 'Open problem reports, grouped by exercise',
        response: { 200: successSchema(z.array(reportGroupSchema)), ...errors(...SIGNED_IN) },
      },
    },
    async () => ok(await reports.listOpen()),
  );

  app.post(
    '/admin/reports/:id/accept',
    {
      ...admin,
      schema: {
        ...tag,
        summary: "Accept the learner's answer as a new accepted answer of the exercise, for everyone",
        params: idParams('a report'),
        response: { 200: successSchema(reportReceiptSchema), ...errors(400, 404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await reports.accept(currentUser(request).userId, request.params.id)),
  );

  app.post(
    '/admin/reports/:id/dismiss',
    {
      ...admin,
      schema: {
        ...tag,
        summary: 'Dismiss a report',
        params: idParams('a report'),
        response: { 200: successSchema(reportReceiptSchema), ...errors(400, 404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await reports.dismiss(currentUser(request).userId, request.params.id)),
  );
};
