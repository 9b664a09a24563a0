// The answer check's statements (an answer, a pair tapped, a listen or speak step), longer than
// ~300 lines: the learners' rows locked and read, their rewards' context, and every write of a batch
// are three statements of one transaction, each right only with the others (the lock the first
// takes, the keys the write finds rows by), so they stay together; attempt.repository.ts has the rest.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiled, compiledStatement } from '../../db/compiled.ts';
import { askedColumn, askedRows, numbered, recordset } from '../../db/recordsets.ts';
import {
  attemptAnswers,
  coinLedger,
  idempotencyKeys,
  learnerStats,
  lessonAttempts,
  lessonCompletions,
  notifications,
  reviewItems,
  users,
  xpLedger,
} from '../../db/schema.ts';
import type { CheckResult, Graded, StoredCard } from '../../db/json-types.ts';
import type { AnswerStatsChanges } from '../learner/learner.repository.ts';
import type { Credit } from '../learner/learner.rewards.ts';
import type { AnswerRow, AnswerState, AttemptRow } from './attempt.repository.ts';

type AttemptChanges = Pick<AttemptRow, 'status' | 'wrongAnswers' | 'finishedAt' | 'summary'>;
/** One answer check's question to `forAnswers`: whose attempt, which exercise, which Idempotency-Key. */
export interface AnswerQuestion {
  userId: string;
  attemptId: string;
  exerciseId: string;
  key?: string | undefined;
}

/** A completing answer's question to `forRewards`: whose day (from `dayStart`), which lesson (none for practice). */
export interface RewardQuestion {
  userId: string;
  lessonId: string | null;
  dayStart: Date;
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
        unitId: attempt.unitId,
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
  /** Lessons a passed checkpoint completes: those completed before are left as they were. */
  testedOut: { userId: string; lessonId: string; at: Date }[];
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
        listening_skipped_until timestamptz, speaking_skipped_until timestamptz)),
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
      goal_reward_day = x.goal_reward_day, listening_skipped_until = x.listening_skipped_until,
      speaking_skipped_until = x.speaking_skipped_until
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
  tested_out as (
    insert into ${lessonCompletions} (user_id, lesson_id, first_completed_at)
    select user_id, lesson_id, at
    from jsonb_to_recordset(${p('testedOut')}::jsonb) as x(user_id uuid, lesson_id uuid, at timestamptz)
    on conflict (user_id, lesson_id) do nothing),
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

/** What answers read and write under the learners' locks, a batch of them in three statements at most. */
export function createAnswerCheckRepository(db: Executor) {
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
    async forRewards(asked: RewardQuestion[]) {
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

    /**
     * The writes of a batch of answers, each answer's rows as it left them, in one statement (a
     * response's key is kept a day: `expiredBefore`).
     */
    async saveAnswers(each: Partial<AnswerWrites>[], expiredBefore: Date) {
      const rows = (table: keyof AnswerWrites) => recordset(each.flatMap((writes): object[] => writes[table] ?? []));
      await answerWrites(db, {
        answers: rows('answers'),
        stats: rows('stats'),
        attempts: rows('attempts'),
        reviews: rows('reviews'),
        responses: rows('responses'),
        completions: rows('completions'),
        testedOut: rows('testedOut'),
        xp: rows('xp'),
        coins: rows('coins'),
        heartsChanged: rows('heartsChanged'),
        notices: rows('notices'),
        expiredBefore: expiredBefore.toISOString(),
      });
    },
  };
}

export type AnswerCheckRepository = ReturnType<typeof createAnswerCheckRepository>;
/** What one answer reads under its learner's lock (`forAnswers`). */
export type AnswerRead = Awaited<ReturnType<AnswerCheckRepository['forAnswers']>>[number];
/** What a completing answer's rewards read besides the learner's settings (`forRewards`). */
export type RewardRead = Awaited<ReturnType<AnswerCheckRepository['forRewards']>>[number];
