import type { Registration } from '@roots/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function register(registration: Registration): Promise<void> {
  await apiRequest<unknown>('/auth/register', { method: 'POST', body: registration });
}

export const useRegister = () => useMutation({ mutationFn: register });
