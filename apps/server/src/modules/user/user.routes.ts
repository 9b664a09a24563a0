import { successSchema } from '@roots/shared/contracts/envelope';
import {
  deleteAccountSchema,
  profileUpdateSchema,
  usernameCheckQuerySchema,
  usernameCheckSchema,
  userProfileSchema,
} from '@roots/shared/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, NOT_AN_IMAGE } from '../../lib/avatar-store.ts';
import { bearer, errors, SIGNED_IN } from '../../lib/openapi.ts';
import { ok, uploadedBytes } from '../../lib/reply.ts';
import { serveImmutableFiles } from '../../lib/static-files.ts';
import { rateLimits } from '../../rate-limits.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { UserService } from './user.service.ts';

interface UserRouteOptions {
  users: UserService;
  avatarsDir: string;
}

const profileResponse = { 200: successSchema(userProfileSchema), ...errors(...SIGNED_IN) };

export const userRoutes: FastifyPluginAsyncZod<UserRouteOptions> = async (app, { users, avatarsDir }) => {
  app.get(
    '/user/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The signed-in learner's profile with hearts",
        ...bearer,
        response: profileResponse,
      },
    },
    async (request) => ok(await users.getProfile(currentUser(request).userId)),
  );

  app.patch(
    '/user/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Change username, display name, bio, daily goal or time zone (nothing else)',
        ...bearer,
        body: profileUpdateSchema,
        response: { ...profileResponse, ...errors(400, 409) },
      },
    },
    async (request) => ok(await users.updateProfile(currentUser(request).userId, request.body)),
  );

  app.get(
    '/user/username/check',
    {
      config: { rateLimit: rateLimits.usernameCheck },
      schema: {
        tags: ['user'],
        summary: 'Whether a username is valid and free',
        querystring: usernameCheckQuerySchema,
        response: { 200: successSchema(usernameCheckSchema), ...errors(400, 429) },
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
        onRequest: app.authenticate,
        bodyLimit: AVATAR_MAX_BYTES,
        config: { rateLimit: rateLimits.avatar },
        schema: {
          tags: ['user'],
          summary: 'Upload a profile picture (PNG, JPEG, WebP or GIF, up to 5 MB; stored as 256×256 WebP)',
          ...bearer,
          consumes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
          response: { ...profileResponse, ...errors(413, 415, 429) },
        },
      },
      async (request) =>
        ok(await users.setAvatar(currentUser(request).userId, uploadedBytes(request.body, NOT_AN_IMAGE))),
    );
  });

  app.delete(
    '/user/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Remove the profile picture',
        ...bearer,
        response: profileResponse,
      },
    },
    async (request) => ok(await users.setAvatar(currentUser(request).userId, null)),
  );

  // Each upload has a new random name, so a picture can be cached for a year.
  await serveImmutableFiles(app, { root: avatarsDir, prefix: '/avatars/' });

  app.get(
    '/user/export',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.export },
      schema: {
        tags: ['user'],
        summary: 'Download everything Roots holds about the learner, as JSON',
        ...bearer,
        response: { 200: successSchema(z.record(z.string(), z.unknown())), ...errors(429, ...SIGNED_IN) },
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
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.deleteAccount },
      schema: {
        tags: ['user'],
        summary: 'Delete the account and the personal data tied to it',
        ...bearer,
        body: deleteAccountSchema,
        response: {
          200: successSchema(z.object({ message: z.string() })),
          ...errors(400, 429, ...SIGNED_IN),
        },
      },
    },
    async (request) => {
      await users.deleteAccount(currentUser(request).userId, request.body);
      return ok({ message: 'Your account and its data have been deleted.' });
    },
  );
};
