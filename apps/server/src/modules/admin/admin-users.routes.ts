import { adminUserListQuerySchema, adminUserSchema, adminUserUpdateSchema } from '@roots/shared/contracts/admin';
import { successSchema } from '@roots/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors, idParams, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminUsersService } from './admin-users.service.ts';

export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  const adminOnly = { onRequest: app.requireAdmin };
  const tag = { tags: ['admin'], ...bearer };

  app.get(
    '/admin/users',
    {
      ...adminOnly,
      schema: {
        ...tag,
        summary: 'Accounts, newest first, searchable by e-mail or username',
        querystring: adminUserListQuerySchema,
        response: { 200: successSchema(z.array(adminUserSchema)), ...errors(400, ...SIGNED_IN) },
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
        params: idParams('an account'),
        body: adminUserUpdateSchema,
        response: { 200: successSchema(adminUserSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await adminUsers.update(currentUser(request).userId, request.params.id, request.body)),
  );
};
