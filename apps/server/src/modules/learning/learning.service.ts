import type {
  Attempt,
  CheckResult,
  CourseUnit,
  Exercise,
  Fact,
  Language,
  Lesson,
  LessonStatus,
  LessonSummary,
  Progress,
  Stats,
  Streak,
} from '@roots/shared/contracts/learning';
import { DEFAULT_MAX_HEARTS, HEART_REGENERATION_MINUTES } from '@roots/shared/constants';
import { normalizeAnswer } from '@roots/shared/domain/answer';
import type { Hearts } from '@roots/shared/domain/hearts';
import {
  coinRewards,
  combo,
  comboStatus,
  countDay,
  lessonXp,
  localDay,
  MAX_STREAK_FREEZES,
  PERFECT_LESSON_BONUS_XP,
  regenerateHearts,
  startOfLocalDay,
  startOfWeekUtc,
  visibleStreak,
} from '@roots/shared/domain/learning';
import { type PowerUpId, powerUpIds, powerUps, type Store, type Wallet } from '@roots/shared/contracts/store';
import { AppError } from '@roots/shared/errors';
import { type Card, createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import type { Db } from '../../db/client.ts';
import { createCourseRepository, type ExerciseRow, type LessonRow } from '../course/course.repository.ts';
import { gradeExercise, type Graded } from './learning.grader.ts';
import { type AnswerRow, type AttemptRow, createLearningRepository, type StatsRow } from './learning.repository.ts';

const NOT_FOUND_LESSON = 'We could not find that lesson.';
const PRACTICE_SIZE = 10;
const PRACTICE_XP = { first: 10, again: 5 } as const;
const scheduler = fsrs();

/** A card read back from JSON: its dates are strings again. */
function fromStoredCard(stored: Record<string, unknown>): Card {
  const card = stored as unknown as Card & { due: string | Date; last_review?: string | Date };
  return {
    ...card,
    due: new Date(card.due),
    ...(card.last_review ? { last_review: new Date(card.last_review) } : {}),
  };
}
const NOT_FOUND_LANGUAGE = 'We could not find that language.';
const TONE_NOTE = 'Watch your tone marks.';
const OUT_OF_HEARTS = 'You are out of hearts. Refill them in the store, practise, or wait for the next heart.';
const TYPO_NOTE = 'Almost! Watch the spelling.';

function toHearts(stats: StatsRow, now: Date, premium: boolean): Hearts & { updatedAt: Date } {
  if (premium) {
    return {
      heart_count: DEFAULT_MAX_HEARTS,
      max_heart: DEFAULT_MAX_HEARTS,
      next_heart_regen: null,
      regeneration_rate: HEART_REGENERATION_MINUTES,
      updatedAt: now,
    };
  }
  const state = regenerateHearts({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt }, now);
  return {
    heart_count: state.hearts,
    max_heart: DEFAULT_MAX_HEARTS,
    next_heart_regen: state.nextRegenAt?.toISOString() ?? null,
    regeneration_rate: HEART_REGENERATION_MINUTES,
    updatedAt: state.updatedAt,
  };
}

function publicExercise(row: ExerciseRow): Exercise {
  const payload = row.payload as Omit<Exercise, 'id' | 'position' | 'type' | 'prompt' | 'audio_url'>;
  return {
    ...payload,
    id: row.id,
    position: row.position,
    type: row.type,
    prompt: row.prompt,
    audio_url: row.audioUrl,
  };
}

/** Lesson states in course order: each lesson opens when the one before it is completed. */
function lessonStatuses(ordered: { id: string }[], completed: ReadonlySet<string>): Map<string, LessonStatus> {
  const statuses = new Map<string, LessonStatus>();
  let previousDone = true;
  for (const { id } of ordered) {
    const status: LessonStatus = completed.has(id) ? 'completed' : previousDone ? 'available' : 'locked';
    statuses.set(id, status);
    previousDone = status === 'completed';
  }
  return statuses;
}

export function createLearningService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const courses = createCourseRepository(db);
  const learning = createLearningRepository(db);
  const isPremium = (stats: StatsRow, at: Date) => stats.premiumUntil !== null && stats.premiumUntil > at;

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

  async function statusesFor(userId: string | undefined, languageId: string) {
    const ordered = await courses.listCourseLessons(languageId);
    const completed = userId
      ? new Set((await learning.completedLessonIds(userId, [languageId])).map((row) => row.lessonId))
      : new Set<string>();
    return { ordered, completed, statuses: lessonStatuses(ordered, completed) };
  }

  async function requireLanguage(languageId: string) {
    const language = await courses.findPublishedLanguage(languageId);
    if (!language) throw new AppError('NOT_FOUND', NOT_FOUND_LANGUAGE);
    return language;
  }

  function buildAttempt(attempt: AttemptRow, stats: StatsRow, at: Date, answers: AnswerRow[]): Attempt {
    return {
      lesson_attempt_id: attempt.id,
      lesson_id: attempt.lessonId,
      kind: attempt.kind,
      status: attempt.status,
      correct_exercise_ids: answers.filter((a) => a.correctAt !== null).map((a) => a.exerciseId),
      retry_exercise_ids: answers.filter((a) => a.correctAt === null && a.wrongCount > 0).map((a) => a.exerciseId),
      wrong_answers: attempt.wrongAnswers,
      started_at: attempt.startedAt.toISOString(),
      hearts: stripUpdatedAt(toHearts(stats, at, isPremium(stats, at))),
      summary: (attempt.summary as LessonSummary | null) ?? null,
    };
  }

  return {
    async listLanguages(userId: string | undefined): Promise<Language[]> {
      const rows = await courses.listPublishedLanguages();
      const totals = await courses.countLessonsByLanguage(rows.map((row) => row.id));
      const enrolled = userId
        ? new Set((await learning.enrolledLanguages(userId)).map((r) => r.language.id))
        : new Set();
      const done = userId ? await learning.completedLessonIds(userId) : [];
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        native_name: row.nativeName,
        description: row.description,
        special_characters: row.specialCharacters,
        has_audio: row.hasVoice,
        total_lessons: totals.get(row.id) ?? 0,
        enrolled: enrolled.has(row.id),
        completed_lessons: done.filter((d) => d.languageId === row.id).length,
      }));
    },

    async getLanguage(userId: string | undefined, languageId: string): Promise<Language> {
      await requireLanguage(languageId);
      const all = await this.listLanguages(userId);
      const found = all.find((language) => language.id === languageId);
      if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_LANGUAGE);
      return found;
    },

    async userLanguages(userId: string): Promise<Language[]> {
      return (await this.listLanguages(userId)).filter((language) => language.enrolled);
    },

    async enroll(userId: string, languageId: string): Promise<Language> {
      await requireLanguage(languageId);
      await learning.enroll(userId, languageId);
      return this.getLanguage(userId, languageId);
    },

    async unenroll(userId: string, languageId: string): Promise<void> {
      await requireLanguage(languageId);
      if (!(await learning.unenroll(userId, languageId))) {
        throw new AppError('NOT_FOUND', 'You are not enrolled in that language.');
      }
    },

    async progress(userId: string, languageId: string): Promise<Progress> {
      await requireLanguage(languageId);
      const { ordered, completed, statuses } = await statusesFor(userId, languageId);
      const done = ordered.filter((lesson) => completed.has(lesson.id)).length;
      const next = ordered.find((lesson) => statuses.get(lesson.id) === 'available');
      return {
        language_id: languageId,
        completed_lessons: done,
        total_lessons: ordered.length,
        percent: ordered.length === 0 ? 0 : Math.floor((done / ordered.length) * 100),
        next_lesson_id: next?.id ?? null,
      };
    },

    async courseMap(userId: string | undefined, languageId: string): Promise<CourseUnit[]> {
      await requireLanguage(languageId);
      const unitRows = await courses.listUnits(languageId);
      const { ordered, statuses } = await statusesFor(userId, languageId);
      return unitRows.map((unit) => ({
        id: unit.id,
        position: unit.position,
        title: unit.title,
        description: unit.description,
        lessons: ordered
          .filter((lesson) => lesson.unitId === unit.id)
          .map((lesson) => ({
            id: lesson.id,
            position: lesson.position,
            title: lesson.title,
            xp_reward: lesson.xpReward,
            status: statuses.get(lesson.id) ?? 'locked',
          })),
      }));
    },

    async getLesson(userId: string, lessonId: string): Promise<Lesson> {
      const found = await courses.findLesson(lessonId);
      if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_LESSON);
      const { statuses } = await statusesFor(userId, found.language.id);
      const rows = await courses.listExercises(lessonId);
      return {
        id: found.lesson.id,
        title: found.lesson.title,
        xp_reward: found.lesson.xpReward,
        status: statuses.get(lessonId) ?? 'locked',
        unit: { id: found.unit.id, title: found.unit.title, position: found.unit.position },
        language: {
          id: found.language.id,
          code: found.language.code,
          name: found.language.name,
          special_characters: found.language.specialCharacters,
        },
        words: found.lesson.words,
        exercises: rows.map(publicExercise),
      };
    },

    /** Starts (or resumes) an attempt at an available or completed lesson. */
    async startLesson(userId: string, lessonId: string): Promise<Attempt> {
      const found = await courses.findLesson(lessonId);
      if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_LESSON);
      const { statuses } = await statusesFor(userId, found.language.id);
      if (statuses.get(lessonId) === 'locked') {
        throw new AppError('FORBIDDEN', 'This lesson is still locked. Finish the lessons before it first.');
      }
      const at = now();
      return db.transaction(async (tx) => {
        const repo = createLearningRepository(tx);
        const stats = await repo.stats(userId, { lock: true });
        const active = await repo.activeAttempt(userId, lessonId);
        if (active) return buildAttempt(active, stats, at, await repo.answers(active.id));
        const hearts = toHearts(stats, at, isPremium(stats, at));
        if (hearts.heart_count <= 0) {
          throw new AppError('OUT_OF_HEARTS', OUT_OF_HEARTS);
        }
        await repo.enroll(userId, found.language.id);
        const attempt = await repo.createAttempt(userId, lessonId, at);
        return buildAttempt(attempt, stats, at, []);
      });
    },

    /** How many reviews are due, for the dashboard's practice card. */
    async practiceStatus(userId: string, languageId: string): Promise<{ due: number; total: number }> {
      await requireLanguage(languageId);
      return learning.reviewCounts(userId, languageId, now());
    },

    /**
     * Starts (or resumes) a practice session: up to 10 exercises from the review queue, the
     * overdue ones first. Practice costs no hearts and gives one back when finished.
     */
    async startPractice(userId: string, languageId: string): Promise<{ attempt: Attempt; exercises: Exercise[] }> {
      await requireLanguage(languageId);
      const at = now();
      return db.transaction(async (tx) => {
        const repo = createLearningRepository(tx);
        const stats = await repo.stats(userId, { lock: true });
        let attempt = await repo.activePractice(userId, languageId);
        if (!attempt) {
          const ids = await repo.reviewExerciseIds(userId, languageId, PRACTICE_SIZE);
          if (ids.length === 0) {
            throw new AppError(
              'NOT_FOUND',
              'Nothing to practise yet. Exercises you get wrong in lessons come back here for review.',
            );
          }
          attempt = await repo.createPractice(userId, ids, at);
        }
        const rows = await createCourseRepository(tx).findExercises(attempt.exerciseIds ?? []);
        const order = new Map((attempt.exerciseIds ?? []).map((id, i) => [id, i]));
        rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
        return {
          attempt: buildAttempt(attempt, stats, at, await repo.answers(attempt.id)),
          exercises: rows.map(publicExercise),
        };
      });
    },

    async getAttempt(userId: string, attemptId: string): Promise<Attempt> {
      const attempt = await learning.findAttempt(userId, attemptId);
      if (!attempt) throw new AppError('NOT_FOUND', 'We could not find that lesson attempt.');
      return buildAttempt(attempt, await learning.stats(userId), now(), await learning.answers(attempt.id));
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
      const exercise = await courses.findExercise(exerciseId);
      const attemptPreview = await learning.findAttempt(userId, input.lesson_attempt_id);
      const belongs =
        attemptPreview?.kind === 'practice'
          ? (attemptPreview.exerciseIds ?? []).includes(exerciseId)
          : exercise?.lessonId === attemptPreview?.lessonId;
      if (!attemptPreview || !exercise || !belongs) {
        throw new AppError('NOT_FOUND', 'That exercise is not part of this lesson attempt.');
      }
      const practice = attemptPreview.kind === 'practice';
      const found = await courses.findLesson(exercise.lessonId);
      if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_LESSON);
      const context = {
        locale: found.language.code,
        courseWords: await courseWords(found.language.id, found.language.code),
      };
      // Graded before the transaction: a malformed answer is a 400 that changes nothing.
      const graded = gradeExercise(exercise, input.answer, context);
      const total = practice
        ? (attemptPreview.exerciseIds ?? []).length
        : await courses.countExercises(found.lesson.id);

      return db.transaction(async (tx) => {
        const repo = createLearningRepository(tx);
        const stats = await repo.stats(userId, { lock: true });
        if (idempotencyKey) {
          const stored = await repo.storedResponse(userId, idempotencyKey);
          if (stored) return stored as unknown as CheckResult;
        }
        const at = now();
        const attempt = await repo.findAttempt(userId, input.lesson_attempt_id, { lock: true });
        if (!attempt) throw new AppError('NOT_FOUND', 'We could not find that lesson attempt.');
        const answers = await repo.answers(attempt.id);
        const previous = answers.find((a) => a.exerciseId === exerciseId);
        const premium = isPremium(stats, at);

        // Already right once in this attempt: the recorded result, nothing changes.
        if (previous?.correctAt) {
          return respond(previous.result as unknown as Graded, stats, attempt, at, exercise);
        }
        if (attempt.status !== 'active') {
          throw new AppError(
            'CONFLICT',
            attempt.status === 'failed'
              ? 'This lesson attempt ended when you ran out of hearts. Start the lesson again.'
              : 'This lesson is already finished.',
          );
        }

        const hearts = toHearts(stats, at, premium);
        // A lesson goes on only while the learner has hearts (another lesson may have used them up);
        // practice costs none, which is how a learner without hearts earns one back.
        if (hearts.heart_count <= 0 && !practice) throw new AppError('OUT_OF_HEARTS', OUT_OF_HEARTS);
        const correct = graded.verdict !== 'wrong';
        let heartCount = hearts.heart_count;
        let heartsUpdatedAt = hearts.updatedAt;
        const consecutive = correct ? stats.consecutiveCorrect + 1 : 0;
        await scheduleReview(repo, userId, exerciseId, graded.verdict, practice, at);
        if (!correct && !premium && !practice) {
          // Losing a heart from full starts the regeneration clock now.
          if (heartCount >= DEFAULT_MAX_HEARTS) heartsUpdatedAt = at;
          heartCount -= 1;
        }
        await repo.saveAnswer({
          attemptId: attempt.id,
          exerciseId,
          wrongCount: (previous?.wrongCount ?? 0) + (correct ? 0 : 1),
          correctAt: correct ? at : null,
          result: correct ? (graded as unknown as Record<string, unknown>) : null,
        });
        let nextStats: StatsRow = {
          ...stats,
          hearts: premium ? stats.hearts : heartCount,
          heartsUpdatedAt: premium ? stats.heartsUpdatedAt : heartsUpdatedAt,
          consecutiveCorrect: consecutive,
        };
        let nextAttempt: AttemptRow = { ...attempt, wrongAnswers: attempt.wrongAnswers + (correct ? 0 : 1) };

        const correctCount = answers.filter((a) => a.correctAt !== null).length + (correct ? 1 : 0);
        if (correct && correctCount >= total) {
          const completed = practice
            ? await completePractice(repo, userId, nextAttempt, nextStats, at)
            : await completeAttempt(repo, userId, nextAttempt, nextStats, found.lesson, at);
          nextStats = completed.stats;
          nextAttempt = completed.attempt;
        } else if (!correct && !premium && !practice && heartCount <= 0) {
          nextAttempt = { ...nextAttempt, status: 'failed', finishedAt: at };
        }
        await repo.updateStats(userId, {
          hearts: nextStats.hearts,
          heartsUpdatedAt: nextStats.heartsUpdatedAt,
          consecutiveCorrect: nextStats.consecutiveCorrect,
          currentStreak: nextStats.currentStreak,
          longestStreak: nextStats.longestStreak,
          lastStreakDay: nextStats.lastStreakDay,
          streakFreezes: nextStats.streakFreezes,
          goalRewardDay: nextStats.goalRewardDay,
        });
        await repo.updateAttempt(attempt.id, {
          status: nextAttempt.status,
          wrongAnswers: nextAttempt.wrongAnswers,
          finishedAt: nextAttempt.finishedAt,
          summary: nextAttempt.summary,
        });
        const response = await respond(graded, nextStats, nextAttempt, at, exercise);
        if (idempotencyKey) await repo.storeResponse(userId, idempotencyKey, response);
        return response;

        async function respond(result: Graded, s: StatsRow, a: AttemptRow, when: Date, row: ExerciseRow) {
          const c = combo(s.consecutiveCorrect);
          const state = buildAttempt(a, s, when, await repo.answers(a.id));
          const out: CheckResult = {
            correct: result.verdict !== 'wrong',
            result: result.verdict,
            expected: result.expected,
            note: result.verdict === 'tone' ? TONE_NOTE : result.verdict === 'typo' ? TYPO_NOTE : null,
            explanation: row.explanation,
            ...(result.wrongPairs ? { wrong_pairs: result.wrongPairs } : {}),
            hearts: state.hearts,
            combo: {
              consecutive_correct_answers: s.consecutiveCorrect,
              level: c.level,
              multiplier: c.multiplier,
              bonus_percent: c.bonusPercent,
              status: comboStatus(s.consecutiveCorrect),
            },
            attempt: state,
          };
          return out;
        }
      });
    },

    /** Onboarding's end: the chosen language and goal; answers the lesson to start with. */
    async completeOnboarding(userId: string, languageId: string, dailyGoal: number) {
      await requireLanguage(languageId);
      await learning.enroll(userId, languageId);
      await learning.markOnboarded(userId, dailyGoal, now());
      return { next_lesson_id: (await this.progress(userId, languageId)).next_lesson_id };
    },

    /** The power-ups with their server-side prices, and what the learner holds. */
    async store(userId: string): Promise<Store> {
      const stats = await learning.stats(userId);
      return { items: storeItems(), wallet: walletOf(stats, now()) };
    },

    /**
     * Buys a power-up: the price comes from the server, the balance is checked and debited in one
     * statement, and the effect applies in the same transaction under the learner's row lock.
     */
    async purchase(userId: string, itemId: PowerUpId): Promise<Wallet> {
      const item = powerUps[itemId];
      return db.transaction(async (tx) => {
        const repo = createLearningRepository(tx);
        const stats = await repo.stats(userId, { lock: true });
        const at = now();
        const hearts = toHearts(stats, at, isPremium(stats, at));
        if (itemId === 'heart-refill' && hearts.heart_count >= DEFAULT_MAX_HEARTS) {
          throw new AppError('CONFLICT', 'Your hearts are already full.');
        }
        if (itemId === 'streak-freeze' && stats.streakFreezes >= MAX_STREAK_FREEZES) {
          throw new AppError(
            'CONFLICT',
            `You already hold ${String(MAX_STREAK_FREEZES)} Streak Freezes, the most you can.`,
          );
        }
        if (!(await repo.debitCoins(userId, item.price, `store:${itemId}`, at))) {
          throw new AppError(
            'CONFLICT',
            `${item.name} costs ${String(item.price)} coins; you have ${String(stats.coins)}.`,
          );
        }
        const changes: Partial<StatsRow> =
          itemId === 'heart-refill'
            ? { hearts: DEFAULT_MAX_HEARTS, heartsUpdatedAt: at }
            : itemId === 'streak-freeze'
              ? { streakFreezes: stats.streakFreezes + 1 }
              : {
                  xpBoostUntil: new Date(
                    Math.max(at.getTime(), stats.xpBoostUntil?.getTime() ?? 0) + XP_BOOST_MINUTES * 60_000,
                  ),
                };
        await repo.updateStats(userId, changes);
        return walletOf({ ...stats, ...changes, coins: stats.coins - item.price }, at);
      });
    },

    async xp(userId: string): Promise<number> {
      return learning.xpTotal(userId);
    },

    async checkHearts(userId: string): Promise<Hearts> {
      return db.transaction(async (tx) => {
        const repo = createLearningRepository(tx);
        const stats = await repo.stats(userId, { lock: true });
        const at = now();
        const hearts = toHearts(stats, at, isPremium(stats, at));
        if (!isPremium(stats, at))
          await repo.updateStats(userId, { hearts: hearts.heart_count, heartsUpdatedAt: hearts.updatedAt });
        return stripUpdatedAt(hearts);
      });
    },

    async streak(userId: string): Promise<Streak> {
      const [stats, settings] = await Promise.all([learning.stats(userId), learning.userSettings(userId)]);
      return streakOf(stats, localDay(now(), settings?.timeZone ?? 'UTC'));
    },

    async stats(userId: string): Promise<Stats> {
      const at = now();
      const [stats, settings] = await Promise.all([learning.stats(userId), learning.userSettings(userId)]);
      const timeZone = settings?.timeZone ?? 'UTC';
      const [total, today, week] = await Promise.all([
        learning.xpTotal(userId),
        learning.xpTotal(userId, startOfLocalDay(at, timeZone)),
        learning.xpTotal(userId, startOfWeekUtc(at)),
      ]);
      return {
        xp_total: total,
        xp_today: today,
        xp_this_week: week,
        daily_goal: settings?.dailyGoal ?? 20,
        coins: stats.coins,
        streak: streakOf(stats, localDay(at, timeZone)),
        hearts: stripUpdatedAt(toHearts(stats, at, isPremium(stats, at))),
        premium: isPremium(stats, at),
      };
    },

    async facts(languageId: string): Promise<Fact[]> {
      await requireLanguage(languageId);
      return (await courses.listFacts(languageId)).map((fact) => ({
        id: fact.id,
        category: fact.category,
        title: fact.title,
        body: fact.body,
      }));
    },
  };

  /**
   * FSRS scheduling (ts-fsrs): a wrong answer in a lesson puts the exercise in the review queue;
   * in practice each answer is a review, rated Again, Hard (a slip) or Good.
   */
  async function scheduleReview(
    repo: ReturnType<typeof createLearningRepository>,
    userId: string,
    exerciseId: string,
    verdict: Graded['verdict'],
    practice: boolean,
    at: Date,
  ) {
    const existing = await repo.reviewItem(userId, exerciseId);
    if (!practice && verdict !== 'wrong') return;
    const rating = verdict === 'wrong' ? Rating.Again : verdict === 'correct' ? Rating.Good : Rating.Hard;
    const card: Card = existing ? fromStoredCard(existing.card) : createEmptyCard(at);
    const next = scheduler.next(card, at, rating).card;
    await repo.saveReviewItem(userId, exerciseId, next as unknown as Record<string, unknown>, next.due);
  }

  /** A finished practice session: 10 XP the first time a day, then 5; one heart back; the day counts. */
  async function completePractice(
    repo: ReturnType<typeof createLearningRepository>,
    userId: string,
    attempt: AttemptRow,
    stats: StatsRow,
    at: Date,
  ) {
    const settings = await repo.userSettings(userId);
    const timeZone = settings?.timeZone ?? 'UTC';
    const today = localDay(at, timeZone);
    const practicedToday = await repo.xpFromSourceSince(userId, 'practice', startOfLocalDay(at, timeZone));
    const xp = practicedToday ? PRACTICE_XP.again : PRACTICE_XP.first;
    await repo.creditXp(userId, xp, 'practice', attempt.id, at);
    const day = await countTheDay(repo, userId, stats, attempt, today, at);
    const hearts = regenerateHearts({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt }, at);
    return finish(
      {
        ...day.stats,
        hearts: Math.min(DEFAULT_MAX_HEARTS, hearts.hearts + 1),
        heartsUpdatedAt: hearts.hearts + 1 >= DEFAULT_MAX_HEARTS ? at : hearts.updatedAt,
      },
      attempt,
      {
        ...day.summary,
        xp,
        xp_breakdown: { lesson: xp, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
        coins: day.milestoneCoins,
        daily_goal_reached: false,
      },
      at,
    );
  }

  /**
   * What lessons and practice share at their end: the day counts for the streak (with a
   * milestone's coins), and the summary's accuracy, time and streak.
   */
  async function countTheDay(
    repo: ReturnType<typeof createLearningRepository>,
    userId: string,
    stats: StatsRow,
    attempt: AttemptRow,
    today: string,
    at: Date,
  ) {
    const streak = countDay(
      {
        current: stats.currentStreak,
        longest: stats.longestStreak,
        lastDay: stats.lastStreakDay,
        freezes: stats.streakFreezes,
      },
      today,
    );
    if (streak.milestoneCoins > 0) {
      await repo.creditCoins(userId, streak.milestoneCoins, `streak-${String(streak.current)}`, attempt.id, at);
    }
    const answered = await repo.answers(attempt.id);
    const tries = answered.reduce((sum, a) => sum + a.wrongCount + (a.correctAt ? 1 : 0), 0);
    return {
      milestoneCoins: streak.milestoneCoins,
      stats: {
        ...stats,
        currentStreak: streak.current,
        longestStreak: streak.longest,
        lastStreakDay: streak.lastDay,
        streakFreezes: streak.freezes,
      },
      summary: {
        accuracy: tries === 0 ? 100 : Math.round((answered.length / tries) * 100),
        perfect: attempt.wrongAnswers === 0,
        duration_seconds: Math.max(0, Math.round((at.getTime() - attempt.startedAt.getTime()) / 1000)),
        streak: { current: streak.current, extended: streak.changed, freeze_used: streak.freezesUsed > 0 },
      },
    };
  }

  function finish(stats: StatsRow, attempt: AttemptRow, summary: LessonSummary, at: Date) {
    return {
      stats,
      attempt: {
        ...attempt,
        status: 'completed' as const,
        finishedAt: at,
        summary: summary as unknown as Record<string, unknown>,
      },
    };
  }

  /** Credits a finished lesson: XP, coins, streak and daily goal, all in the caller's transaction. */
  async function completeAttempt(
    repo: ReturnType<typeof createLearningRepository>,
    userId: string,
    attempt: AttemptRow,
    stats: StatsRow,
    lesson: LessonRow,
    at: Date,
  ) {
    const settings = await repo.userSettings(userId);
    const timeZone = settings?.timeZone ?? 'UTC';
    const today = localDay(at, timeZone);
    const perfect = attempt.wrongAnswers === 0;
    const { multiplier } = combo(stats.consecutiveCorrect);
    const boosted = stats.xpBoostUntil !== null && stats.xpBoostUntil > at;
    const xp = lessonXp({ xpReward: lesson.xpReward, perfect, multiplier, boosted });
    const xpBefore = await repo.xpTotal(userId, startOfLocalDay(at, timeZone));
    await repo.creditXp(userId, xp.total, 'lesson', attempt.id, at);

    let coins = coinRewards.lesson + (perfect ? coinRewards.perfectLesson : 0);
    await repo.creditCoins(userId, coins, 'lesson', attempt.id, at);
    const day = await countTheDay(repo, userId, stats, attempt, today, at);
    coins += day.milestoneCoins;
    const goal = settings?.dailyGoal ?? 20;
    const goalReached = xpBefore < goal && xpBefore + xp.total >= goal && stats.goalRewardDay !== today;
    if (goalReached) {
      await repo.creditCoins(userId, coinRewards.dailyGoal, 'daily-goal', attempt.id, at);
      coins += coinRewards.dailyGoal;
    }
    await repo.recordCompletion(userId, lesson.id, at);
    return finish(
      { ...day.stats, goalRewardDay: goalReached ? today : stats.goalRewardDay },
      attempt,
      {
        ...day.summary,
        xp: xp.total,
        xp_breakdown: {
          lesson: lesson.xpReward,
          perfect_bonus: perfect ? PERFECT_LESSON_BONUS_XP : 0,
          combo_bonus: xp.withCombo - xp.base,
          boost_bonus: xp.total - xp.withCombo,
        },
        coins,
        daily_goal_reached: goalReached,
      },
      at,
    );
  }
}

const XP_BOOST_MINUTES = 15;

function storeItems() {
  return powerUpIds.map((id) => ({ id, ...powerUps[id] }));
}

function walletOf(stats: StatsRow, at: Date): Wallet {
  const premium = stats.premiumUntil !== null && stats.premiumUntil > at;
  return {
    coins: stats.coins,
    streak_freezes: stats.streakFreezes,
    xp_boost_until: stats.xpBoostUntil && stats.xpBoostUntil > at ? stats.xpBoostUntil.toISOString() : null,
    heart_count: toHearts(stats, at, premium).heart_count,
  };
}

function stripUpdatedAt(hearts: Hearts & { updatedAt: Date }): Hearts {
  return {
    heart_count: hearts.heart_count,
    max_heart: hearts.max_heart,
    next_heart_regen: hearts.next_heart_regen,
    regeneration_rate: hearts.regeneration_rate,
  };
}

function streakOf(stats: StatsRow, today: string): Streak {
  const state = {
    current: stats.currentStreak,
    longest: stats.longestStreak,
    lastDay: stats.lastStreakDay,
    freezes: stats.streakFreezes,
  };
  const { multiplier } = combo(stats.consecutiveCorrect);
  return {
    current_streak: visibleStreak(state, today),
    longest_streak: stats.longestStreak,
    consecutive_correct_answers: stats.consecutiveCorrect,
    streak_multiplier: multiplier,
    streak_freezes: stats.streakFreezes,
    today_counted: stats.lastStreakDay === today,
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
