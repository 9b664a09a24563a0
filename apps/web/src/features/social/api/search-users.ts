import type { UserSearchResult } from '@roots/shared/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { socialKeys } from './social-keys.ts';

export const searchUsers = (username: string) => apiData<UserSearchResult>('/friends/search', { query: { username } });

/** Searches once at least 2 characters are typed. */
export const userSearchQuery = (userId: string, text: string) =>
  queryOptions({
    queryKey: socialKeys.search(userId, text),
    queryFn: () => searchUsers(text),
    enabled: text.trim().length >= 2,
    staleTime: 10_000,
  });

export const useUserSearch = (userId: string, text: string) => useQuery(userSearchQuery(userId, text));
