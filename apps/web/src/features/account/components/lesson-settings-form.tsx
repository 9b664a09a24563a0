import { type RomanisationMode, romanisationModes, type UserProfile } from '@roots/shared/contracts/user';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const romanisationLabels: Record<RomanisationMode, { label: string; hint: string }> = {
  auto: { label: 'While I learn to read', hint: 'In the first units of a course, then no more.' },
  always: { label: 'Always', hint: 'Under every word in Amharic script.' },
  never: { label: 'Never', hint: 'I read fidel on my own.' },
};

/**
 * How lessons show the language: for now, the romanisation line under Amharic written in Ge'ez
 * script (fidel). Saved at once, like the privacy settings; the lesson player has a quick switch
 * for the same setting.
 */
export function LessonSettingsForm({ user, onSaved }: { user: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const update = useUpdateProfile(onSaved);
  const save = (romanisation: RomanisationMode) => {
    update.mutate(
      { romanisation },
      {
        onSuccess: () => void notify('success', 'Saved.'),
        onError: (error) => void notify('error', error.message),
      },
    );
  };
  // The choice shows at once; a failure puts the saved one back.
  const chosen = update.isPending ? update.variables.romanisation : user.romanisation;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="romanisation-help">
      <legend className="text-sm font-semibold">Romanisation under Amharic</legend>
      <p id="romanisation-help" className="text-sm text-ink-muted">
        A line in Latin letters under words written in fidel, such as{' '}
        <span lang="am" className="font-semibold text-ink">
          ሰላም
        </span>{' '}
        <span lang="am-Latn">(selam)</span>.
      </p>
      {romanisationModes.map((mode) => (
        <label key={mode} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="romanisation"
            value={mode}
            className="size-5 shrink-0 accent-primary"
            checked={chosen === mode}
            disabled={update.isPending}
            onChange={() => {
              save(mode);
            }}
          />
          <span>
            {romanisationLabels[mode].label}
            <span className="block text-sm text-ink-muted">{romanisationLabels[mode].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
