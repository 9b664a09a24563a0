import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiled, compiledStatement } from '../../db/compiled.ts';
import { askedColumn, askedRows, numbered, recordset } from '../../db/recordsets.ts';
import {
  attemptAnswers,
  exercises,
  coinLedger,
  idempotencyKeys,
  learnerStats,
  lessonAttempts,
  lessonCompletions,
  lessons,
  notifications,
  reviewItems,
  units,
  users,
  xpLedger,
} from '../../db/schema.ts';
import type { CheckResult, Graded, StoredCard } from '../../db/json-types.ts';
import type { AnswerStatsChanges } from '../learner/learner.repository.ts';
import type { Credit } from '../learner/learner.rewards.ts';

export type AttemptRow = typeof lessonAttempts.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;
/** Where an answer of an attempt stands: what the player's progress and the summary are made of. */
export type AnswerState = Pick<AnswerRow, 'exerciseId' | 'wrongCount' | 'correctAt'>;
export type AttemptChanges = Pick<AttemptRow, 'status' | 'wrongAnswers' | 'finishedAt' | 'summary'>;
/** One answer check's question to `forAnswers`: whose attempt, which exercise, which Idempotency-Key. */
export interface AnswerQuestion {
  userId: string;
  attemptId: string;
  exerciseId: string;
  key?: string | undefined;
}

const p = sql.placeholder;

/**
 * The stats rows of the learners of a batch of answers, locked (the one lock every change to a
 * learner's attempts takes), in the order of their ids so that two batches cannot deadlock; with
 * the settings their rewards and notifications depend on (the account row itself is not locked).
 * Rows are found by key (`= any(array)`, a lateral lookup of the account): PostgreSQL scanned
 * both whole tables for a batch it expected to be 100 rows.
 */
const lockedStats = compiled((db) => {
  const settings = db
    .select({ timeZone: users.timeZone, dailyGoal: users.dailyGoal, muted: users.mutedNotifications })
    .from(users)
    .where(eq(users.id, learnerStats.userId))
    .limit(1)
    .as('settings');
  return db
    .select({ stats: learnerStats, timeZone: settings.timeZone, dailyGoal: settings.dailyGoal, muted: settings.muted })
    .from(learnerStats)
    .innerJoinLateral(settings, sql`true`)
    .where(
      sql`${learnerStats.userId} = any(array(select value::uuid from jsonb_array_elements_text(${p('userIds')}::jsonb)))`,
    )
    .orderBy(learnerStats.userId)
    .for('update', { of: learnerStats });
});

/**
 * For each answer: its attempt, where the attempt's answers stand, the result recorded when the
 * asked exercise was first right in it (only that one: an attempt's results, read for every
 * answer, were most of what the read sent back by a lesson's end), the exercise's review card
 * and the response stored for its key. Each is looked up by its key, row by row (a lateral
 * subquery, scalar subqueries): as plain joins, PostgreSQL (which expects a batch of 100 rows)
 * scans and hashes a whole table while it is small enough, a scan that grows with every attempt
 * and review card (0.7 ms against 0.2 ms at 3,000 attempts on PostgreSQL; on PGlite most of the
 * read's time).
 */
const answerContext = compiled((db) => {
  const attempt = db
    .select()
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.id, askedColumn('attempt_id')), eq(lessonAttempts.userId, askedColumn('user_id'))))
    .limit(1)
    .as('attempt');
  return db
    .select({
      i: sql<number>`${askedColumn('i')}`,
      attempt: {
        id: attempt.id,
        userId: attempt.userId,
        lessonId: attempt.lessonId,
        kind: attempt.kind,
        exerciseIds: attempt.exerciseIds,
        status: attempt.status,
        wrongAnswers: attempt.wrongAnswers,
        startedAt: attempt.startedAt,
        finishedAt: attempt.finishedAt,
        summary: attempt.summary,
      },
      stored: sql<CheckResult | null>`(select ${idempotencyKeys.response} from ${idempotencyKeys}
        where ${idempotencyKeys.userId} = ${askedColumn('user_id')} and ${idempotencyKeys.key} = ${askedColumn('key')}
          and ${idempotencyKeys.createdAt} > ${p('since')})`,
      card: sql<StoredCard | null>`(select ${reviewItems.card} from ${reviewItems}
        where ${reviewItems.userId} = ${askedColumn('user_id')} and ${reviewItems.exerciseId} = ${askedColumn('exercise_id')})`,
      answers: sql<{ exerciseId: string; wrongCount: number; correctAt: string | null }[]>`(
        select coalesce(jsonb_agg(jsonb_build_object(
          'exerciseId', ${attemptAnswers.exerciseId}, 'wrongCount', ${attemptAnswers.wrongCount},
          'correctAt', ${attemptAnswers.correctAt})), '[]'::jsonb)
        from ${attemptAnswers} where ${attemptAnswers.attemptId} = ${attempt.id})`,
      recorded: sql<Graded | null>`(select ${attemptAnswers.result} from ${attemptAnswers}
        where ${attemptAnswers.attemptId} = ${attempt.id} and ${attemptAnswers.exerciseId} = ${askedColumn('exercise_id')})`,
    })
    .from(askedRows('user_id uuid, attempt_id uuid, exercise_id uuid, key text'))
    .leftJoinLateral(attempt, sql`true`);
});

/**
 * For each answer that completes an attempt, what its rewards depend on: the XP and the practice
 * sessions credited since the start of the learner's day (`day_start`, in their time zone), and
 * whether the lesson (none for practice) was completed before.
 */
const rewardContext = compiled((db) =>
  db
    .select({
      i: sql<number>`${askedColumn('i')}`,
      lessonDone: sql<boolean>`exists (select 1 from ${lessonCompletions}
        where ${lessonCompletions.userId} = ${askedColumn('user_id')}
          and ${lessonCompletions.lessonId} = ${askedColumn('lesson_id')})`,
      xpToday: sql<number>`(select coalesce(sum(${xpLedger.amount}), 0)::int from ${xpLedger}
        where ${xpLedger.userId} = ${askedColumn('user_id')} and ${xpLedger.createdAt} >= ${askedColumn('day_start')})`,
      practiceToday: sql<number>`(select count(*)::int from ${xpLedger}
        where ${xpLedger.userId} = ${askedColumn('user_id')} and ${xpLedger.createdAt} >= ${askedColumn('day_start')}
          and ${xpLedger.source} = 'practice')`,
      paidReplaysToday: sql<number>`(select count(*)::int from ${xpLedger}
        where ${xpLedger.userId} = ${askedColumn('user_id')} and ${xpLedger.createdAt} >= ${askedColumn('day_start')}
          and ${xpLedger.source} = 'lesson-replay')`,
    })
    .from(askedRows('user_id uuid, lesson_id uuid, day_start timestamptz')),
);

/** The learner's unfinished attempt at a lesson, the one a lesson start resumes. */
const activeAttemptAt = compiled((db) =>
  db
    .select()
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, p('userId')),
        eq(lessonAttempts.lessonId, p('lessonId')),
        eq(lessonAttempts.status, 'active'),
      ),
    )
    .orderBy(desc(lessonAttempts.startedAt))
    .limit(1),
);

/** A new attempt at a lesson. */
const newLessonAttempt = compiled((db) =>
  db
    .insert(lessonAttempts)
    .values({ userId: p('userId'), lessonId: p('lessonId'), startedAt: p('startedAt') })
    .returning(),
);

/** What answers change, by table; a learner appears at most once in a batch. */
export interface AnswerWrites {
  answers: AnswerRow[];
  /** The learner's row, and the XP and coins their credits add to its running totals. */
  stats: ({ userId: string; xpGain?: number; coinGain?: number } & AnswerStatsChanges)[];
  attempts: ({ id: string } & AttemptChanges)[];
  reviews: { userId: string; exerciseId: string; card: StoredCard; due: Date }[];
  responses: { userId: string; key: string; response: CheckResult; at: Date }[];
  /** Lessons completed (a first completion, or one more time). */
  completions: { userId: string; lessonId: string; at: Date }[];
  xp: Credit[];
  coins: Credit[];
  /** Learners whose scheduled "hearts full again" is withdrawn (a new one may be in `notices`). */
  heartsChanged: { userId: string; at: Date }[];
  /** Notifications to record (the learner's muted kinds already left out). */
  notices: { userId: string; kind: string; title: string; message: string; at: Date }[];
}

/**
 * Every write of a batch of answers in one statement, whatever its size (so its SQL is built and
 * parsed once): each table's rows arrive as one JSON array. A response stored for a key is
 * replaced only once it has expired (`expiredBefore`). The rows updated or deleted are also
 * named by key (`= any(array(…))`): joined to the batch alone, they were found by scanning the
 * whole table while it was small enough (PostgreSQL expects a batch of 100 rows), a scan that
 * grows with every learner and attempt.
 */
const answerWrites = compiledStatement(
  () => sql`with
  stats_rows as materialized (
    select * from jsonb_to_recordset(${p('stats')}::jsonb)
      as x(user_id uuid, hearts int, hearts_updated_at timestamptz, xp_gain int, coin_gain int,
        consecutive_correct int, current_streak int,
        longest_streak int, last_streak_day date, streak_day_ends_at timestamptz, streak_freezes int,
        goal_reward_day date,
        listening_skipped_until timestamptz)),
  attempt_rows as materialized (
    select * from jsonb_to_recordset(${p('attempts')}::jsonb)
      as x(id uuid, status text, wrong_answers int, finished_at timestamptz, summary jsonb)),
  hearts_rows as materialized (
    select * from jsonb_to_recordset(${p('heartsChanged')}::jsonb) as x(user_id uuid, at timestamptz)),
  answers as (
    insert into ${attemptAnswers} (attempt_id, exercise_id, wrong_count, correct_at, result)
    select attempt_id, exercise_id, wrong_count, correct_at, result
    from jsonb_to_recordset(${p('answers')}::jsonb)
      as x(attempt_id uuid, exercise_id uuid, wrong_count int, correct_at timestamptz, result jsonb)
    on conflict (attempt_id, exercise_id) do update
      set wrong_count = excluded.wrong_count, correct_at = excluded.correct_at, result = excluded.result),
  stats as (
    update ${learnerStats} s set hearts = x.hearts, hearts_updated_at = x.hearts_updated_at,
      xp_total = s.xp_total + coalesce(x.xp_gain, 0), coins = s.coins + coalesce(x.coin_gain, 0),
      consecutive_correct = x.consecutive_correct, current_streak = x.current_streak,
      longest_streak = x.longest_streak, last_streak_day = x.last_streak_day,
      streak_day_ends_at = x.streak_day_ends_at, streak_freezes = x.streak_freezes,
      goal_reward_day = x.goal_reward_day, listening_skipped_until = x.listening_skipped_until
    from stats_rows x
    where s.user_id = x.user_id and s.user_id = any(array(select user_id from stats_rows))),
  attempts as (
    update ${lessonAttempts} a set status = x.status, wrong_answers = x.wrong_answers, finished_at = x.finished_at,
      summary = x.summary
    from attempt_rows x
    where a.id = x.id and a.id = any(array(select id from attempt_rows))),
  reviews as (
    insert into ${reviewItems} (user_id, exercise_id, card, due)
    select user_id, exercise_id, card, due
    from jsonb_to_recordset(${p('reviews')}::jsonb) as x(user_id uuid, exercise_id uuid, card jsonb, due timestamptz)
    on conflict (user_id, exercise_id) do update set card = excluded.card, due = excluded.due),
  responses as (
    insert into ${idempotencyKeys} (user_id, key, response, created_at)
    select user_id, key, response, at
    from jsonb_to_recordset(${p('responses')}::jsonb) as x(user_id uuid, key text, response jsonb, at timestamptz)
    on conflict (user_id, key) do update set response = excluded.response, created_at = excluded.created_at
      where ${idempotencyKeys.createdAt} < ${p('expiredBefore')}),
  completions as (
    insert into ${lessonCompletions} (user_id, lesson_id, first_completed_at)
    select user_id, lesson_id, at
    from jsonb_to_recordset(${p('completions')}::jsonb) as x(user_id uuid, lesson_id uuid, at timestamptz)
    on conflict (user_id, lesson_id) do update set times_completed = ${lessonCompletions.timesCompleted} + 1),
  xp as (
    insert into ${xpLedger} (user_id, amount, source, attempt_id, created_at)
    select user_id, amount, source, attempt_id, at
    from jsonb_to_recordset(${p('xp')}::jsonb)
      as x(user_id uuid, amount int, source text, attempt_id uuid, at timestamptz)),
  coins as (
    insert into ${coinLedger} (user_id, amount, source, attempt_id, created_at)
    select user_id, amount, source, attempt_id, at
    from jsonb_to_recordset(${p('coins')}::jsonb)
      as x(user_id uuid, amount int, source text, attempt_id uuid, at timestamptz)),
  withdrawn as (
    delete from ${notifications} n
    using hearts_rows x
    where n.user_id = x.user_id and n.user_id = any(array(select user_id from hearts_rows))
      and n.kind = 'hearts-full' and n.created_at > x.at),
  notices as (
    insert into ${notifications} (user_id, kind, title, message, created_at)
    select user_id, kind, title, message, at
    from jsonb_to_recordset(${p('notices')}::jsonb)
      as x(user_id uuid, kind text, title text, message text, at timestamptz))
select 1`,
);

/** Attempts at lessons and practice sessions, their answers, and the idempotent responses. */
export function createAttemptRepository(db: Executor) {
  return {
    /**
     * Everything a batch of answer checks reads, in two statements: the learners' stats rows,
     * locked; then for each answer its attempt, where its answers stand and the result recorded
     * for the exercise, the exercise's review card, and the response already given for its
     * Idempotency-Key since `since`. Two, because a
     * statement that waited for a row lock sees that row's new version but the other tables as
     * they were when it started (PostgreSQL's READ COMMITTED): the parallel answer it waited for
     * would be missing from what it read.
     */
    async forAnswers(asked: AnswerQuestion[], since: Date) {
      const locked = await lockedStats(db, { userIds: JSON.stringify(asked.map((each) => each.userId)) });
      const lockedOf = new Map(locked.map((row) => [row.stats.userId, row]));
      const rows = await answerContext(db, {
        // No key matches nothing (`key = null` is never true).
        asked: numbered(asked.map((each) => ({ ...each, key: each.key ?? null }))),
        since: since.toISOString(),
      });
      const contextOf = new Map(rows.map((row) => [row.i, row]));
      return asked.map((each, i) => {
        const learner = lockedOf.get(each.userId);
        const row = contextOf.get(i);
        // Every account gets its stats row when it is made.
        if (!learner || !row) throw new Error(`learner ${each.userId} has no stats row`);
        const attempt = row.attempt ?? undefined;
        return {
          stats: learner.stats,
          muted: learner.muted,
          settings: { timeZone: learner.timeZone, dailyGoal: learner.dailyGoal },
          attempt,
          stored: row.stored ?? undefined,
          card: row.card ?? undefined,
          recorded: row.recorded ?? undefined,
          answers: attempt
            ? row.answers.map((answer): AnswerState => ({
                exerciseId: answer.exerciseId,
                wrongCount: answer.wrongCount,
                correctAt: answer.correctAt === null ? null : new Date(answer.correctAt),
              }))
            : [],
        };
      });
    },

    /**
     * What the rewards of the answers that complete an attempt depend on, in one statement (under
     * the learners' locks, taken by `forAnswers`): asked only for those, after they are judged.
     */
    async forRewards(asked: { userId: string; lessonId: string | null; dayStart: Date }[]) {
      const rows = await rewardContext(db, { asked: numbered(asked) });
      const contextOf = new Map(rows.map((row) => [row.i, row]));
      return asked.map((_, i) => {
        const row = contextOf.get(i);
        if (!row) throw new Error('forRewards answered fewer questions than it was asked');
        return {
          lessonDone: row.lessonDone,
          xpToday: row.xpToday,
          practiceToday: row.practiceToday,
          paidReplaysToday: row.paidReplaysToday,
        };
      });
    },

    /** The writes of a batch of answers, in one statement (a response's key is kept a day: `expiredBefore`). */
    async saveAnswers(writes: AnswerWrites, expiredBefore: Date) {
      await answerWrites(db, {
        answers: recordset(writes.answers),
        stats: recordset(writes.stats),
        attempts: recordset(writes.attempts),
        reviews: recordset(writes.reviews),
        responses: recordset(writes.responses),
        completions: recordset(writes.completions),
        xp: recordset(writes.xp),
        coins: recordset(writes.coins),
        heartsChanged: recordset(writes.heartsChanged),
        notices: recordset(writes.notices),
        expiredBefore: expiredBefore.toISOString(),
      });
    },

    /** Compiled, with the lesson start's other statements: a start comes every ten answers or so. */
    async activeLessonAttempt(userId: string, lessonId: string) {
      const [row] = await activeAttemptAt(db, { userId, lessonId });
      return row;
    },

    async createLessonAttempt(userId: string, lessonId: string, at: Date) {
      const [row] = await newLessonAttempt(db, { userId, lessonId, startedAt: at });
      if (!row) throw new Error('insert returned no attempt');
      return row;
    },

    /** An unfinished practice session whose exercises are from this language. */
    async activePractice(userId: string, languageId: string) {
      const rows = await db
        .select()
        .from(lessonAttempts)
        .where(
          and(
            eq(lessonAttempts.userId, userId),
            eq(lessonAttempts.kind, 'practice'),
            eq(lessonAttempts.status, 'active'),
          ),
        )
        .orderBy(desc(lessonAttempts.startedAt));
      for (const row of rows) {
        const [first] = row.exerciseIds ?? [];
        if (!first) continue;
        const [match] = await db
          .select({ id: exercises.id })
          .from(exercises)
          .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
          .innerJoin(units, eq(units.id, lessons.unitId))
          .where(and(eq(exercises.id, first), eq(units.languageId, languageId)));
        if (match) return row;
      }
      return undefined;
    },

    async createPractice(userId: string, exerciseIds: string[], at: Date) {
      const [row] = await db
        .insert(lessonAttempts)
        .values({ userId, kind: 'practice', exerciseIds, startedAt: at })
        .returning();
      if (!row) throw new Error('insert returned no practice session');
      return row;
    },

    /** The learner's own attempt (another learner's id is simply not found). */
    async find(userId: string, attemptId: string) {
      const [row] = await db
        .select()
        .from(lessonAttempts)
        .where(and(eq(lessonAttempts.id, attemptId), eq(lessonAttempts.userId, userId)));
      return row;
    },

    async answers(attemptId: string) {
      return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
    },

    /** Every attempt of the learner, lessons and practice, oldest first (for the data export). */
    async listAll(userId: string) {
      return db
        .select()
        .from(lessonAttempts)
        .where(eq(lessonAttempts.userId, userId))
        .orderBy(asc(lessonAttempts.startedAt));
    },

    /** Every answer the learner gave, in any attempt (for the data export). */
    async listAllAnswers(userId: string) {
      const rows = await db
        .select({ answer: attemptAnswers })
        .from(attemptAnswers)
        .innerJoin(lessonAttempts, eq(lessonAttempts.id, attemptAnswers.attemptId))
        .where(eq(lessonAttempts.userId, userId));
      return rows.map((row) => row.answer);
    },

    /** The stored responses to the learner's answers, kept for repeated submissions (for the data export). */
    async listStoredResponses(userId: string) {
      return db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, userId))
        .orderBy(asc(idempotencyKeys.createdAt));
    },

    /** Forgets the responses given before `before`; answers how many. */
    async deleteResponsesBefore(before: Date) {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },

    /** Whether any learner started one of these lessons (the CMS archives instead of deleting). */
    async anyForLessons(lessonIds: string[]) {
      if (lessonIds.length === 0) return false;
      const [row] = await db
        .select({ id: lessonAttempts.id })
        .from(lessonAttempts)
        .where(inArray(lessonAttempts.lessonId, lessonIds))
        .limit(1);
      return row !== undefined;
    },

    /** Whether any learner answered one of these exercises. */
    async anyAnswers(exerciseIds: string[]) {
      if (exerciseIds.length === 0) return false;
      const [row] = await db
        .select({ id: attemptAnswers.attemptId })
        .from(attemptAnswers)
        .where(inArray(attemptAnswers.exerciseId, exerciseIds))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Learners who started a lesson or a practice session since an instant. Like the dashboard's
     * count of learners, admins trying their courses are not among them.
     */
    async activeLearnersSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${lessonAttempts.userId})::int` })
        .from(lessonAttempts)
        .innerJoin(users, eq(users.id, lessonAttempts.userId))
        .where(and(gt(lessonAttempts.startedAt, since), eq(users.role, 'learner')));
      return row?.n ?? 0;
    },

    /** Lessons completed by learners (not admins) per UTC day since an instant, as `YYYY-MM-DD` → count. */
    async completionsPerDay(since: Date) {
      const day = sql<string>`to_char(${lessonAttempts.finishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(lessonAttempts)
        .innerJoin(users, eq(users.id, lessonAttempts.userId))
        .where(
          and(
            eq(lessonAttempts.status, 'completed'),
            eq(lessonAttempts.kind, 'lesson'),
            gt(lessonAttempts.finishedAt, since),
            eq(users.role, 'learner'),
          ),
        )
        .groupBy(day)
        .orderBy(day);
    },
  };
}

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;
