import type { VoiceCreditName, VoiceCredits } from '@roots/shared/contracts/voices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { voicesKeys } from './voices.ts';

export const creditsKeys = {
  credits: () => [...voicesKeys.all, 'credits'] as const,
};

/** The public credits (the server lets browsers keep them five minutes). */
export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: creditsKeys.credits(),
    queryFn: () => apiData<VoiceCredits>('/voices/credits'),
    staleTime: 5 * 60_000,
  });

export const useCredits = () => useQuery(creditsQueryOptions());

/** Changes (or, with null, removes) the signed-in contributor's name on the credits page. */
export function useSetCreditName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (creditName: string | null) =>
      apiData<VoiceCreditName>('/voices/me/credit-name', { method: 'PUT', body: { credit_name: creditName } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: voicesKeys.me() }),
        client.invalidateQueries({ queryKey: creditsKeys.credits() }),
      ]),
  });
}
