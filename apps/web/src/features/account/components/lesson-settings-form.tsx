import type { UserProfile } from '@roots/shared/contracts/user';
import { type RomanisationMode, romanisationModes } from '@roots/shared/domain/preferences';
import { useSaveSetting } from '../api/save-setting.ts';
import { SettingChoices } from './setting-choices.tsx';

const romanisationLabels: Record<RomanisationMode, string> = {
  auto: 'While I learn to read',
  always: 'Always',
  never: 'Never',
};
const romanisationHints: Record<RomanisationMode, string> = {
  auto: 'In the first units of a course, then no more.',
  always: 'Under every word in Amharic script.',
  never: 'I read fidel on my own.',
};

/**
 * How lessons show the language: for now, the romanisation line under Amharic written in Ge'ez
 * script (fidel). Saved at once, like the privacy settings; the lesson player has a quick switch
 * for the same setting.
 */
export function LessonSettingsForm({ user, onSaved }: { user: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const { save, shown, busy } = useSaveSetting(user, onSaved);
  return (
    <SettingChoices
      legend="Romanisation under Amharic"
      aria-describedby="romanisation-help"
      type="radio"
      name="romanisation"
      values={romanisationModes}
      labels={romanisationLabels}
      hints={romanisationHints}
      isChecked={(mode) => shown.romanisation === mode}
      disabled={busy}
      onChange={(romanisation) => save({ romanisation })}
    >
      <p id="romanisation-help" className="text-sm text-ink-muted">
        A line in Latin letters under words written in fidel, such as{' '}
        <span lang="am" className="font-semibold text-ink">
          ሰላም
        </span>{' '}
        <span lang="am-Latn">(selam)</span>.
      </p>
    </SettingChoices>
  );
}
