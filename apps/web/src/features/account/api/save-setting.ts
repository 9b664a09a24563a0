import type { ProfileUpdate, UserProfile } from '@roots/shared/contracts/user';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from './update-profile.ts';

/** The settings saved the moment the learner changes them. */
type Settings = Pick<ProfileUpdate, 'profile_visibility' | 'muted_notifications' | 'romanisation' | 'sound_effects'>;

/**
 * A setting saved the moment the learner changes it: with no Save button, a note says how it went.
 * `shown` is the learner's settings with the change being saved: it is set in the same event as the
 * click, so a controlled radio or checkbox shows the new choice at once instead of snapping back
 * until the server answers; a refused change goes back to the saved one.
 */
export function useSaveSetting(user: UserProfile, onSaved: (profile: UserProfile) => void) {
  const update = useUpdateProfile(onSaved);
  const [saving, setSaving] = useState<Settings | null>(null);
  const save = (changes: Settings) => {
    setSaving(changes);
    update.mutate(changes, {
      onSuccess: () => void notify('success', 'Saved.'),
      onError: (error) => void notify('error', error.message),
      onSettled: () => {
        setSaving(null);
      },
    });
  };
  const shown = { ...user, ...saving };
  return { save, shown, busy: saving !== null };
}
