import type { Fact } from '@roots/shared/contracts/learning';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';

export const getFacts = (languageId: string) => apiData<Fact[]>(`/fact/${languageId}`);

/** Facts are cached per language id for the whole visit (spec section 4). */
export const factsQueryOptions = (languageId: string) =>
  queryOptions({
    queryKey: learningKeys.facts(languageId),
    queryFn: () => getFacts(languageId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSuspenseFacts = (languageId: string) => useSuspenseQuery(factsQueryOptions(languageId));
