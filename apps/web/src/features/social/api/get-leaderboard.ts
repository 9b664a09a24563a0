import type { Leaderboard } from '@roots/shared/contracts/social';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { socialKeys } from './social-keys.ts';

export type Period = Leaderboard['period'];
export type Scope = Leaderboard['scope'];

/** What the leaderboard shows first (the page asks for it with the league). */
export const firstView: { period: Period; scope: Scope } = { period: 'week', scope: 'everyone' };

export const getLeaderboard = (period: Period, scope: Scope) =>
  apiData<Leaderboard>('/leaderboard', { query: { period, scope } });

export const leaderboardQuery = (userId: string, period: Period, scope: Scope) =>
  queryOptions({
    queryKey: socialKeys.leaderboard(userId, period, scope),
    queryFn: () => getLeaderboard(period, scope),
  });

export const useLeaderboard = (userId: string, period: Period, scope: Scope) =>
  useSuspenseQuery(leaderboardQuery(userId, period, scope));
