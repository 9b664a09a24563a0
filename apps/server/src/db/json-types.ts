/**
 * The shapes stored in jsonb columns, so reads are typed without casts. Drizzle serialises them
 * with JSON.stringify: a Date written comes back as an ISO string, which is why the FSRS card
 * allows both.
 */
import type { CheckResult, LessonSummary } from '@roots/shared/contracts/learning';
import type { Card } from 'ts-fsrs';

// The exercise's payload and key, and a graded answer, belong to the grader both sides run.
export type { ExercisePayload, ExerciseSolution, Graded, Verdict } from '@roots/shared/domain/exercise-grader';

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
