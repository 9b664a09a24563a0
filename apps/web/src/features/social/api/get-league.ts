import type { League } from '@roots/shared/contracts/social';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { socialKeys } from './social-keys.ts';

export const getLeague = () => apiData<League>('/leagues/current');

export const leagueQuery = (userId: string) =>
  queryOptions({ queryKey: socialKeys.league(userId), queryFn: getLeague });

export const useLeague = (userId: string) => useSuspenseQuery(leagueQuery(userId));
/** For cards that show nothing until it loads (the dashboard). */
export const useLeagueIfLoaded = (userId: string) => useQuery(leagueQuery(userId));
