import type { ProfileUpdate, UserProfile } from '@roots/shared/contracts/user';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from './update-profile.ts';

/** A setting saved the moment the learner changes it: with no Save button, a note says how it went. */
export function useSaveSetting(onSaved: (profile: UserProfile) => void) {
  const update = useUpdateProfile(onSaved);
  const save = (changes: ProfileUpdate) => {
    update.mutate(changes, {
      onSuccess: () => void notify('success', 'Saved.'),
      onError: (error) => void notify('error', error.message),
    });
  };
  return { save, update };
}
