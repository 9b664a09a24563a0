import type { AccessToken, Credentials } from '@roots/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** Spec section 7: POST /auth/login → status, data.access_token. */
export async function login(credentials: Credentials): Promise<string> {
  const { access_token } = await apiData<AccessToken>('/auth/login', { method: 'POST', body: credentials });
  return access_token;
}

export const useLogin = () => useMutation({ mutationFn: login });
