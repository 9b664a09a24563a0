import { leaderboardQuerySchema, leaderboardSchema, leagueSchema } from '@roots/shared/contracts/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { LeaderboardService } from './leaderboard.service.ts';
import type { LeagueService } from './leagues.service.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod<{
  leaderboard: LeaderboardService;
  leagues: LeagueService;
}> = async (app, { leaderboard, leagues }) => {
  const tags = ['leaderboard'];

  app.get(
    '/leaderboard',
    signedIn(app, {
      tags,
      summary: 'Top 50 by XP this week (from Monday 00:00 UTC) or all time, everyone or friends, and your own row',
      querystring: leaderboardQuerySchema,
      data: leaderboardSchema,
    }),
    async (request) =>
      ok(await leaderboard.leaderboard(currentUser(request).userId, request.query.period, request.query.scope)),
  );

  app.get(
    '/leagues/current',
    signedIn(app, {
      tags,
      summary: 'Your weekly league: your group of up to 30 ranked, the promotion and demotion lines, the time left',
      data: leagueSchema,
    }),
    async (request) => ok(await leagues.league(currentUser(request).userId)),
  );
};
