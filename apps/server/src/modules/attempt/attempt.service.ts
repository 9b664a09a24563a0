// Starting, answering and finishing an attempt, longer than ~300 lines because the answer check's
// transaction (lock, grade, hearts, review, rewards, completion) must see the attempt, its answers
// and the learner's stats as one unit; the pure rules it applies live in packages/shared/src/domain.
import type { Attempt, CheckResult, LessonSummary, PairCheck } from '@roots/shared/contracts/learning';
import { loseHeart } from '@roots/shared/domain/hearts';
import { combo, comboStatus } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { Graded } from '../../db/json-types.ts';
import type { Statement, UnitOfWork } from '../../db/unit-of-work.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import type { CourseCatalogue } from '../course/course.catalogue.ts';
import type { CourseRepository, ExerciseRow } from '../course/course.repository.ts';
import type { CourseService } from '../course/course.service.ts';
import type { StatsRow } from '../learner/learner.repository.ts';
import { type RewardRepos, rewardLesson, rewardPractice } from '../learner/learner.rewards.ts';
import { heartsOf, isPremium } from '../learner/learner.views.ts';
import { type Publisher, scheduleHeartsFull } from '../notifications/notifications.service.ts';
import type { PracticeRepository } from '../practice/practice.repository.ts';
import { nextReview } from '../practice/practice.schedule.ts';
import { gradeExercise } from './attempt.grader.ts';
import type { AnswerRow, AttemptRepository, AttemptRow } from './attempt.repository.ts';
import { storedCheckResult, toAttempt } from './attempt.views.ts';

export const OUT_OF_HEARTS = 'You are out of hearts. Refill them in the store, practise, or wait for the next heart.';
const TONE_NOTE = 'Watch your tone marks.';
const TYPO_NOTE = 'Almost! Watch the spelling.';
const NOT_FOUND_ATTEMPT = 'We could not find that lesson attempt.';
const NOT_IN_ATTEMPT = 'That exercise is not part of this lesson attempt.';
/** "Can't listen now" skips listen exercises for this long. */
export const LISTENING_SKIP_MS = 15 * 60_000;
/** How long a repeated Idempotency-Key returns the first response: a retry comes within seconds. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export interface AttemptRepos extends RewardRepos {
  courses: CourseRepository;
  attempts: AttemptRepository;
  progress: CourseProgressRepository;
  reviews: PracticeRepository;
  together: (statements: Statement[]) => Promise<void>;
}

interface AttemptDeps {
  uow: UnitOfWork<AttemptRepos>;
  /** The exercises, their lessons and the course words, from memory (course.catalogue.ts). */
  catalogue: CourseCatalogue;
  course: Pick<CourseService, 'lessonAccess'>;
  now?: () => Date;
  /** Told after an attempt completes: its rewards may have made notifications. */
  publisher?: Publisher;
  /** After a lesson or practice completes (its XP committed): the league placement. */
  afterCompletion?: (userId: string) => Promise<void>;
}

/** How the attempt went, for its summary: accuracy over every try, perfect, time taken. */
function attemptSummary(attempt: AttemptRow, answers: AnswerRow[], at: Date) {
  const tries = answers.reduce((sum, a) => sum + a.wrongCount + (a.correctAt ? 1 : 0), 0);
  return {
    accuracy: tries === 0 ? 100 : Math.round((answers.length / tries) * 100),
    perfect: attempt.wrongAnswers === 0,
    duration_seconds: Math.max(0, Math.round((at.getTime() - attempt.startedAt.getTime()) / 1000)),
  };
}

/** The attempt's answers with one answer recorded (added, or in place of the earlier one). */
function withAnswer(answers: AnswerRow[], answer: AnswerRow): AnswerRow[] {
  return [...answers.filter((a) => a.exerciseId !== answer.exerciseId), answer];
}

/**
 * Lesson attempts: starting one, grading each answer, and the completion that pays.
 *
 * Every write to a learner's attempts happens under one row lock, the learner's stats row, taken
 * first in each transaction: parallel requests of one learner are applied one after another, and
 * the attempt row itself needs no lock of its own. Course content comes from the catalogue, so an
 * answer check reads and writes only the learner's own rows.
 */
export function createAttemptService({
  uow,
  catalogue,
  course,
  now = () => new Date(),
  publisher,
  afterCompletion,
}: AttemptDeps) {
  const { attempts, learners } = uow.repos;

  /** The answer that completes an attempt: the rewards, the lesson's completion and the summary. */
  async function complete(
    repos: AttemptRepos,
    finished: {
      userId: string;
      attempt: AttemptRow;
      stats: StatsRow;
      lesson: { id: string; xpReward: number } | undefined;
      answers: AnswerRow[];
      at: Date;
    },
  ) {
    const { userId, attempt, stats, lesson, answers, at } = finished;
    const base = { userId, attemptId: attempt.id, stats, at };
    // Under the learner's lock, so two attempts at one lesson cannot both be its first completion.
    const first = lesson ? await repos.progress.recordCompletion(userId, lesson.id, at) : false;
    const { stats: rewarded, reward } = lesson
      ? await rewardLesson(repos, {
          ...base,
          xpReward: lesson.xpReward,
          perfect: attempt.wrongAnswers === 0,
          replay: !first,
        })
      : await rewardPractice(repos, base);
    const summary: LessonSummary = {
      ...attemptSummary(attempt, answers, at),
      ...reward,
    };
    return { stats: rewarded, attempt: { ...attempt, status: 'completed' as const, finishedAt: at, summary } };
  }

  function respond(
    graded: Graded,
    stats: StatsRow,
    attempt: AttemptRow,
    answers: AnswerRow[],
    at: Date,
    exercise: ExerciseRow,
  ) {
    const state = toAttempt(attempt, stats, at, answers);
    const c = combo(stats.consecutiveCorrect);
    const result: CheckResult = {
      correct: graded.verdict !== 'wrong',
      result: graded.verdict,
      expected: graded.expected,
      note: graded.verdict === 'tone' ? TONE_NOTE : graded.verdict === 'typo' ? TYPO_NOTE : null,
      explanation: exercise.explanation,
      ...(graded.wrongPairs ? { wrong_pairs: graded.wrongPairs } : {}),
      hearts: state.hearts,
      combo: {
        consecutive_correct_answers: stats.consecutiveCorrect,
        level: c.level,
        multiplier: c.multiplier,
        bonus_percent: c.bonusPercent,
        status: comboStatus(stats.consecutiveCorrect),
      },
      attempt: state,
    };
    return result;
  }

  /** The writes of what an answer changed on the learner's row and the attempt (if it changed). */
  function changes(repos: AttemptRepos, userId: string, stats: StatsRow, attempt: AttemptRow, before: AttemptRow) {
    const statsUpdate = repos.learners.statsUpdate(userId, {
      hearts: stats.hearts,
      heartsUpdatedAt: stats.heartsUpdatedAt,
      consecutiveCorrect: stats.consecutiveCorrect,
      currentStreak: stats.currentStreak,
      longestStreak: stats.longestStreak,
      lastStreakDay: stats.lastStreakDay,
      streakFreezes: stats.streakFreezes,
      goalRewardDay: stats.goalRewardDay,
      listeningSkippedUntil: stats.listeningSkippedUntil,
    });
    const unchanged =
      attempt.status === before.status &&
      attempt.wrongAnswers === before.wrongAnswers &&
      attempt.finishedAt === before.finishedAt &&
      attempt.summary === before.summary;
    if (unchanged) return [statsUpdate];
    return [
      statsUpdate,
      repos.attempts.attemptUpdate(attempt.id, {
        status: attempt.status,
        wrongAnswers: attempt.wrongAnswers,
        finishedAt: attempt.finishedAt,
        summary: attempt.summary,
      }),
    ];
  }

  /** A published exercise with its lesson and course; any other id is not part of an attempt. */
  async function publishedExercise(exerciseId: string) {
    const found = await catalogue.exercise(exerciseId);
    if (!found) throw new AppError('NOT_FOUND', NOT_IN_ATTEMPT);
    return found;
  }

  /**
   * The learner's attempt (read under their stats lock), if the exercise belongs to it: a lesson's
   * exercise to an attempt at that lesson, a practice exercise to the session that chose it.
   */
  function attemptWith(attempt: AttemptRow | undefined, exercise: ExerciseRow): AttemptRow {
    const belongs =
      attempt?.kind === 'practice'
        ? (attempt.exerciseIds ?? []).includes(exercise.id)
        : attempt?.lessonId === exercise.lessonId;
    if (!attempt || !belongs) throw new AppError('NOT_FOUND', NOT_IN_ATTEMPT);
    return attempt;
  }

  /** How many exercises an attempt has: the lesson's, or the ones its practice session chose. */
  const exerciseCount = (attempt: AttemptRow, lessonExercises: number) =>
    attempt.kind === 'practice' ? (attempt.exerciseIds ?? []).length : lessonExercises;

  function requireActive(attempt: AttemptRow) {
    if (attempt.status !== 'active') {
      throw new AppError(
        'CONFLICT',
        attempt.status === 'failed'
          ? 'This lesson attempt ended when you ran out of hearts. Start the lesson again.'
          : 'This lesson is already finished.',
      );
    }
  }

  return {
    /** Deletes the stored responses of keys older than a day (run now and then by the server). */
    async expireIdempotencyKeys(): Promise<number> {
      return attempts.deleteResponsesBefore(new Date(now().getTime() - IDEMPOTENCY_TTL_MS));
    },

    /** Starts (or resumes) an attempt at an available or completed lesson. */
    async startLesson(userId: string, lessonId: string): Promise<Attempt> {
      const found = await course.lessonAccess(userId, lessonId);
      if (found.status === 'locked') {
        throw new AppError('FORBIDDEN', 'This lesson is still locked. Finish the lessons before it first.');
      }
      const at = now();
      return uow.transaction(async (repos) => {
        const stats = await repos.learners.stats(userId, { lock: true });
        const active = await repos.attempts.activeLessonAttempt(userId, lessonId);
        if (active) return toAttempt(active, stats, at, await repos.attempts.answers(active.id));
        if (heartsOf(stats, at).heart_count <= 0) throw new AppError('OUT_OF_HEARTS', OUT_OF_HEARTS);
        await repos.progress.enroll(userId, found.language.id);
        const attempt = await repos.attempts.createLessonAttempt(userId, lessonId, at);
        return toAttempt(attempt, stats, at, []);
      });
    },

    async getAttempt(userId: string, attemptId: string): Promise<Attempt> {
      const attempt = await attempts.find(userId, attemptId);
      if (!attempt) throw new AppError('NOT_FOUND', NOT_FOUND_ATTEMPT);
      return toAttempt(attempt, await learners.stats(userId), now(), await attempts.answers(attempt.id));
    },

    /**
     * Grades one answer in one transaction, under a lock on the learner's stats row: parallel
     * answers are applied one after another, so hearts never go below zero and a lesson's XP and
     * coins are credited exactly once, with the answer that completes it.
     */
    async checkAnswer(
      userId: string,
      exerciseId: string,
      input: { lesson_attempt_id: string; answer: unknown },
      idempotencyKey: string | undefined,
    ): Promise<CheckResult> {
      const { exercise, lesson, course: published } = await publishedExercise(exerciseId);
      const context = { locale: lesson.language.code, courseWords: published.typoWords() };

      const checked = await uow.transaction(async (repos) => {
        const at = now();
        const read = await repos.attempts.forAnswer(userId, {
          attemptId: input.lesson_attempt_id,
          exerciseId,
          ...(idempotencyKey === undefined ? {} : { key: idempotencyKey }),
          since: new Date(at.getTime() - IDEMPOTENCY_TTL_MS),
        });
        if (read.stored) return storedCheckResult(read.stored);
        const { stats, answers } = read;
        const attempt = attemptWith(read.attempt, exercise);
        // Before any write: a malformed answer is a 400 that changes nothing.
        const graded = gradeExercise(exercise, input.answer, context);
        const practice = attempt.kind === 'practice';
        const previous = answers.find((a) => a.exerciseId === exerciseId);

        // Already right once in this attempt: the recorded result, nothing changes.
        if (previous?.correctAt && previous.result) {
          return respond(previous.result, stats, attempt, answers, at, exercise);
        }
        requireActive(attempt);

        const hearts = heartsOf(stats, at);
        // A lesson goes on only while the learner has hearts (another lesson may have used them up);
        // practice costs none, which is how a learner without hearts earns one back.
        if (hearts.heart_count <= 0 && !practice) throw new AppError('OUT_OF_HEARTS', OUT_OF_HEARTS);
        const correct = graded.verdict !== 'wrong';
        const costsHeart = !correct && !isPremium(stats, at) && !practice;
        const review = nextReview(read.card, { verdict: graded.verdict, practice, at });
        const heartsAfter = costsHeart
          ? loseHeart(hearts, at)
          : { hearts: hearts.heart_count, updatedAt: hearts.updatedAt };
        if (costsHeart) await scheduleHeartsFull(repos, userId, heartsAfter, at);
        const answer: AnswerRow = {
          attemptId: attempt.id,
          exerciseId,
          wrongCount: (previous?.wrongCount ?? 0) + (correct ? 0 : 1),
          correctAt: correct ? at : null,
          result: correct ? graded : null,
        };
        const answered = withAnswer(answers, answer);
        let nextStats: StatsRow = {
          ...stats,
          // Premium hearts are not stored: they come back as they were when Premium ends.
          ...(isPremium(stats, at) ? {} : { hearts: heartsAfter.hearts, heartsUpdatedAt: heartsAfter.updatedAt }),
          consecutiveCorrect: correct ? stats.consecutiveCorrect + 1 : 0,
        };
        let nextAttempt: AttemptRow = { ...attempt, wrongAnswers: attempt.wrongAnswers + (correct ? 0 : 1) };

        const correctCount = answered.filter((a) => a.correctAt !== null).length;
        if (correct && correctCount >= exerciseCount(attempt, lesson.exercises.length)) {
          ({ stats: nextStats, attempt: nextAttempt } = await complete(repos, {
            userId,
            attempt: nextAttempt,
            stats: nextStats,
            lesson: practice ? undefined : { id: lesson.lesson.id, xpReward: lesson.lesson.xpReward },
            answers: answered,
            at,
          }));
        } else if (costsHeart && heartsAfter.hearts <= 0) {
          nextAttempt = { ...nextAttempt, status: 'failed', finishedAt: at };
        }
        const response = respond(graded, nextStats, nextAttempt, answered, at, exercise);
        const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_TTL_MS);
        await repos.together([
          repos.attempts.answerUpsert(answer),
          ...changes(repos, userId, nextStats, nextAttempt, attempt),
          ...(review ? [repos.reviews.reviewUpsert(userId, exerciseId, review, review.due)] : []),
          ...(idempotencyKey
            ? [repos.attempts.responseStore(userId, idempotencyKey, response, at, expiredBefore)]
            : []),
        ]);
        return response;
      });
      if (checked.attempt.status === 'completed') {
        publisher?.publish(userId);
        await afterCompletion?.(userId);
      }
      return checked;
    },

    /**
     * One pair of a match exercise, as the learner taps it: only whether that pair is right. A
     * wrong pair costs no heart but is a mistake (the lesson is no longer perfect and the combo
     * restarts), so trying pairs is never free; the whole answer is still graded by checkAnswer.
     */
    async checkPair(
      userId: string,
      exerciseId: string,
      input: { lesson_attempt_id: string; left: string; right: string },
    ): Promise<PairCheck> {
      const { exercise } = await publishedExercise(exerciseId);
      const pairs = exercise.solution.pairs;
      if (!pairs) throw new AppError('VALIDATION_FAILED', 'That exercise has no pairs to match.');
      const known =
        (exercise.payload.left ?? []).some((item) => item.id === input.left) &&
        (exercise.payload.right ?? []).some((item) => item.id === input.right);
      if (!known) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Those words are not part of this exercise. If the lesson was open before an update, reload the page.',
        );
      }
      const correct = pairs[input.left] === input.right;
      await uow.transaction(async (repos) => {
        const {
          stats,
          attempt: found,
          answers,
        } = await repos.attempts.forAnswer(userId, {
          attemptId: input.lesson_attempt_id,
          exerciseId,
          since: now(),
        });
        const attempt = attemptWith(found, exercise);
        requireActive(attempt);
        const done = answers.some((answer) => answer.exerciseId === exerciseId && answer.correctAt !== null);
        if (correct || done) return;
        await repos.together(
          changes(
            repos,
            userId,
            { ...stats, consecutiveCorrect: 0 },
            { ...attempt, wrongAnswers: attempt.wrongAnswers + 1 },
            attempt,
          ),
        );
      });
      return { correct };
    },

    /**
     * "Can't listen now": this listen exercise counts as done without a heart or a mistake, and
     * for 15 minutes the player skips the next listen exercises the same way (the window is not
     * stretched by skipping inside it).
     */
    async skipListening(userId: string, exerciseId: string, input: { lesson_attempt_id: string }): Promise<Attempt> {
      const { exercise, lesson } = await publishedExercise(exerciseId);
      if (exercise.type !== 'listen') throw new AppError('VALIDATION_FAILED', 'Only listen exercises can be skipped.');
      const skipped = await uow.transaction(async (repos) => {
        const at = now();
        const read = await repos.attempts.forAnswer(userId, {
          attemptId: input.lesson_attempt_id,
          exerciseId,
          since: at,
        });
        const { stats, answers } = read;
        const attempt = attemptWith(read.attempt, exercise);
        const previous = answers.find((a) => a.exerciseId === exerciseId);
        if (previous?.correctAt) return toAttempt(attempt, stats, at, answers);
        requireActive(attempt);
        const answer: AnswerRow = {
          attemptId: attempt.id,
          exerciseId,
          wrongCount: previous?.wrongCount ?? 0,
          correctAt: at,
          result: { verdict: 'correct', expected: '' },
        };
        const answered = withAnswer(answers, answer);
        const windowOpen = stats.listeningSkippedUntil !== null && stats.listeningSkippedUntil > at;
        let nextStats: StatsRow = {
          ...stats,
          listeningSkippedUntil: windowOpen ? stats.listeningSkippedUntil : new Date(at.getTime() + LISTENING_SKIP_MS),
        };
        let nextAttempt = attempt;
        const correctCount = answered.filter((a) => a.correctAt !== null).length;
        if (correctCount >= exerciseCount(attempt, lesson.exercises.length)) {
          ({ stats: nextStats, attempt: nextAttempt } = await complete(repos, {
            userId,
            attempt,
            stats: nextStats,
            lesson:
              attempt.kind === 'practice' ? undefined : { id: lesson.lesson.id, xpReward: lesson.lesson.xpReward },
            answers: answered,
            at,
          }));
        }
        await repos.together([
          repos.attempts.answerUpsert(answer),
          ...changes(repos, userId, nextStats, nextAttempt, attempt),
        ]);
        return toAttempt(nextAttempt, nextStats, at, answered);
      });
      if (skipped.status === 'completed') {
        publisher?.publish(userId);
        await afterCompletion?.(userId);
      }
      return skipped;
    },
  };
}

export type AttemptService = ReturnType<typeof createAttemptService>;
