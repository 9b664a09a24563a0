import type { Stats } from '@roots/shared/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';

export const getStats = () => apiData<Stats>('/user/stats');

export const statsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: learnerKeys.stats(userId), queryFn: getStats });

/** Waits for a signed-in learner: there are no stats to ask for before. */
export const useStats = (userId: string, enabled: boolean) => useQuery({ ...statsQueryOptions(userId), enabled });
