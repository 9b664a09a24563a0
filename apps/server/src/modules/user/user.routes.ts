import { apiErrorSchema, successSchema } from '@roots/shared/contracts/envelope';
import { userProfileSchema } from '@roots/shared/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { UserService } from './user.service.ts';

interface UserRouteOptions {
  users: UserService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}

export const userRoutes: FastifyPluginAsyncZod<UserRouteOptions> = async (app, { users, authenticate }) => {
  app.get(
    '/user/profile',
    {
      onRequest: authenticate,
      schema: {
        tags: ['user'],
        summary: "The signed-in learner's profile with hearts",
        security: [{ bearerAuth: [] }],
        response: { 200: successSchema(userProfileSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ok(await users.getProfile(currentUser(request).userId)),
  );
};
