// One answer to an exercise of an attempt: judged (graded, checked against the attempt and the
// hearts), then applied (hearts, combo, review card, completion) as rows for the pipeline to write.
import type { CheckResult } from '@roots/shared/contracts/learning';
import { answerNote } from '@roots/shared/domain/answer.notes';
import { gradeExercise } from '@roots/shared/domain/exercise-grader';
import { answerEffect } from '@roots/shared/domain/hearts';
import { checkpointRules, comboView } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { Graded } from '../../db/json-types.ts';
import { isEnglishWord } from '../../lib/english-words.ts';
import type { ExerciseRow } from '../course/course-exercise.repository.ts';
import type { StatsRow } from '../learner/learner.repository.ts';
import { heartsOf, isPremium } from '../learner/learner.views.ts';
import type { AnswerRead, RewardRead } from './answer-check.repository.ts';
import { type Completed, completeAttempt, finishes, rewardQuestion, rewardWrites } from './attempt.completion.ts';
import type { AnswerSteps, Applied } from './attempt.pipeline.ts';
import type { AnswerRow, AnswerState, AttemptRow } from './attempt.repository.ts';
import {
  attemptWith,
  changes,
  exerciseCount,
  OUT_OF_HEARTS,
  type PublishedExercise,
  requireActive,
  withAnswer,
} from './attempt.state.ts';
import { toAttempt } from './attempt.views.ts';
import { nextReview } from './review-schedule.ts';

/** One answer check: who answered what, in which attempt, to an exercise found in the catalogue. */
export interface AnswerJob {
  userId: string;
  exerciseId: string;
  attemptId: string;
  answer: unknown;
  found: PublishedExercise;
}

/** A graded answer, before anything is written; it `completes` its attempt if it is the last one right. */
interface Judged {
  attempt: AttemptRow;
  graded: Graded;
  hearts: ReturnType<typeof heartsOf>;
  /** Practice and checkpoints cost no hearts. */
  free: boolean;
  answer: AnswerRow;
  answered: AnswerState[];
  completes: boolean;
}

function respond(
  graded: Graded,
  stats: StatsRow,
  attempt: AttemptRow,
  answers: AnswerState[],
  at: Date,
  exercise: ExerciseRow,
) {
  const state = toAttempt(attempt, stats, at, answers);
  const result: CheckResult = {
    correct: graded.verdict !== 'wrong',
    result: graded.verdict,
    expected: graded.expected,
    note: answerNote(graded.verdict, graded.expected, graded.note),
    explanation: exercise.explanation,
    ...(graded.wrongPairs ? { wrong_pairs: graded.wrongPairs } : {}),
    hearts: state.hearts,
    combo: comboView(stats.consecutiveCorrect),
    attempt: state,
  };
  return result;
}

/**
 * What an answer is, before anything is written: the result recorded when the exercise was first
 * right, or a graded answer to apply. It throws only the learner's own errors (404, 400, 409,
 * 403), so one learner's error leaves a batch unharmed.
 */
function judge(job: AnswerJob, read: AnswerRead, at: Date): Applied | Judged {
  const { exercise, lesson, course: published } = job.found;
  const { stats, answers } = read;
  const attempt = attemptWith(read.attempt, exercise);
  // Before any write: a malformed answer is a 400 that changes nothing.
  const graded = gradeExercise(exercise, job.answer, {
    locale: lesson.language.code,
    courseWords: published.typoWords(),
    isEnglishWord,
  });
  const previous = answers.find((a) => a.exerciseId === job.exerciseId);
  // Already right once in this attempt: the recorded result, nothing changes.
  if (previous?.correctAt && read.recorded) {
    return { response: respond(read.recorded, stats, attempt, answers, at, exercise), completedNow: false };
  }
  requireActive(attempt);
  const free = attempt.kind !== 'lesson';
  const hearts = heartsOf(stats, at);
  // A lesson goes on only while the learner has hearts (another lesson may have used them up);
  // practice costs none, which is how a learner without hearts earns one back, and a checkpoint
  // is a test that counts its own mistakes instead.
  if (hearts.heart_count <= 0 && !free) throw new AppError('OUT_OF_HEARTS', OUT_OF_HEARTS);
  const correct = graded.verdict !== 'wrong';
  const answer: AnswerRow = {
    attemptId: attempt.id,
    exerciseId: job.exerciseId,
    wrongCount: (previous?.wrongCount ?? 0) + (correct ? 0 : 1),
    correctAt: correct ? at : null,
    result: correct ? graded : null,
  };
  const answered = withAnswer(answers, answer);
  const completes =
    correct && answered.filter((a) => a.correctAt !== null).length >= exerciseCount(attempt, lesson.exercises.length);
  return { attempt, graded, hearts, free, answer, answered, completes };
}

/**
 * A graded answer applied: its response and writes. One that completes its attempt is applied
 * with its rewards' context (`rewards`), read for it after it was judged.
 */
function apply(job: AnswerJob, read: AnswerRead, at: Date, judged: Judged, rewards?: RewardRead): Applied {
  const { userId, exerciseId } = job;
  const { exercise } = job.found;
  const { stats } = read;
  const { attempt, graded, hearts, free, answer, answered } = judged;
  const correct = graded.verdict !== 'wrong';
  const premium = isPremium(stats, at);
  const effect = answerEffect({ correct, free, premium, hearts, consecutive: stats.consecutiveCorrect, at });
  const review = nextReview(read.card, { verdict: graded.verdict, practice: attempt.kind === 'practice', at });
  const heartsAfter = effect.lost ?? { hearts: hearts.heart_count, updatedAt: hearts.updatedAt };
  let nextStats: StatsRow = {
    ...stats,
    // Premium hearts are not stored: they come back as they were when Premium ends.
    ...(premium ? {} : { hearts: heartsAfter.hearts, heartsUpdatedAt: heartsAfter.updatedAt }),
    consecutiveCorrect: effect.consecutive,
  };
  let nextAttempt: AttemptRow = { ...attempt, wrongAnswers: attempt.wrongAnswers + (correct ? 0 : 1) };

  let completed: Completed | undefined;
  if (rewards) {
    ({
      stats: nextStats,
      attempt: nextAttempt,
      completed,
    } = completeAttempt({
      read,
      rewards,
      attempt: nextAttempt,
      stats: nextStats,
      ...finishes(attempt, job.found),
      answers: answered,
      at,
    }));
  } else if (
    effect.outOfHearts ||
    (attempt.kind === 'checkpoint' && nextAttempt.wrongAnswers > checkpointRules.mistakesAllowed)
  ) {
    nextAttempt = { ...nextAttempt, status: 'failed', finishedAt: at };
  }
  const { gains, ...paid } = rewardWrites(read, at, completed, completed?.rewarded.hearts ?? effect.lost);
  return {
    response: respond(graded, nextStats, nextAttempt, answered, at, exercise),
    completedNow: completed !== undefined,
    writes: {
      answers: [answer],
      ...changes(nextStats, nextAttempt, attempt, gains),
      reviews: review ? [{ userId, exerciseId, card: review, due: review.due }] : [],
      ...paid,
    },
  };
}

/** The rules the answer pipeline (attempt.pipeline.ts) applies to each answer check. */
export const answerSteps: AnswerSteps<AnswerJob, Judged> = {
  answer(job, read, at) {
    const judged = judge(job, read, at);
    if ('response' in judged) return judged;
    return judged.completes ? { completes: judged } : apply(job, read, at, judged);
  },
  rewardQuestion,
  complete: apply,
};
