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
import { bearer, errors, SIGNED_IN, signedIn } from '../../lib/openapi.ts';
import { ok, uploadedBytes } from '../../lib/reply.ts';
import { servePictures } from '../../lib/pictures.ts';
import { rateLimits } from '../../rate-limits.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AccountService } from './account.service.ts';

interface AccountRouteOptions {
  account: AccountService;
  avatarsDir: string;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { account, avatarsDir }) => {
  const tags = ['user'];

  app.get(
    '/user/profile',
    signedIn(app, { tags, summary: "The signed-in learner's profile with hearts", data: userProfileSchema }),
    async (request) => ok(await account.getProfile(currentUser(request).userId)),
  );

  app.patch(
    '/user/profile',
    signedIn(app, {
      tags,
      summary: 'Change username, display name, bio, daily goal or time zone (nothing else)',
      body: profileUpdateSchema,
      data: userProfileSchema,
      errors: [409],
    }),
    async (request) => ok(await account.updateProfile(currentUser(request).userId, request.body)),
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
    async (request) => ok(await account.checkUsername(request.query.username)),
  );

  // The upload is the raw image as the body (`Content-Type: image/…`), in its own scope so that only
  // this route takes a body that is not JSON; its body limit and media types are its own, so it
  // declares its options in full.
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
          response: { 200: successSchema(userProfileSchema), ...errors(413, 415, 429, ...SIGNED_IN) },
        },
      },
      async (request) =>
        ok(await account.setAvatar(currentUser(request).userId, uploadedBytes(request.body, NOT_AN_IMAGE))),
    );
  });

  app.delete(
    '/user/avatar',
    signedIn(app, { tags, summary: 'Remove the profile picture', data: userProfileSchema }),
    async (request) => ok(await account.setAvatar(currentUser(request).userId, null)),
  );

  // Each upload has a new random name, so a picture can be cached for a year. Shown at 36 to 80
  // px: the small copy (64 px) is what a connection that saves data gets.
  await servePictures(app, {
    dir: avatarsDir,
    prefix: '/avatars/',
    small: { width: 64, height: 64 },
    tags,
    what: 'A profile picture',
  });

  app.get(
    '/user/export',
    signedIn(app, {
      tags,
      summary: 'Download everything Roots holds about the learner, as JSON',
      rateLimit: rateLimits.export,
      data: z.record(z.string(), z.unknown()),
    }),
    async (request, reply) => {
      const data = await account.exportData(currentUser(request).userId);
      const day = data.exported_at.slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="roots-data-${day}.json"`);
      return ok(data);
    },
  );

  app.delete(
    '/user/account',
    signedIn(app, {
      tags,
      summary: 'Delete the account and the personal data tied to it',
      rateLimit: rateLimits.deleteAccount,
      body: deleteAccountSchema,
      data: z.object({ message: z.string() }),
    }),
    async (request) => {
      await account.deleteAccount(currentUser(request).userId, request.body);
      return ok({ message: 'Your account and its data have been deleted.' });
    },
  );
};
