import type { ProfileUpdate, UserProfile } from '@roots/shared/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';

export const updateProfile = (changes: ProfileUpdate) =>
  apiData<UserProfile>('/user/profile', { method: 'PATCH', body: changes });

/**
 * `onSaved` receives the profile as the server stored it (the session keeps it, outside the query
 * cache). The learner's stats carry the daily goal and the streak day follows the time zone, so
 * they are fetched again.
 */
export function useUpdateProfile(onSaved: (profile: UserProfile) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      onSaved(profile);
      void client.invalidateQueries({ queryKey: learnerKeys.all(profile.id) });
    },
  });
}
