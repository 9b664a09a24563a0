import type { MyProfile } from '@roots/shared/contracts/social';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { socialKeys } from './social-keys.ts';

export const getMyProfile = () => apiData<MyProfile>('/user/profile/summary');

export const myProfileQuery = (userId: string) =>
  queryOptions({ queryKey: socialKeys.myProfile(userId), queryFn: getMyProfile });

export const useMyProfile = (userId: string) => useSuspenseQuery(myProfileQuery(userId));
