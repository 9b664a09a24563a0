import type { UserProfile } from '@roots/shared/contracts/user';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** The lesson player's sounds on or off, kept on the account (so every device agrees); saved at once. */
export function SoundSetting({ user, onSaved }: { user: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const update = useUpdateProfile(onSaved);
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        role="switch"
        className="size-5 accent-primary"
        checked={user.sound_effects}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { sound_effects: event.target.checked },
            {
              onSuccess: () => void notify('success', 'Saved.'),
              onError: (error) => void notify('error', error.message),
            },
          )
        }
      />
      Sound effects
    </label>
  );
}
