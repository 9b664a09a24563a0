import type { Exercise } from '@roots/shared/contracts/learning';

/** What the player holds while the learner answers: an option id or text, tile ids, or pairs. */
export type AnswerValue = string | string[] | [string, string][];

export function emptyAnswer(exercise: Exercise): AnswerValue {
  if (exercise.type === 'word_bank' || exercise.type === 'match_pairs') return [];
  return '';
}

/** Whether the answer is complete enough to check. */
export function isReady(exercise: Exercise, value: AnswerValue): boolean {
  if (exercise.type === 'match_pairs') return Array.isArray(value) && value.length === (exercise.left?.length ?? 0);
  if (Array.isArray(value)) return value.length > 0;
  return value.trim().length > 0;
}

/** Whether this exercise is answered by choosing among options (else by typing). */
export function hasOptions(exercise: Exercise): boolean {
  return (exercise.options?.length ?? 0) > 0;
}

/** The learner's answer as text (what a problem report quotes): typed text, tile words, or the option. */
export function answerText(exercise: Exercise, value: AnswerValue): string {
  if (typeof value === 'string') return exercise.options?.find((o) => o.id === value)?.text ?? value;
  if (exercise.type === 'word_bank')
    return (value as string[]).map((id) => exercise.tiles?.find((t) => t.id === id)?.text ?? '').join(' ');
  return '';
}

/** How long a wrong pair in a match exercise shakes, red, before both words are free again. */
export const WRONG_PAIR_MS = 700;
