/**
 * The shapes stored in jsonb columns, so reads are typed without casts. Drizzle serialises them
 * with JSON.stringify: a Date written comes back as an ISO string, which is why the FSRS card
 * allows both.
 */
import type { CheckResult, Exercise, LessonSummary } from '@roots/shared/contracts/learning';
import type { AnswerNote } from '@roots/shared/domain/answer';
import type { Card } from 'ts-fsrs';

/** What the learner is shown of an exercise beyond its id, type, prompt and position. */
export type ExercisePayload = Partial<
  Pick<
    Exercise,
    'source' | 'into' | 'options' | 'tiles' | 'left' | 'right' | 'sentence' | 'translation' | 'passage' | 'question'
  >
>;

/**
 * The answer key: the right option's id, the accepted texts, or each left id's right id. Ids are
 * random per exercise (see content.import.ts), so the payload's ids and order reveal nothing.
 */
export interface ExerciseSolution {
  option?: string | undefined;
  answers?: string[];
  pairs?: Record<string, string>;
  /** Ethiopic answers typed in Latin letters are right without a note (`accept_romanised`). */
  romanised?: boolean;
}

export type Verdict = CheckResult['result'];

/** A graded answer, kept so a repeated check of a right answer returns the same result. */
export interface Graded {
  verdict: Verdict;
  /** The right answer as the learner should see it. */
  expected: string;
  /** Why an answer worded otherwise still counts (answer.notes.ts words it). */
  note?: AnswerNote;
  /** For match_pairs: the left ids that were matched wrongly. */
  wrongPairs?: string[];
}

/** An FSRS card as stored: its dates are ISO strings once read back. */
export type StoredCard = Omit<Card, 'due' | 'last_review'> & { due: Date | string; last_review?: Date | string };

/**
 * A completion summary as stored: those written before replays and the practice cap were recorded
 * have no `replay` or `hearts_gained` (attempt.views.ts reads them).
 */
export type StoredSummary = Omit<LessonSummary, 'replay' | 'hearts_gained'> &
  Partial<Pick<LessonSummary, 'replay' | 'hearts_gained'>>;

/** A stored idempotent response, its summary as stored. */
export type StoredCheckResult = Omit<CheckResult, 'attempt'> & {
  attempt: Omit<CheckResult['attempt'], 'summary'> & { summary: StoredSummary | null };
};

export type { CheckResult, LessonSummary };
