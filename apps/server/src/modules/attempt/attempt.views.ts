import type { Attempt } from '@roots/shared/contracts/learning';
import { publicHearts } from '@roots/shared/domain/hearts';
import type { StatsRow } from '../learner/learner.repository.ts';
import { heartsOf } from '../learner/learner.views.ts';
import type { AnswerRow, AttemptRow } from './attempt.repository.ts';

/** An attempt as the player resumes it: what is right, what comes back, the hearts left. */
export function toAttempt(attempt: AttemptRow, stats: StatsRow, at: Date, answers: AnswerRow[]): Attempt {
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
    summary: attempt.summary,
  };
}
