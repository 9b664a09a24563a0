import { useMutation } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client.ts';

export interface Credentials {
  email: string;
  password: string;
}

interface TokenBody {
  status?: unknown;
  data: { access_token: string };
}

/** Spec section 7: POST /auth/login → status, data.access_token. */
export async function login(credentials: Credentials): Promise<string> {
  const body = await apiRequest<TokenBody>('/auth/login', { method: 'POST', body: credentials });
  return body.data.access_token;
}

export async function register(credentials: Credentials): Promise<void> {
  await apiRequest<unknown>('/auth/register', { method: 'POST', body: credentials });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<unknown>('/auth/init-reset-password', { method: 'POST', body: { email } });
}

export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: input });
}

export async function verifyEmail(token: string): Promise<void> {
  await apiRequest<unknown>('/auth/verify-email', { method: 'POST', body: { token } });
}

/** Spec section 7: GET /auth/google/callback?code= → data.access_token (and whether the account is new). */
export async function completeGoogleSignIn(search: string): Promise<{ accessToken: string; isNew: boolean }> {
  const body = await apiRequest<{ data: { access_token: string; new_account: boolean } }>(
    `/auth/google/callback${search}`,
  );
  return { accessToken: body.data.access_token, isNew: body.data.new_account };
}

export const authKeys = {
  providers: () => ['auth', 'providers'] as const,
  verifyEmail: (token: string) => ['verify-email', token] as const,
};

export function getAuthProviders(): Promise<{ google: boolean }> {
  return apiData<{ google: boolean }>('/auth/providers');
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
