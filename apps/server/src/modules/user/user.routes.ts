import { apiErrorSchema, successSchema } from '@roots/shared/contracts/envelope';
import {
  profileUpdateSchema,
  usernameCheckQuerySchema,
  usernameCheckSchema,
  userProfileSchema,
} from '@roots/shared/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { UserService } from './user.service.ts';

interface UserRouteOptions {
  users: UserService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}

const profileResponse = { 200: successSchema(userProfileSchema), 401: apiErrorSchema, 403: apiErrorSchema };

export const userRoutes: FastifyPluginAsyncZod<UserRouteOptions> = async (app, { users, authenticate }) => {
  app.get(
    '/user/profile',
    {
      onRequest: authenticate,
      schema: {
        tags: ['user'],
        summary: "The signed-in learner's profile with hearts",
        security: [{ bearerAuth: [] }],
        response: profileResponse,
      },
    },
    async (request) => ok(await users.getProfile(currentUser(request).userId)),
  );

  app.patch(
    '/user/profile',
    {
      onRequest: authenticate,
      schema: {
        tags: ['user'],
        summary: 'Change username, display name, bio, daily goal or time zone (nothing else)',
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { ...profileResponse, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ok(await users.updateProfile(currentUser(request).userId, request.body)),
  );

  app.get(
    '/user/username/check',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        summary: 'Whether a username is valid and free',
        querystring: usernameCheckQuerySchema,
        response: { 200: successSchema(usernameCheckSchema), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ok(await users.checkUsername(request.query.username)),
  );
};
