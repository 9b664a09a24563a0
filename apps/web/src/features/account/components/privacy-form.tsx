import {
  notificationKindLabels,
  notificationKinds,
  type NotificationKind,
} from '@roots/shared/contracts/notifications';
import type { UserProfile } from '@roots/shared/contracts/user';
import { type ProfileVisibility, profileVisibilities } from '@roots/shared/domain/preferences';
import { useSaveSetting } from '../api/save-setting.ts';
import { SettingChoices } from './setting-choices.tsx';

const visibilityLabels: Record<ProfileVisibility, string> = {
  everyone: 'Everyone',
  friends: 'Friends only',
  nobody: 'Nobody',
};

/** Who sees the public profile, and which kinds of notification arrive; each change is saved at once. */
export function PrivacyForm({ user, onSaved }: { user: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const { save, shown, busy } = useSaveSetting(user, onSaved);
  const muted = new Set(shown.muted_notifications);
  const toggle = (kind: NotificationKind) => {
    const next = new Set(muted);
    if (next.has(kind)) next.delete(kind);
    else next.add(kind);
    save({ muted_notifications: [...next] as NotificationKind[] });
  };

  return (
    <div className="flex flex-col gap-6">
      <SettingChoices
        legend="Profile visible to"
        type="radio"
        name="profile-visibility"
        values={profileVisibilities}
        labels={visibilityLabels}
        isChecked={(visibility) => shown.profile_visibility === visibility}
        disabled={busy}
        onChange={(visibility) => save({ profile_visibility: visibility })}
      />
      <SettingChoices
        legend="Notify me about"
        type="checkbox"
        values={notificationKinds}
        labels={notificationKindLabels}
        isChecked={(kind) => !muted.has(kind)}
        disabled={busy}
        onChange={toggle}
      />
    </div>
  );
}
