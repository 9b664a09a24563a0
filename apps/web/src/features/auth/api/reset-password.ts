import type { PasswordReset } from '@roots/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function resetPassword(input: PasswordReset): Promise<void> {
  await apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: input });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
