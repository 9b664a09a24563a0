import { Languages } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useLessonRomanisation, useRomanisationPreference } from './romanisation-context.ts';

/**
 * The lesson player's quick switch for the romanisation line: turning it off saves `never`, on
 * saves `always` (the setting in /settings, where `auto` can be chosen again). Only for a course
 * in Ge'ez script, and only where the setting can be saved.
 */
export function RomanisationToggle() {
  const { change } = useRomanisationPreference();
  const { ethiopic, shown } = useLessonRomanisation();
  if (!ethiopic || !change) return null;
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label="Romanisation"
      title={shown ? 'Hide the romanisation under Amharic' : 'Show the romanisation under Amharic'}
      onClick={() => {
        change(shown ? 'never' : 'always');
      }}
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
        shown
          ? 'border-primary bg-primary-soft text-on-primary-soft'
          : 'border-line text-ink-muted hover:bg-surface-sunken',
      )}
    >
      <Languages aria-hidden="true" className="size-5" />
    </button>
  );
}
