import type { UserProfile } from '@roots/shared/contracts/user';
import { useSaveSetting } from '../api/save-setting.ts';
import { SettingChoice } from './setting-choices.tsx';

/** The lesson player's sounds on or off, kept on the account (so every device agrees); saved at once. */
export function SoundSetting({ user, onSaved }: { user: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const { save, shown, busy } = useSaveSetting(user, onSaved);
  return (
    <SettingChoice
      type="checkbox"
      role="switch"
      label="Sound effects"
      checked={shown.sound_effects}
      disabled={busy}
      onChange={(event) => save({ sound_effects: event.target.checked })}
    />
  );
}
