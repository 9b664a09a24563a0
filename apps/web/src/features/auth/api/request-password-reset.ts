import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<unknown>('/auth/init-reset-password', { method: 'POST', body: { email } });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
