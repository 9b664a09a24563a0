import { apiErrorSchema, successSchema } from '@roots/shared/contracts/envelope';
import {
  deleteAccountSchema,
  profileUpdateSchema,
  usernameCheckQuerySchema,
  usernameCheckSchema,
  userProfileSchema,
} from '@roots/shared/contracts/user';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../../lib/avatar-store.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { UserService } from './user.service.ts';

interface UserRouteOptions {
  users: UserService;
  authenticate: (request: FastifyRequest) => Promise<void>;
  avatarsDir: string;
}

const profileResponse = { 200: successSchema(userProfileSchema), 401: apiErrorSchema, 403: apiErrorSchema };

export const userRoutes: FastifyPluginAsyncZod<UserRouteOptions> = async (app, { users, authenticate, avatarsDir }) => {
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

  // The upload is the raw image as the body (`Content-Type: image/…`), in its own scope so that only
  // this route takes a body that is not JSON.
  await app.register(async (upload) => {
    upload.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_req, body, done) => {
      done(null, body);
    });
    upload.put(
      '/user/avatar',
      {
        onRequest: authenticate,
        bodyLimit: AVATAR_MAX_BYTES,
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['user'],
          summary: 'Upload a profile picture (PNG, JPEG, WebP or GIF, up to 5 MB; stored as 256×256 WebP)',
          security: [{ bearerAuth: [] }],
          consumes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
          response: { ...profileResponse, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => ok(await users.setAvatar(currentUser(request).userId, request.body as Buffer)),
    );
  });

  app.delete(
    '/user/avatar',
    {
      onRequest: authenticate,
      schema: {
        tags: ['user'],
        summary: 'Remove the profile picture',
        security: [{ bearerAuth: [] }],
        response: profileResponse,
      },
    },
    async (request) => ok(await users.setAvatar(currentUser(request).userId, null)),
  );

  // Each upload has a new random name, so a picture can be cached for a year.
  await app.register(fastifyStatic, {
    root: avatarsDir,
    prefix: '/avatars/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.get(
    '/user/export',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['user'],
        summary: 'Download everything Roots holds about the learner, as JSON',
        security: [{ bearerAuth: [] }],
        response: { 200: successSchema(z.record(z.string(), z.unknown())), 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await users.exportData(currentUser(request).userId);
      const day = data.exported_at.slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="roots-data-${day}.json"`);
      return ok(data);
    },
  );

  app.delete(
    '/user/account',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['user'],
        summary: 'Delete the account and the personal data tied to it',
        security: [{ bearerAuth: [] }],
        body: deleteAccountSchema,
        response: {
          200: successSchema(z.object({ message: z.string() })),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await users.deleteAccount(currentUser(request).userId, request.body);
      return ok({ message: 'Your account and its data have been deleted.' });
    },
  );
};
