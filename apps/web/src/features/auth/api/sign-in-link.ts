import type { AccessToken } from '@roots/shared/contracts/auth';
import { queryOptions, useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export async function requestSignInLink(email: string): Promise<void> {
  await apiRequest<unknown>('/auth/sign-in-link', { method: 'POST', body: { email } });
}

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });

/**
 * A query rather than a mutation, as for the confirmation link: opening the link is the request,
 * and the answer is kept for the visit so a re-render never spends the single-use token twice.
 */
export const signInWithLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.signInWithLink(token),
    queryFn: async () =>
      (await apiData<AccessToken>('/auth/sign-in-with-link', { method: 'POST', body: { token } })).access_token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSignInWithLink = (token: string) => useSuspenseQuery(signInWithLinkQueryOptions(token));
