import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const revokeOtherSessions = () =>
  apiData<{ message: string }>('/auth/sessions/revoke-others', { method: 'POST' });

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
