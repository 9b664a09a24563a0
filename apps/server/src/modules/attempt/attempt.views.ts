import type { Attempt, CheckResult, LessonSummary } from '@roots/shared/contracts/learning';
import type { StoredCheckResult, StoredSummary } from '../../db/json-types.ts';
import { publicHearts } from '@roots/shared/domain/hearts';
import type { StatsRow } from '../learner/learner.repository.ts';
import { heartsOf } from '../learner/learner.views.ts';
import type { AnswerState, AttemptRow } from './attempt.repository.ts';

/**
 * A summary as stored. Those written before replays and the practice cap were recorded lack
 * `replay` and `hearts_gained`: then every completion paid in full and practice gave a heart back.
 */
export function storedSummary(kind: Attempt['kind'], summary: StoredSummary | null): LessonSummary | null {
  if (!summary) return null;
  return { replay: false, hearts_gained: kind === 'practice' ? 1 : 0, ...summary };
}

/** A stored idempotent response, its summary read as `storedSummary` reads it. */
export function storedCheckResult(result: StoredCheckResult): CheckResult {
  return {
    ...result,
    attempt: { ...result.attempt, summary: storedSummary(result.attempt.kind, result.attempt.summary) },
  };
}

/** A skip window's end while it is open at `at`, else null. */
const openUntil = (until: Date | null, at: Date) => (until && until > at ? until.toISOString() : null);

/** An attempt as the player resumes it: what is right, what comes back, the hearts left. */
export function toAttempt(attempt: AttemptRow, stats: StatsRow, at: Date, answers: AnswerState[]): Attempt {
  return {
    lesson_attempt_id: attempt.id,
    lesson_id: attempt.lessonId,
    kind: attempt.kind,
    status: attempt.status,
    correct_exercise_ids: answers.filter((a) => a.correctAt !== null).map((a) => a.exerciseId),
    retry_exercise_ids: answers.filter((a) => a.correctAt === null && a.wrongCount > 0).map((a) => a.exerciseId),
    wrong_answers: attempt.wrongAnswers,
    started_at: attempt.startedAt.toISOString(),
    hearts: publicHearts(heartsOf(stats, at)),
    summary: storedSummary(attempt.kind, attempt.summary),
    listening_skipped_until: openUntil(stats.listeningSkippedUntil, at),
    speaking_skipped_until: openUntil(stats.speakingSkippedUntil, at),
  };
}
