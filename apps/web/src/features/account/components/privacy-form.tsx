import {
  notificationKindLabels,
  notificationKinds,
  type NotificationKind,
} from '@roots/shared/contracts/notifications';
import { type ProfileVisibility, profileVisibilities, type UserProfile } from '@roots/shared/contracts/user';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const visibilityLabels: Record<ProfileVisibility, string> = {
  everyone: 'Everyone',
  friends: 'Friends only',
  nobody: 'Nobody',
};

/** Who sees the public profile, and which kinds of notification arrive; each change is saved at once. */
export function PrivacyForm({ user, onSaved }: { user: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const update = useUpdateProfile(onSaved);
  const save = (changes: Parameters<typeof update.mutate>[0]) =>
    update.mutate(changes, {
      onSuccess: () => void notify('success', 'Saved.'),
      onError: (error) => void notify('error', error.message),
    });
  const muted = new Set(user.muted_notifications);
  const toggle = (kind: NotificationKind) => {
    const next = new Set(muted);
    if (next.has(kind)) next.delete(kind);
    else next.add(kind);
    save({ muted_notifications: [...next] as NotificationKind[] });
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Profile visible to</legend>
        {profileVisibilities.map((visibility) => (
          <label key={visibility} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="profile-visibility"
              className="size-5 accent-primary"
              checked={user.profile_visibility === visibility}
              disabled={update.isPending}
              onChange={() => save({ profile_visibility: visibility })}
            />
            {visibilityLabels[visibility]}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Notify me about</legend>
        {notificationKinds.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={!muted.has(kind)}
              disabled={update.isPending}
              onChange={() => toggle(kind)}
            />
            {notificationKindLabels[kind]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
