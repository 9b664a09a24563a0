import type { Store } from '@roots/shared/contracts/store';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { storeKeys } from './store-keys.ts';

export const getStore = () => apiData<Store>('/store');

/** The power-ups at the server's prices, and what the learner holds. */
export const storeQueryOptions = (userId: string) =>
  queryOptions({ queryKey: storeKeys.store(userId), queryFn: getStore });

export const useStore = (userId: string) => useSuspenseQuery(storeQueryOptions(userId));
