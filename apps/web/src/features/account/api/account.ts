import type { Session } from '@roots/shared/contracts/auth';
import type { UserProfile, usernameCheckSchema } from '@roots/shared/contracts/user';
import type { z } from 'zod';

type UsernameCheck = z.infer<typeof usernameCheckSchema>;
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export interface ProfileChanges {
  username?: string;
  display_name?: string | null;
  bio?: string | null;
  daily_goal?: number;
  time_zone?: string;
}

export const updateProfile = (changes: ProfileChanges) =>
  apiData<UserProfile>('/user/profile', { method: 'PATCH', body: changes });

export const checkUsername = (username: string, signal?: AbortSignal) =>
  apiData<UsernameCheck>('/user/username/check', {
    query: { username },
    ...(signal ? { signal } : {}),
  });

export const uploadAvatar = (file: Blob) => apiData<UserProfile>('/user/avatar', { method: 'PUT', body: file });
export const removeAvatar = () => apiData<UserProfile>('/user/avatar', { method: 'DELETE' });

export const resendVerification = () => apiData<{ message: string }>('/auth/resend-verification', { method: 'POST' });

export const changePassword = (input: { email: string; oldPassword: string; newPassword: string }) =>
  apiData<{ access_token: string }>('/auth/change-password', { method: 'POST', body: input });

export const exportData = () => apiData<Record<string, unknown>>('/user/export');

export const deleteAccount = (confirm: { password?: string; confirmation?: string }) =>
  apiData<{ message: string }>('/user/account', { method: 'DELETE', body: confirm });

export const accountKeys = {
  sessions: () => ['auth', 'sessions'] as const,
  usernameCheck: (username: string) => ['username-check', username] as const,
};

export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions(), queryFn: () => apiData<Session[]>('/auth/sessions') });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<{ message: string }>(`/auth/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiData<{ message: string }>('/auth/sessions/revoke-others', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
