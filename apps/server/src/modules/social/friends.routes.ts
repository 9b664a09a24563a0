import { successSchema } from '@roots/shared/contracts/envelope';
import {
  friendRequestSchema,
  friendsSchema,
  myProfileSchema,
  publicProfileSchema,
  relationSchema,
  userIdParamsSchema,
  usernameParamsSchema,
  userSearchQuerySchema,
  userSearchSchema,
} from '@roots/shared/contracts/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errors, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { FriendService } from './friends.service.ts';
import type { ProfileService } from './profile.service.ts';

const relationResponse = { 200: successSchema(relationSchema), ...errors(400, 404, ...SIGNED_IN) };

export const friendRoutes: FastifyPluginAsyncZod<{ friends: FriendService; profiles: ProfileService }> = async (
  app,
  { friends, profiles },
) => {
  const tags = ['friends'];

  app.get(
    '/friends',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...bearer,
        summary: 'Friends with their XP this week, requests received and sent, and blocked learners',
        response: { 200: successSchema(friendsSchema), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await friends.list(currentUser(request).userId)),
  );

  app.get(
    '/friends/search',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.userSearch },
      schema: {
        tags,
        ...bearer,
        summary: 'Learners whose username starts with the text (public fields only)',
        querystring: userSearchQuerySchema,
        response: { 200: successSchema(userSearchSchema), ...errors(400, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await friends.search(currentUser(request).userId, request.query.username)),
  );

  app.post(
    '/friends/requests',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.friendRequest },
      schema: {
        tags,
        ...bearer,
        summary: 'Ask a learner (by username) to be friends; accepts their request if they asked first',
        body: friendRequestSchema,
        response: { 200: successSchema(relationSchema), ...errors(400, 404, 409, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await friends.request(currentUser(request).userId, request.body.username)),
  );

  const byUser = {
    onRequest: app.authenticate,
    schema: { tags, ...bearer, params: userIdParamsSchema, response: relationResponse },
  };
  const action = (summary: string) => ({ ...byUser, schema: { ...byUser.schema, summary } });

  app.post('/friends/:userId/accept', action('Accept a friend request'), async (request) =>
    ok(await friends.accept(currentUser(request).userId, request.params.userId)),
  );
  app.post('/friends/:userId/decline', action('Decline a friend request'), async (request) =>
    ok(await friends.decline(currentUser(request).userId, request.params.userId)),
  );
  app.delete('/friends/requests/:userId', action('Cancel a friend request you sent'), async (request) =>
    ok(await friends.cancel(currentUser(request).userId, request.params.userId)),
  );
  app.delete('/friends/:userId', action('Remove a friend'), async (request) =>
    ok(await friends.remove(currentUser(request).userId, request.params.userId)),
  );
  app.post('/friends/:userId/block', action('Block a learner'), async (request) =>
    ok(await friends.block(currentUser(request).userId, request.params.userId)),
  );
  app.delete('/friends/:userId/block', action('Unblock a learner'), async (request) =>
    ok(await friends.unblock(currentUser(request).userId, request.params.userId)),
  );

  app.get(
    '/users/:username/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...bearer,
        summary: 'A learner’s public profile, as their visibility setting allows the viewer to see it',
        params: usernameParamsSchema,
        response: { 200: successSchema(publicProfileSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await profiles.publicProfile(currentUser(request).userId, request.params.username)),
  );

  app.get(
    '/user/profile/summary',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        ...bearer,
        summary: 'The profile page: totals, XP per day for 30 days, achievements',
        response: { 200: successSchema(myProfileSchema), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await profiles.myProfile(currentUser(request).userId)),
  );
};
