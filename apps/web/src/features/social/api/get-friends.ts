import type { Friends } from '@roots/shared/contracts/social';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { socialKeys } from './social-keys.ts';

export const getFriends = () => apiData<Friends>('/friends');

export const friendsQuery = (userId: string) =>
  queryOptions({ queryKey: socialKeys.friends(userId), queryFn: getFriends });

export const useFriends = (userId: string) => useSuspenseQuery(friendsQuery(userId));
export const useFriendsIfLoaded = (userId: string) => useQuery(friendsQuery(userId));
