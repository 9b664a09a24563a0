// What every step that changes an attempt (an answer, a pair, a skip) checks before it writes, and
// the rows it writes for the learner and the attempt.
import { AppError } from '@roots/shared/errors';
import type { CourseCatalogue } from '../course/course.catalogue.ts';
import type { ExerciseRow } from '../course/course-exercise.repository.ts';
import type { StatsRow } from '../learner/learner.repository.ts';
import type { AnswerWrites } from './answer-check.repository.ts';
import type { AnswerState, AttemptRow } from './attempt.repository.ts';

export const OUT_OF_HEARTS = 'You are out of hearts. Refill them in the store, practise, or wait for the next heart.';
export const NOT_IN_ATTEMPT = 'That exercise is not part of this lesson attempt.';

/** A published exercise with its lesson and course, as the catalogue finds it for a step. */
export type PublishedExercise = NonNullable<Awaited<ReturnType<CourseCatalogue['exercise']>>>;

/**
 * The learner's attempt (read under their stats lock), if the exercise belongs to it: a lesson's
 * exercise to an attempt at that lesson, a practice or checkpoint exercise to the session that chose it.
 */
export function attemptWith(attempt: AttemptRow | undefined, exercise: ExerciseRow): AttemptRow {
  const belongs =
    attempt && attempt.kind !== 'lesson'
      ? (attempt.exerciseIds ?? []).includes(exercise.id)
      : attempt?.lessonId === exercise.lessonId;
  if (!attempt || !belongs) throw new AppError('NOT_FOUND', NOT_IN_ATTEMPT);
  return attempt;
}

export function requireActive(attempt: AttemptRow) {
  if (attempt.status === 'active') return;
  if (attempt.kind === 'checkpoint') {
    throw new AppError(
      'CONFLICT',
      attempt.status === 'failed'
        ? 'This checkpoint ended after too many mistakes. Try again for a fresh set of questions.'
        : 'This checkpoint is already passed.',
    );
  }
  throw new AppError(
    'CONFLICT',
    attempt.status === 'failed'
      ? 'This lesson attempt ended when you ran out of hearts. Start the lesson again.'
      : 'This lesson is already finished.',
  );
}

/** How many exercises an attempt has: the lesson's, or the ones its practice session or checkpoint chose. */
export const exerciseCount = (attempt: AttemptRow, lessonExercises: number) =>
  attempt.kind === 'lesson' ? lessonExercises : (attempt.exerciseIds ?? []).length;

/** The attempt's answers with one answer recorded (added, or in place of the earlier one). */
export function withAnswer(answers: AnswerState[], answer: AnswerState): AnswerState[] {
  return [...answers.filter((a) => a.exerciseId !== answer.exerciseId), answer];
}

/**
 * What an answer changed on the learner's row (and the XP and coins its credits add to the
 * running totals) and the attempt (if it changed), as rows to write.
 */
export function changes(
  stats: StatsRow,
  attempt: AttemptRow,
  before: AttemptRow,
  gains = { xp: 0, coins: 0 },
): Pick<AnswerWrites, 'stats' | 'attempts'> {
  const unchanged =
    attempt.status === before.status &&
    attempt.wrongAnswers === before.wrongAnswers &&
    attempt.finishedAt === before.finishedAt &&
    attempt.summary === before.summary;
  return {
    stats: [
      {
        userId: stats.userId,
        hearts: stats.hearts,
        heartsUpdatedAt: stats.heartsUpdatedAt,
        xpGain: gains.xp,
        coinGain: gains.coins,
        consecutiveCorrect: stats.consecutiveCorrect,
        currentStreak: stats.currentStreak,
        longestStreak: stats.longestStreak,
        lastStreakDay: stats.lastStreakDay,
        streakDayEndsAt: stats.streakDayEndsAt,
        streakFreezes: stats.streakFreezes,
        goalRewardDay: stats.goalRewardDay,
        listeningSkippedUntil: stats.listeningSkippedUntil,
        speakingSkippedUntil: stats.speakingSkippedUntil,
      },
    ],
    attempts: unchanged
      ? []
      : [
          {
            id: attempt.id,
            status: attempt.status,
            wrongAnswers: attempt.wrongAnswers,
            finishedAt: attempt.finishedAt,
            summary: attempt.summary,
          },
        ],
  };
}
