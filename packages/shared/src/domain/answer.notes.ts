import type { AnswerNote, TextVerdict } from './answer.ts';

/**
 * The note a learner reads beside a graded answer (the server sends it with the result): why a
 * slip cost no heart, or why an answer worded otherwise than the accepted one still counts.
 */
const TONE_NOTE = 'Watch your tone marks.';
const TYPO_NOTE = 'Almost! Watch the spelling.';

const notes: Record<AnswerNote, (expected: string) => string> = {
  'english-wording': (expected) => `Right — in English we’d say “${expected}”.`,
  romanised: () => 'Right in Latin letters — next time, try typing it in fidel.',
  'spoken-ending': (expected) => `Right — that’s how it’s said; it’s written “${expected}”.`,
};

export function answerNote(result: TextVerdict['result'], expected: string, note?: AnswerNote): string | null {
  if (note) return notes[note](expected);
  if (result === 'tone') return TONE_NOTE;
  if (result === 'typo') return TYPO_NOTE;
  return null;
}
