import type { Language } from '@roots/shared/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';

export const getUserLanguages = () => apiData<Language[]>('/user/languages');

export const userLanguagesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: learnerKeys.languages(userId), queryFn: getUserLanguages });

export const useUserLanguages = (userId: string) => useQuery(userLanguagesQueryOptions(userId));
