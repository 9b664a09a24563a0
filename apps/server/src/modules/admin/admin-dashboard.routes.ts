import { successSchema } from '@roots/shared/contracts/envelope';
import {
  contactListQuerySchema,
  contactMessageAdminSchema,
  contactUpdateSchema,
  dashboardSchema,
} from '@roots/shared/contracts/management';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors, idParams, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminDashboardService } from './admin-dashboard.service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: AdminDashboardService }> = async (
  app,
  { dashboard },
) => {
  const adminOnly = { onRequest: app.requireAdmin };
  const tag = { tags: ['admin'], ...bearer };

  app.get(
    '/admin/stats',
    {
      ...adminOnly,
      schema: {
        ...tag,
        summary: 'The dashboard: learners, active learners, lessons completed per day, sign-ups, unread messages',
        response: { 200: successSchema(dashboardSchema), ...errors(...SIGNED_IN) },
      },
    },
    async () => ok(await dashboard.dashboard()),
  );

  app.get(
    '/admin/contact',
    {
      ...adminOnly,
      schema: {
        ...tag,
        summary: 'Messages sent through the contact form, newest first',
        querystring: contactListQuerySchema,
        response: { 200: successSchema(z.array(contactMessageAdminSchema)), ...errors(400, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await dashboard.messages(request.query)),
  );

  app.patch(
    '/admin/contact/:id',
    {
      ...adminOnly,
      schema: {
        ...tag,
        summary: 'Mark a contact message handled (or not)',
        params: idParams('a message'),
        body: contactUpdateSchema,
        response: { 200: successSchema(contactMessageAdminSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) =>
      ok(await dashboard.markHandled(currentUser(request).userId, request.params.id, request.body.handled)),
  );
};
