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
import { signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { FriendService } from './friends.service.ts';
import type { ProfileService } from './profile.service.ts';

export const friendRoutes: FastifyPluginAsyncZod<{ friends: FriendService; profiles: ProfileService }> = async (
  app,
  { friends, profiles },
) => {
  const tags = ['friends'];

  app.get(
    '/friends',
    signedIn(app, {
      tags,
      summary: 'Friends with their XP this week, requests received and sent, and blocked learners',
      data: friendsSchema,
    }),
    async (request) => ok(await friends.list(currentUser(request).userId)),
  );

  app.get(
    '/friends/search',
    signedIn(app, {
      tags,
      summary: 'Learners whose username starts with the text (public fields only)',
      rateLimit: rateLimits.userSearch,
      querystring: userSearchQuerySchema,
      data: userSearchSchema,
    }),
    async (request) => ok(await friends.search(currentUser(request).userId, request.query.username)),
  );

  app.post(
    '/friends/requests',
    signedIn(app, {
      tags,
      summary: 'Ask a learner (by username) to be friends; accepts their request if they asked first',
      rateLimit: rateLimits.friendRequest,
      body: friendRequestSchema,
      data: relationSchema,
      errors: [404, 409],
    }),
    async (request) => ok(await friends.request(currentUser(request).userId, request.body.username)),
  );

  // What one learner does about another: the other's id in the path, the relation as it now is.
  for (const [method, url, summary, act] of [
    ['POST', '/friends/:userId/accept', 'Accept a friend request', 'accept'],
    ['POST', '/friends/:userId/decline', 'Decline a friend request', 'decline'],
    ['DELETE', '/friends/requests/:userId', 'Cancel a friend request you sent', 'cancel'],
    ['DELETE', '/friends/:userId', 'Remove a friend', 'remove'],
    ['POST', '/friends/:userId/block', 'Block a learner', 'block'],
    ['DELETE', '/friends/:userId/block', 'Unblock a learner', 'unblock'],
  ] as const) {
    app.route({
      method,
      url,
      ...signedIn(app, { tags, summary, params: userIdParamsSchema, data: relationSchema, errors: [404] }),
      handler: async (request) => ok(await friends[act](currentUser(request).userId, request.params.userId)),
    });
  }

  app.get(
    '/users/:username/profile',
    signedIn(app, {
      tags,
      summary: 'A learner’s public profile, as their visibility setting allows the viewer to see it',
      params: usernameParamsSchema,
      data: publicProfileSchema,
      errors: [404],
    }),
    async (request) => ok(await profiles.publicProfile(currentUser(request).userId, request.params.username)),
  );

  app.get(
    '/user/profile/summary',
    signedIn(app, {
      tags: ['user'],
      summary: 'The profile page: totals, XP per day for 30 days, achievements',
      data: myProfileSchema,
    }),
    async (request) => ok(await profiles.myProfile(currentUser(request).userId)),
  );
};
