import type { Exercise } from '@roots/shared/contracts/learning';
import { romaniseForDisplay, showsRomanisation } from '@roots/shared/domain/ethiopic';
import { type ReactNode, useMemo } from 'react';
import { cn } from '../../../lib/cn.ts';
import {
  isEthiopicCourse,
  LessonContext,
  PreferenceContext,
  type RomanisationPreference,
  useRomanisationPreference,
  useRomanisationShown,
} from './romanisation-context.ts';

export function RomanisationPreferenceProvider({
  value,
  children,
}: {
  value: RomanisationPreference;
  children: ReactNode;
}) {
  return <PreferenceContext value={value}>{children}</PreferenceContext>;
}

/**
 * Romanisation for the lessons of one course unit: on for `always`, off for `never`, and for
 * `auto` on in the course's first units (showsRomanisation). A practice session mixes units and
 * has position 0: `auto` shows it there, where the learner reviews what they got wrong.
 */
export function LessonRomanisation({
  unitPosition,
  languageCharacters,
  children,
}: {
  unitPosition: number;
  /** The course's special characters: Ethiopic ones mean a course in Ge'ez script. */
  languageCharacters: readonly string[];
  children: ReactNode;
}) {
  const { mode } = useRomanisationPreference();
  const ethiopic = isEthiopicCourse(languageCharacters);
  const value = useMemo(
    () => ({ ethiopic, shown: ethiopic && showsRomanisation(mode, unitPosition) }),
    [ethiopic, mode, unitPosition],
  );
  return <LessonContext value={value}>{children}</LessonContext>;
}

/** The muted line itself: the Ethiopic runs of `text` in Latin letters (nothing for other text). */
function RomanisationLine({ text, className }: { text: string; className?: string | undefined }) {
  const line = romaniseForDisplay(text);
  if (!line) return null;
  return (
    <span
      lang="am-Latn"
      data-romanised
      className={cn('block text-sm font-normal break-words text-ink-muted', className)}
    >
      {line}
    </span>
  );
}

/**
 * The small muted line of romanisation under an Ethiopic text (nothing for other text). In a
 * reading drill it waits until the exercise is answered: before, it would give the answer away.
 */
export function Romanised({
  text,
  exercise,
  answered,
  className,
}: {
  text: string;
  exercise: Exercise | undefined;
  answered: boolean;
  className?: string;
}) {
  const shown = useRomanisationShown(exercise, answered);
  return shown ? <RomanisationLine text={text} className={className} /> : null;
}

/**
 * Romanisation of Ethiopic text outside a lesson (cultural facts): nothing is being tested there,
 * so it shows unless the learner turned romanisation off.
 */
export function RomanisedOutsideLessons({ text, className }: { text: string; className?: string }) {
  const { mode } = useRomanisationPreference();
  return mode === 'never' ? null : <RomanisationLine text={text} className={className} />;
}
