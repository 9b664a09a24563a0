import type { Language } from '@roots/shared/contracts/learning';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';

export const getLanguages = () => apiData<Language[]>('/language');

/** The catalogue; for a signed-in learner each language says whether they are enrolled. */
export const languagesQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: learningKeys.languages(userId), queryFn: getLanguages });

export const useLanguages = (userId: string | undefined) => useSuspenseQuery(languagesQueryOptions(userId));
