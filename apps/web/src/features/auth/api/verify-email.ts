import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const verifyEmail = (token: string) =>
  apiData<{ message: string }>('/auth/verify-email', { method: 'POST', body: { token } });

/**
 * A query rather than a mutation: opening the link is the request, and the answer is kept for the
 * visit so a re-render never spends the single-use token twice. A refused token stays refused, so
 * it is never retried.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVerifyEmail = (token: string) => useSuspenseQuery(verifyEmailQueryOptions(token));
