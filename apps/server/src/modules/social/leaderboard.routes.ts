import { successSchema } from '@roots/shared/contracts/envelope';
import { leaderboardQuerySchema, leaderboardSchema, leagueSchema } from '@roots/shared/contracts/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errors, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { LeaderboardService } from './leaderboard.service.ts';
import type { LeagueService } from './leagues.service.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod<{
  leaderboard: LeaderboardService;
  leagues: LeagueService;
}> = async (app, { leaderboard, leagues }) => {
  app.get(
    '/leaderboard',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leaderboard'],
        ...bearer,
        summary: 'Top 50 by XP this week (from Monday 00:00 UTC) or all time, everyone or friends, and your own row',
        querystring: leaderboardQuerySchema,
        response: { 200: successSchema(leaderboardSchema), ...errors(400, ...SIGNED_IN) },
      },
    },
    async (request) =>
      ok(await leaderboard.leaderboard(currentUser(request).userId, request.query.period, request.query.scope)),
  );

  app.get(
    '/leagues/current',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leaderboard'],
        ...bearer,
        summary: 'Your weekly league: your group of up to 30 ranked, the promotion and demotion lines, the time left',
        response: { 200: successSchema(leagueSchema), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await leagues.league(currentUser(request).userId)),
  );
};
