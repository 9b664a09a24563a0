import type { RomanisationMode } from '@roots/shared/domain/preferences';
import { hasEthiopic } from '@roots/shared/domain/ethiopic';
import type { Exercise } from '@roots/shared/contracts/learning';
import { createContext, useContext, useMemo } from 'react';
import { isReadingDrill } from './reading-drill.ts';

/** The learner's setting, given by the page (it holds the profile) with a way to change it. */
export interface RomanisationPreference {
  mode: RomanisationMode;
  /** Saves a new setting on the server; absent where it cannot be changed (a preview). */
  change?: ((mode: RomanisationMode) => void) | undefined;
}

export const PreferenceContext = createContext<RomanisationPreference>({ mode: 'auto' });

/** Whether this lesson shows romanisation at all (setting, unit and script): the player's scope. */
export const LessonContext = createContext<{ shown: boolean; ethiopic: boolean }>({ shown: false, ethiopic: false });

export function useRomanisationPreference(): RomanisationPreference {
  return useContext(PreferenceContext);
}

export function useLessonRomanisation() {
  return useContext(LessonContext);
}

/**
 * Whether the romanisation line shows in this exercise now: the lesson shows it, and a reading
 * drill (reading-drill.ts) only once answered, as its romanisation would give the answer away.
 */
export function useRomanisationShown(exercise: Exercise | undefined, answered: boolean): boolean {
  const { shown } = useLessonRomanisation();
  const drill = useMemo(() => (exercise ? isReadingDrill(exercise) : false), [exercise]);
  return shown && (!drill || answered);
}

/** A course in Ge'ez script: its special characters (the on-screen letters) are Ethiopic. */
export function isEthiopicCourse(specialCharacters: readonly string[]): boolean {
  return hasEthiopic(specialCharacters.join(''));
}
