// Starting, answering and finishing an attempt, longer than ~300 lines because the answer check's
// transaction (lock, grade, hearts, review, rewards, completion) must see the attempt, its answers
// and the learner's stats as one unit; the pure rules it applies live in packages/shared/src/domain.
import type { Attempt, CheckResult, LessonSummary, PairCheck } from '@roots/shared/contracts/learning';
import { loseHeart } from '@roots/shared/domain/hearts';
import { combo, comboStatus, startOfLocalDay } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { Graded } from '../../db/json-types.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { batched, type Outcome } from '../../lib/batches.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import type { CourseCatalogue } from '../course/course.catalogue.ts';
import type { CourseRepository, ExerciseRow } from '../course/course.repository.ts';
import type { CourseService } from '../course/course.service.ts';
import type { StatsRow } from '../learner/learner.repository.ts';
import { type RewardRepos, type Rewarded, rewardLesson, rewardPractice } from '../learner/learner.rewards.ts';
import { heartsOf, isPremium } from '../learner/learner.views.ts';
import { heard, heartsFullNotice, type Publisher } from '../notifications/notifications.service.ts';
import type { PracticeRepository } from '../practice/practice.repository.ts';
import { nextReview } from '../practice/practice.schedule.ts';
import { gradeExercise, partnerOf } from './attempt.grader.ts';
import type { AnswerRow, AnswerState, AnswerWrites, AttemptRepository, AttemptRow } from './attempt.repository.ts';
import { storedCheckResult, toAttempt } from './attempt.views.ts';

const UNGRADABLE =
  'We could not check this answer, and it cost you nothing. Please report the exercise so an editor can fix it.';
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
  /** The exercises, their lessons and the course words, from memory (course.catalogue.ts). */
  catalogue: CourseCatalogue;
  course: Pick<CourseService, 'lessonAccess'>;
  now?: () => Date;
  /** Told after an attempt completes: its rewards may have made notifications. */
  publisher?: Publisher;
  /** After a lesson or practice completes (its XP committed): the league placement, not waited for. */
  afterCompletion?: (userId: string) => void;
}

/** How the attempt went, for its summary: accuracy over every try, perfect, time taken. */
function attemptSummary(attempt: AttemptRow, answers: AnswerState[], at: Date) {
  const tries = answers.reduce((sum, a) => sum + a.wrongCount + (a.correctAt ? 1 : 0), 0);
  return {
    accuracy: tries === 0 ? 100 : Math.round((answers.length / tries) * 100),
    perfect: attempt.wrongAnswers === 0,
    duration_seconds: Math.max(0, Math.round((at.getTime() - attempt.startedAt.getTime()) / 1000)),
  };
}

/** The attempt's answers with one answer recorded (added, or in place of the earlier one). */
function withAnswer(answers: AnswerState[], answer: AnswerState): AnswerState[] {
  return [...answers.filter((a) => a.exerciseId !== answer.exerciseId), answer];
}

/** The writes of several answers, table by table. */
function allOf(writes: Partial<AnswerWrites>[]): AnswerWrites {
  return {
    answers: writes.flatMap((each) => each.answers ?? []),
    stats: writes.flatMap((each) => each.stats ?? []),
    attempts: writes.flatMap((each) => each.attempts ?? []),
    reviews: writes.flatMap((each) => each.reviews ?? []),
    responses: writes.flatMap((each) => each.responses ?? []),
    completions: writes.flatMap((each) => each.completions ?? []),
    xp: writes.flatMap((each) => each.xp ?? []),
    coins: writes.flatMap((each) => each.coins ?? []),
    heartsChanged: writes.flatMap((each) => each.heartsChanged ?? []),
    notices: writes.flatMap((each) => each.notices ?? []),
  };
}

/** An attempt completed by an answer: what it earned, and its lesson (none for practice). */
interface Completed {
  rewarded: Rewarded;
  lessonId: string | undefined;
}

const sum = (credits: { amount: number }[]) => credits.reduce((total, credit) => total + credit.amount, 0);

/**
 * What an answer writes besides its own rows: a completion's lesson, credits and notifications
 * (the running totals move with the credits), and, when it changed the stored hearts, the
 * learner's "hearts full again" scheduled anew. The learner's muted kinds are left out here.
 */
function rewardWrites(
  read: AnswerRead,
  at: Date,
  completed: Completed | undefined,
  hearts: { hearts: number; updatedAt: Date } | undefined,
): Partial<AnswerWrites> & { gains: { xp: number; coins: number } } {
  const { userId } = read.stats;
  const rewarded = completed?.rewarded;
  const full = hearts ? heartsFullNotice(userId, hearts) : undefined;
  return {
    gains: { xp: sum(rewarded?.xp ?? []), coins: sum(rewarded?.coins ?? []) },
    completions: completed?.lessonId ? [{ userId, lessonId: completed.lessonId, at }] : [],
    xp: rewarded?.xp ?? [],
    coins: rewarded?.coins ?? [],
    heartsChanged: hearts ? [{ userId, at }] : [],
    notices: heard([...(rewarded?.notices ?? []), ...(full ? [full] : [])], read.muted),
  };
}

/** The most answers one transaction takes: enough for a classroom answering at once. */
const BATCH_SIZE = 64;

/** One answer check, as it waits for its batch. */
interface AnswerJob {
  userId: string;
  exerciseId: string;
  attemptId: string;
  answer: unknown;
  key: string | undefined;
  found: NonNullable<Awaited<ReturnType<CourseCatalogue['exercise']>>>;
}

type AnswerRead = Awaited<ReturnType<AttemptRepository['forAnswers']>>[number];
/** What a completing answer's rewards read besides the learner's settings (`forRewards`). */
type RewardRead = Awaited<ReturnType<AttemptRepository['forRewards']>>[number];

/** The question `forRewards` answers for an answer that completes its attempt at `at`. */
const rewardQuestion = (read: AnswerRead, at: Date) => ({
  userId: read.stats.userId,
  lessonId: read.attempt?.lessonId ?? null,
  dayStart: startOfLocalDay(at, read.settings.timeZone),
});

/** What a pair check or a skip reads: the learner's locked row, their attempt and its answers. */
async function readOne(
  repos: AttemptRepos,
  asked: { userId: string; exerciseId: string; lesson_attempt_id: string },
  at: Date,
): Promise<AnswerRead> {
  const [read] = await repos.attempts.forAnswers(
    [{ userId: asked.userId, exerciseId: asked.exerciseId, attemptId: asked.lesson_attempt_id }],
    at,
  );
  if (!read) throw new Error('forAnswers answered no question');
  return read;
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

  /**
   * The answer that completes an attempt: the rewards (worked out from what the batch read under
   * the learner's lock), the lesson's completion (none for practice) and the summary.
   */
  function complete(finished: {
    read: AnswerRead;
    rewards: RewardRead;
    attempt: AttemptRow;
    stats: StatsRow;
    lesson: { id: string; xpReward: number } | undefined;
    answers: AnswerState[];
    at: Date;
  }): { stats: StatsRow; attempt: AttemptRow; completed: Completed } {
    const { read, rewards, attempt, stats, lesson, answers, at } = finished;
    const context = {
      ...read.settings,
      xpToday: rewards.xpToday,
      practiceToday: rewards.practiceToday,
      paidReplaysToday: rewards.paidReplaysToday,
    };
    const base = { userId: stats.userId, attemptId: attempt.id, stats, at, context };
    const rewarded = lesson
      ? rewardLesson({
          ...base,
          xpReward: lesson.xpReward,
          perfect: attempt.wrongAnswers === 0,
          replay: rewards.lessonDone,
          played: { ms: at.getTime() - attempt.startedAt.getTime(), exercises: answers.length },
        })
      : rewardPractice(base);
    const summary: LessonSummary = { ...attemptSummary(attempt, answers, at), ...rewarded.reward };
    return {
      stats: rewarded.stats,
      attempt: { ...attempt, status: 'completed', finishedAt: at, summary },
      completed: { rewarded, lessonId: lesson?.id },
    };
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

  /**
   * What an answer changed on the learner's row (and the XP and coins its credits add to the
   * running totals) and the attempt (if it changed), as rows to write.
   */
  function changes(
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

  /**
   * What an answer is, before anything is written: the response already given to its key, the
   * result recorded when the exercise was first right, or a graded answer to apply. It throws only
   * the learner's own errors (404, 400, 409, 403), so one learner's error leaves a batch unharmed.
   */
  function judge(job: AnswerJob, read: AnswerRead, at: Date) {
    const { exercise, lesson, course: published } = job.found;
    if (read.stored) return { response: storedCheckResult(read.stored) };
    const { stats, answers } = read;
    const attempt = attemptWith(read.attempt, exercise);
    // Before any write: a malformed answer is a 400 that changes nothing.
    const graded = gradeExercise(exercise, job.answer, {
      locale: lesson.language.code,
      courseWords: published.typoWords(),
    });
    const previous = answers.find((a) => a.exerciseId === job.exerciseId);
    // Already right once in this attempt: the recorded result, nothing changes.
    if (previous?.correctAt && read.recorded) {
      return { response: respond(read.recorded, stats, attempt, answers, at, exercise) };
    }
    requireActive(attempt);
    const practice = attempt.kind === 'practice';
    const hearts = heartsOf(stats, at);
    // A lesson goes on only while the learner has hearts (another lesson may have used them up);
    // practice costs none, which is how a learner without hearts earns one back.
    if (hearts.heart_count <= 0 && !practice) throw new AppError('OUT_OF_HEARTS', OUT_OF_HEARTS);
    return { apply: { attempt, graded, previous, hearts, practice } };
  }

  /** An answer's response, and whether this very answer completed its attempt. */
  interface Checked {
    response: CheckResult;
    completedNow: boolean;
  }

  /** A graded answer to apply (`judge`). */
  type Apply = NonNullable<ReturnType<typeof judge>['apply']>;
  /** One answer's outcome and the rows it writes, if any. */
  interface Answered {
    outcome: Outcome<Checked>;
    writes?: AnswerWrites;
  }

  /**
   * One answer of a batch, judged: its outcome, or the graded answer still to apply. An answer
   * that completes its attempt needs what its rewards read (`forRewards`): without it, it is
   * handed back as graded, to be applied once they are read.
   */
  function answerOne(job: AnswerJob, read: AnswerRead, at: Date): Answered | { completes: Apply } {
    return alone((): Answered | { completes: Apply } => {
      const judged = judge(job, read, at);
      if (!judged.apply) return { outcome: { ok: true, value: { response: judged.response, completedNow: false } } };
      return apply(job, read, at, judged.apply) ?? { completes: judged.apply };
    });
  }

  /**
   * One answer's judging and applying, which write nothing: whatever it throws is its outcome
   * alone. A learner's error stays as it is; an unexpected one (a bug, an exercise the grader
   * cannot read) is logged and answered with a 400 that costs nothing, and the batch's other
   * answers go on in the same transaction instead of each being tried again alone.
   */
  function alone<T>(step: () => T): T | Answered {
    try {
      return step();
    } catch (error) {
      if (error instanceof AppError) return { outcome: { ok: false, error } };
      const failed = new AppError('BAD_REQUEST', UNGRADABLE, undefined, { cause: error });
      return { outcome: { ok: false, error: failed } };
    }
  }

  /**
   * A graded answer applied: its response and writes; nothing when it completes its attempt and
   * its rewards' context (`rewards`) is not read yet.
   */
  function apply(
    job: AnswerJob,
    read: AnswerRead,
    at: Date,
    judged: Apply,
    rewards?: RewardRead,
  ): Answered | undefined {
    const { userId, exerciseId, key } = job;
    const { exercise, lesson } = job.found;
    const { stats, answers } = read;
    const { attempt, graded, previous, hearts, practice } = judged;
    const correct = graded.verdict !== 'wrong';
    const answer: AnswerRow = {
      attemptId: attempt.id,
      exerciseId,
      wrongCount: (previous?.wrongCount ?? 0) + (correct ? 0 : 1),
      correctAt: correct ? at : null,
      result: correct ? graded : null,
    };
    const answered = withAnswer(answers, answer);
    const completes =
      correct && answered.filter((a) => a.correctAt !== null).length >= exerciseCount(attempt, lesson.exercises.length);
    if (completes && !rewards) return undefined;
    const costsHeart = !correct && !isPremium(stats, at) && !practice;
    const review = nextReview(read.card, { verdict: graded.verdict, practice, at });
    const heartsAfter = costsHeart
      ? loseHeart(hearts, at)
      : { hearts: hearts.heart_count, updatedAt: hearts.updatedAt };
    let nextStats: StatsRow = {
      ...stats,
      // Premium hearts are not stored: they come back as they were when Premium ends.
      ...(isPremium(stats, at) ? {} : { hearts: heartsAfter.hearts, heartsUpdatedAt: heartsAfter.updatedAt }),
      consecutiveCorrect: correct ? stats.consecutiveCorrect + 1 : 0,
    };
    let nextAttempt: AttemptRow = { ...attempt, wrongAnswers: attempt.wrongAnswers + (correct ? 0 : 1) };

    let completed: Completed | undefined;
    if (completes && rewards) {
      ({
        stats: nextStats,
        attempt: nextAttempt,
        completed,
      } = complete({
        read,
        rewards,
        attempt: nextAttempt,
        stats: nextStats,
        lesson: practice ? undefined : lesson.lesson,
        answers: answered,
        at,
      }));
    } else if (costsHeart && heartsAfter.hearts <= 0) {
      nextAttempt = { ...nextAttempt, status: 'failed', finishedAt: at };
    }
    const { gains, ...paid } = rewardWrites(
      read,
      at,
      completed,
      completed?.rewarded.hearts ?? (costsHeart ? heartsAfter : undefined),
    );
    const response = respond(graded, nextStats, nextAttempt, answered, at, exercise);
    return {
      outcome: { ok: true, value: { response, completedNow: completed !== undefined } },
      writes: allOf([
        {
          answers: [answer],
          ...changes(nextStats, nextAttempt, attempt, gains),
          reviews: review ? [{ userId, exerciseId, card: review, due: review.due }] : [],
          responses: key ? [{ userId, key, response, at }] : [],
          ...paid,
        },
      ]),
    };
  }

  /**
   * A batch of answers, one per learner, in one transaction: their rows locked and read in two
   * statements, each answer judged and applied in turn, and all their writes in one statement.
   * If the transaction fails (a deadlock with another transaction, say), each answer is tried
   * again alone, so one learner's trouble is never another's.
   */
  async function gradeBatch(jobs: AnswerJob[]): Promise<Outcome<Checked>[]> {
    try {
      return await uow.transaction(async (repos) => {
        const at = now();
        const since = new Date(at.getTime() - IDEMPOTENCY_TTL_MS);
        const reads = await repos.attempts.forAnswers(
          jobs.map(({ userId, attemptId, exerciseId, key }) => ({ userId, attemptId, exerciseId, key })),
          since,
        );
        const readOf = (i: number) => {
          const read = reads[i];
          if (!read) throw new Error('forAnswers answered fewer answers than it was asked');
          return read;
        };
        const first = jobs.map((job, i) => answerOne(job, readOf(i), at));
        // The answers that complete their attempt (about one in ten) read their rewards' context
        // in one more statement; the others never pay for it.
        const completing = first.flatMap((each, i) => ('completes' in each ? [i] : []));
        const rewards = completing.length
          ? await repos.attempts.forRewards(completing.map((i) => rewardQuestion(readOf(i), at)))
          : [];
        const done = jobs.map((job, i): Answered => {
          const each = first[i];
          if (!each) throw new Error('an answer of the batch was not judged');
          if (!('completes' in each)) return each;
          return alone(() => {
            const answered = apply(job, readOf(i), at, each.completes, rewards[completing.indexOf(i)]);
            if (!answered) throw new Error('forRewards answered fewer questions than it was asked');
            return answered;
          });
        });
        const writes = done.flatMap((each) => (each.writes ? [each.writes] : []));
        if (writes.length > 0) await repos.attempts.saveAnswers(allOf(writes), since);
        return done.map((each) => each.outcome);
      });
    } catch (error) {
      if (jobs.length === 1) throw error;
      return Promise.all(
        jobs.map((job) =>
          gradeBatch([job]).then(
            ([outcome]): Outcome<Checked> => outcome ?? { ok: false, error },
            (alone: unknown): Outcome<Checked> => ({ ok: false, error: alone }),
          ),
        ),
      );
    }
  }

  // One batch at a time (measured: a second one at once, or completions in transactions of their
  // own, were slower on both databases).
  const answerBatch = batched({ run: gradeBatch, max: BATCH_SIZE, key: (job: AnswerJob) => job.userId });

  return {
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
     * Grades one answer under a lock on the learner's stats row: parallel answers of one learner
     * are applied one after another, so hearts never go below zero and a lesson's XP and coins are
     * credited exactly once, with the answer that completes it. Answers of different learners
     * that arrive together share one transaction (`gradeBatch`).
     */
    async checkAnswer(
      userId: string,
      exerciseId: string,
      input: { lesson_attempt_id: string; answer: unknown },
      idempotencyKey: string | undefined,
    ): Promise<CheckResult> {
      const found = await publishedExercise(exerciseId);
      const { response, completedNow } = await answerBatch({
        userId,
        exerciseId,
        attemptId: input.lesson_attempt_id,
        answer: input.answer,
        // A key means one answer: to this exercise, in this attempt. Sent again with another
        // exercise it is another answer's key, and never returns the first one's response.
        key: idempotencyKey && `${exerciseId}:${input.lesson_attempt_id}:${idempotencyKey}`,
        found,
      });
      // Only the answer that completed the attempt tells: a replay of it (its Idempotency-Key, or
      // the exercise answered again) changes nothing, so it announces nothing.
      if (completedNow) {
        publisher?.publish(userId);
        afterCompletion?.(userId);
      }
      return response;
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
      const correct = partnerOf(pairs, input.left) === input.right;
      await uow.transaction(async (repos) => {
        const at = now();
        const { stats, attempt: found, answers } = await readOne(repos, { userId, exerciseId, ...input }, at);
        const attempt = attemptWith(found, exercise);
        requireActive(attempt);
        const done = answers.some((answer) => answer.exerciseId === exerciseId && answer.correctAt !== null);
        if (correct || done) return;
        await repos.attempts.saveAnswers(
          allOf([
            changes(
              { ...stats, consecutiveCorrect: 0 },
              { ...attempt, wrongAnswers: attempt.wrongAnswers + 1 },
              attempt,
            ),
          ]),
          at,
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
        const read = await readOne(repos, { userId, exerciseId, ...input }, at);
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
        let completed: Completed | undefined;
        const correctCount = answered.filter((a) => a.correctAt !== null).length;
        if (correctCount >= exerciseCount(attempt, lesson.exercises.length)) {
          const [rewards] = await repos.attempts.forRewards([rewardQuestion(read, at)]);
          if (!rewards) throw new Error('forRewards answered no question');
          ({
            stats: nextStats,
            attempt: nextAttempt,
            completed,
          } = complete({
            read,
            rewards,
            attempt,
            stats: nextStats,
            lesson: attempt.kind === 'practice' ? undefined : lesson.lesson,
            answers: answered,
            at,
          }));
        }
        const { gains, ...paid } = rewardWrites(read, at, completed, completed?.rewarded.hearts);
        await repos.attempts.saveAnswers(
          allOf([{ answers: [answer], ...changes(nextStats, nextAttempt, attempt, gains), ...paid }]),
          at,
        );
        return toAttempt(nextAttempt, nextStats, at, answered);
      });
      if (skipped.status === 'completed') {
        publisher?.publish(userId);
        afterCompletion?.(userId);
      }
      return skipped;
    },
  };
}

export type AttemptService = ReturnType<typeof createAttemptService>;
