import type { Attempt, CheckResult, LessonSummary, PairCheck } from '@roots/shared/contracts/learning';
import { normalizeAnswer } from '@roots/shared/domain/answer';
import { loseHeart } from '@roots/shared/domain/hearts';
import { combo, comboStatus } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { Graded } from '../../db/json-types.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import type { CourseRepository, ExerciseRow } from '../course/course.repository.ts';
import { type CourseService, NOT_FOUND_LESSON } from '../course/course.service.ts';
import type { StatsRow } from '../learner/learner.repository.ts';
import { type RewardRepos, rewardLesson, rewardPractice } from '../learner/learner.rewards.ts';
import { heartsOf, isPremium } from '../learner/learner.views.ts';
import { type Publisher, scheduleHeartsFull } from '../notifications/notifications.service.ts';
import type { PracticeRepository } from '../practice/practice.repository.ts';
import { scheduleReview } from '../practice/practice.schedule.ts';
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
}

interface AttemptDeps {
  uow: UnitOfWork<AttemptRepos>;
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

/** Lesson attempts: starting one, grading each answer, and the completion that pays. */
export function createAttemptService({ uow, course, now = () => new Date(), publisher, afterCompletion }: AttemptDeps) {
  const { courses, attempts, learners } = uow.repos;

  // Course words per language for the typo rule; content changes rarely, so a short cache is fine.
  const wordCache = new Map<string, { words: Set<string>; until: number }>();
  async function courseWords(languageId: string, code: string): Promise<Set<string>> {
    const cached = wordCache.get(languageId);
    if (cached && cached.until > Date.now()) return cached.words;
    const words = new Set(
      (await courses.listCourseWords(languageId)).flatMap((word) => normalizeAnswer(word, code).split(' ')),
    );
    wordCache.set(languageId, { words, until: Date.now() + 5 * 60_000 });
    return words;
  }

  /** The answer that completes an attempt: the rewards, the lesson's completion and the summary. */
  async function complete(
    repos: AttemptRepos,
    finished: {
      userId: string;
      attempt: AttemptRow;
      stats: StatsRow;
      lesson: { id: string; xpReward: number } | undefined;
      at: Date;
    },
  ) {
    const { userId, attempt, stats, lesson, at } = finished;
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
      ...attemptSummary(attempt, await repos.attempts.answers(attempt.id), at),
      ...reward,
    };
    return { stats: rewarded, attempt: { ...attempt, status: 'completed' as const, finishedAt: at, summary } };
  }

  async function respond(
    repos: AttemptRepos,
    graded: Graded,
    stats: StatsRow,
    attempt: AttemptRow,
    at: Date,
    exercise: ExerciseRow,
  ) {
    const state = toAttempt(attempt, stats, at, await repos.attempts.answers(attempt.id));
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

  /** Writes what an answer changed on the learner's row and the attempt. */
  async function save(repos: AttemptRepos, userId: string, stats: StatsRow, attempt: AttemptRow) {
    await repos.learners.updateStats(userId, {
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
    await repos.attempts.update(attempt.id, {
      status: attempt.status,
      wrongAnswers: attempt.wrongAnswers,
      finishedAt: attempt.finishedAt,
      summary: attempt.summary,
    });
  }

  /** The exercise, if it belongs to the learner's attempt (a lesson's or a practice session's). */
  async function exerciseOfAttempt(userId: string, exerciseId: string, attemptId: string) {
    const exercise = await courses.findExercise(exerciseId);
    const preview = await attempts.find(userId, attemptId);
    const belongs =
      preview?.kind === 'practice'
        ? (preview.exerciseIds ?? []).includes(exerciseId)
        : exercise?.lessonId === preview?.lessonId;
    if (!preview || !exercise || !belongs) throw new AppError('NOT_FOUND', NOT_IN_ATTEMPT);
    return { exercise, preview };
  }

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
      const { exercise, preview } = await exerciseOfAttempt(userId, exerciseId, input.lesson_attempt_id);
      const practice = preview.kind === 'practice';
      const found = await courses.findLesson(exercise.lessonId);
      if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_LESSON);
      const context = {
        locale: found.language.code,
        courseWords: await courseWords(found.language.id, found.language.code),
      };
      // Graded before the transaction: a malformed answer is a 400 that changes nothing.
      const graded = gradeExercise(exercise, input.answer, context);
      const total = practice ? (preview.exerciseIds ?? []).length : await courses.countExercises(found.lesson.id);

      const checked = await uow.transaction(async (repos) => {
        const stats = await repos.learners.stats(userId, { lock: true });
        if (idempotencyKey) {
          const stored = await repos.attempts.storedResponse(
            userId,
            idempotencyKey,
            new Date(now().getTime() - IDEMPOTENCY_TTL_MS),
          );
          if (stored) return storedCheckResult(stored);
        }
        const at = now();
        const attempt = await repos.attempts.find(userId, input.lesson_attempt_id, { lock: true });
        if (!attempt) throw new AppError('NOT_FOUND', NOT_FOUND_ATTEMPT);
        const answers = await repos.attempts.answers(attempt.id);
        const previous = answers.find((a) => a.exerciseId === exerciseId);

        // Already right once in this attempt: the recorded result, nothing changes.
        if (previous?.correctAt && previous.result) {
          return respond(repos, previous.result, stats, attempt, at, exercise);
        }
        requireActive(attempt);

        const hearts = heartsOf(stats, at);
        // A lesson goes on only while the learner has hearts (another lesson may have used them up);
        // practice costs none, which is how a learner without hearts earns one back.
        if (hearts.heart_count <= 0 && !practice) throw new AppError('OUT_OF_HEARTS', OUT_OF_HEARTS);
        const correct = graded.verdict !== 'wrong';
        const costsHeart = !correct && !isPremium(stats, at) && !practice;
        await scheduleReview(repos.reviews, { userId, exerciseId, verdict: graded.verdict, practice, at });
        const heartsAfter = costsHeart
          ? loseHeart(hearts, at)
          : { hearts: hearts.heart_count, updatedAt: hearts.updatedAt };
        if (costsHeart) await scheduleHeartsFull(repos, userId, heartsAfter, at);
        await repos.attempts.saveAnswer({
          attemptId: attempt.id,
          exerciseId,
          wrongCount: (previous?.wrongCount ?? 0) + (correct ? 0 : 1),
          correctAt: correct ? at : null,
          result: correct ? graded : null,
        });
        let nextStats: StatsRow = {
          ...stats,
          // Premium hearts are not stored: they come back as they were when Premium ends.
          ...(isPremium(stats, at) ? {} : { hearts: heartsAfter.hearts, heartsUpdatedAt: heartsAfter.updatedAt }),
          consecutiveCorrect: correct ? stats.consecutiveCorrect + 1 : 0,
        };
        let nextAttempt: AttemptRow = { ...attempt, wrongAnswers: attempt.wrongAnswers + (correct ? 0 : 1) };

        const correctCount = answers.filter((a) => a.correctAt !== null).length + (correct ? 1 : 0);
        if (correct && correctCount >= total) {
          const lesson = practice ? undefined : { id: found.lesson.id, xpReward: found.lesson.xpReward };
          ({ stats: nextStats, attempt: nextAttempt } = await complete(repos, {
            userId,
            attempt: nextAttempt,
            stats: nextStats,
            lesson,
            at,
          }));
        } else if (costsHeart && heartsAfter.hearts <= 0) {
          nextAttempt = { ...nextAttempt, status: 'failed', finishedAt: at };
        }
        await save(repos, userId, nextStats, nextAttempt);
        const response = await respond(repos, graded, nextStats, nextAttempt, at, exercise);
        if (idempotencyKey) {
          const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_TTL_MS);
          await repos.attempts.storeResponse(userId, idempotencyKey, response, at, expiredBefore);
        }
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
      const { exercise } = await exerciseOfAttempt(userId, exerciseId, input.lesson_attempt_id);
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
        const stats = await repos.learners.stats(userId, { lock: true });
        const attempt = await repos.attempts.find(userId, input.lesson_attempt_id, { lock: true });
        if (!attempt) throw new AppError('NOT_FOUND', NOT_FOUND_ATTEMPT);
        requireActive(attempt);
        const done = (await repos.attempts.answers(attempt.id)).some(
          (answer) => answer.exerciseId === exerciseId && answer.correctAt !== null,
        );
        if (correct || done) return;
        await save(
          repos,
          userId,
          { ...stats, consecutiveCorrect: 0 },
          {
            ...attempt,
            wrongAnswers: attempt.wrongAnswers + 1,
          },
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
      const { exercise, preview } = await exerciseOfAttempt(userId, exerciseId, input.lesson_attempt_id);
      if (exercise.type !== 'listen') throw new AppError('VALIDATION_FAILED', 'Only listen exercises can be skipped.');
      const practice = preview.kind === 'practice';
      const found = await courses.findLesson(exercise.lessonId);
      if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_LESSON);
      const total = practice ? (preview.exerciseIds ?? []).length : await courses.countExercises(found.lesson.id);
      const skipped = await uow.transaction(async (repos) => {
        const stats = await repos.learners.stats(userId, { lock: true });
        const at = now();
        const attempt = await repos.attempts.find(userId, input.lesson_attempt_id, { lock: true });
        if (!attempt) throw new AppError('NOT_FOUND', NOT_FOUND_ATTEMPT);
        const answers = await repos.attempts.answers(attempt.id);
        const previous = answers.find((a) => a.exerciseId === exerciseId);
        if (previous?.correctAt) return toAttempt(attempt, stats, at, answers);
        requireActive(attempt);
        await repos.attempts.saveAnswer({
          attemptId: attempt.id,
          exerciseId,
          wrongCount: previous?.wrongCount ?? 0,
          correctAt: at,
          result: { verdict: 'correct', expected: '' },
        });
        const windowOpen = stats.listeningSkippedUntil !== null && stats.listeningSkippedUntil > at;
        let nextStats: StatsRow = {
          ...stats,
          listeningSkippedUntil: windowOpen ? stats.listeningSkippedUntil : new Date(at.getTime() + LISTENING_SKIP_MS),
        };
        let nextAttempt = attempt;
        if (answers.filter((a) => a.correctAt !== null).length + 1 >= total) {
          const lesson = practice ? undefined : { id: found.lesson.id, xpReward: found.lesson.xpReward };
          ({ stats: nextStats, attempt: nextAttempt } = await complete(repos, {
            userId,
            attempt,
            stats: nextStats,
            lesson,
            at,
          }));
        }
        await save(repos, userId, nextStats, nextAttempt);
        return toAttempt(nextAttempt, nextStats, at, await repos.attempts.answers(attempt.id));
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
