import { adminUserListQuerySchema, adminUserSchema, adminUserUpdateSchema } from '@roots/shared/contracts/admin';
import { apiErrorSchema, successSchema } from '@roots/shared/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminUsersService } from './admin-users.service.ts';

interface AdminUsersRouteOptions {
  adminUsers: AdminUsersService;
  requireAdmin: (request: FastifyRequest) => Promise<void>;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersRouteOptions> = async (
  app,
  { adminUsers, requireAdmin },
) => {
  const adminOnly = { onRequest: requireAdmin };
  const tag = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/users',
    {
      ...adminOnly,
      schema: {
        ...tag,
        summary: 'Accounts, newest first, searchable by e-mail or username',
        querystring: adminUserListQuerySchema,
        response: { 200: successSchema(z.array(adminUserSchema)), ...errors },
      },
    },
    async (request) => ok(await adminUsers.list(request.query)),
  );

  app.patch(
    '/admin/users/:id',
    {
      ...adminOnly,
      schema: {
        ...tag,
        summary: 'Change the role or status (ban/restore) of an account; applies to its sessions at once',
        params: z.object({ id: z.uuid('That is not an account id.') }),
        body: adminUserUpdateSchema,
        response: { 200: successSchema(adminUserSchema), ...errors },
      },
    },
    async (request) => ok(await adminUsers.update(currentUser(request).userId, request.params.id, request.body)),
  );
};
