import type { PublicProfile } from '@roots/shared/contracts/social';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { socialKeys } from './social-keys.ts';

export const getPublicProfile = (username: string) =>
  apiData<PublicProfile>(`/users/${encodeURIComponent(username)}/profile`);

export const publicProfileQuery = (userId: string, username: string) =>
  queryOptions({ queryKey: socialKeys.profile(userId, username), queryFn: () => getPublicProfile(username) });

export const usePublicProfile = (userId: string, username: string) =>
  useSuspenseQuery(publicProfileQuery(userId, username));
