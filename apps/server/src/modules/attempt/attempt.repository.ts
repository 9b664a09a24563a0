import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiled } from '../../db/compiled.ts';
import { statement } from '../../db/unit-of-work.ts';
import {
  attemptAnswers,
  exercises,
  idempotencyKeys,
  learnerStats,
  lessonAttempts,
  lessons,
  reviewItems,
  units,
} from '../../db/schema.ts';
import type { CheckResult, Graded } from '../../db/json-types.ts';

export type AttemptRow = typeof lessonAttempts.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;
export type AttemptChanges = Pick<AttemptRow, 'status' | 'wrongAnswers' | 'finishedAt' | 'summary'>;

const p = sql.placeholder;

/** The learner's stats row, locked: the one lock every change to their attempts takes. */
const lockedStats = compiled((db) =>
  db
    .select()
    .from(learnerStats)
    .where(eq(learnerStats.userId, p('userId')))
    .for('update'),
);

/** Their attempt, its answers, the exercise's review card and the response stored for the key. */
const answerContext = compiled((db) =>
  db
    .select({
      attempt: lessonAttempts,
      stored: idempotencyKeys.response,
      card: reviewItems.card,
      answers: sql<{ exerciseId: string; wrongCount: number; correctAt: string | null; result: Graded | null }[]>`(
        select coalesce(jsonb_agg(jsonb_build_object(
          'exerciseId', ${attemptAnswers.exerciseId}, 'wrongCount', ${attemptAnswers.wrongCount},
          'correctAt', ${attemptAnswers.correctAt}, 'result', ${attemptAnswers.result})), '[]'::jsonb)
        from ${attemptAnswers} where ${attemptAnswers.attemptId} = ${lessonAttempts.id})`,
    })
    .from(learnerStats)
    .leftJoin(lessonAttempts, and(eq(lessonAttempts.id, p('attemptId')), eq(lessonAttempts.userId, p('userId'))))
    .leftJoin(reviewItems, and(eq(reviewItems.userId, p('userId')), eq(reviewItems.exerciseId, p('exerciseId'))))
    .leftJoin(
      idempotencyKeys,
      and(
        eq(idempotencyKeys.userId, p('userId')),
        eq(idempotencyKeys.key, p('key')),
        gt(idempotencyKeys.createdAt, p('since')),
      ),
    )
    .where(eq(learnerStats.userId, p('userId'))),
);

/** An answer recorded: added, or in place of the attempt's earlier answer to that exercise. */
const answerUpsert = statement<AnswerRow>((db, v) =>
  db
    .insert(attemptAnswers)
    .values({
      attemptId: v('attemptId'),
      exerciseId: v('exerciseId'),
      wrongCount: v('wrongCount'),
      correctAt: v('correctAt'),
      result: v('result'),
    })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.exerciseId],
      set: { wrongCount: v('wrongCount'), correctAt: v('correctAt'), result: v('result') },
    }),
);

/** What an answer changes on its attempt. */
const attemptUpdate = statement<{ attemptId: string } & AttemptChanges>((db, v) =>
  db
    .update(lessonAttempts)
    .set({ status: v('status'), wrongAnswers: v('wrongAnswers'), finishedAt: v('finishedAt'), summary: v('summary') })
    .where(eq(lessonAttempts.id, v('attemptId'))),
);

/** The response to an Idempotency-Key, unless one younger than `expiredBefore` is kept. */
const responseStore = statement<{
  userId: string;
  key: string;
  response: CheckResult;
  at: Date;
  expiredBefore: Date;
}>((db, v) =>
  db
    .insert(idempotencyKeys)
    .values({ userId: v('userId'), key: v('key'), response: v('response'), createdAt: v('at') })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { response: v('response'), createdAt: v('at') },
      setWhere: lt(idempotencyKeys.createdAt, v('expiredBefore')),
    }),
);

/** Attempts at lessons and practice sessions, their answers, and the idempotent responses. */
export function createAttemptRepository(db: Executor) {
  return {
    /**
     * Everything an answer check reads, in two statements: the learner's stats row, locked (the
     * one lock every change to their attempts takes); then their attempt, its answers, the
     * exercise's review card, and the response already given for this Idempotency-Key since
     * `since`. Two, because a statement that waited for a row lock sees that row's new version but
     * the other tables as they were when it started (PostgreSQL's READ COMMITTED): the parallel
     * answer it waited for would be missing from what it read.
     */
    async forAnswer(
      userId: string,
      { attemptId, exerciseId, key, since }: { attemptId: string; exerciseId: string; key?: string; since: Date },
    ) {
      const [locked] = await lockedStats(db, { userId });
      const [row] = await answerContext(db, {
        userId,
        attemptId,
        exerciseId,
        // No key matches nothing (`key = null` is never true).
        key: key ?? null,
        since: since.toISOString(),
      });
      // Every account gets its stats row when it is made.
      if (!locked || !row) throw new Error(`learner ${userId} has no stats row`);
      const attempt = row.attempt ?? undefined;
      return {
        stats: locked,
        attempt,
        stored: row.stored ?? undefined,
        card: row.card ?? undefined,
        answers: attempt
          ? row.answers.map((answer): AnswerRow => ({
              attemptId: attempt.id,
              exerciseId: answer.exerciseId,
              wrongCount: answer.wrongCount,
              correctAt: answer.correctAt === null ? null : new Date(answer.correctAt),
              result: answer.result,
            }))
          : [],
      };
    },

    /** The writes of an answer, made to be sent together (`together`). */
    answerUpsert,
    attemptUpdate: (attemptId: string, changes: AttemptChanges) => attemptUpdate({ attemptId, ...changes }),
    responseStore: (userId: string, key: string, response: CheckResult, at: Date, expiredBefore: Date) =>
      responseStore({ userId, key, response, at, expiredBefore }),

    async activeLessonAttempt(userId: string, lessonId: string) {
      const [row] = await db
        .select()
        .from(lessonAttempts)
        .where(
          and(
            eq(lessonAttempts.userId, userId),
            eq(lessonAttempts.lessonId, lessonId),
            eq(lessonAttempts.status, 'active'),
          ),
        )
        .orderBy(desc(lessonAttempts.startedAt))
        .limit(1);
      return row;
    },

    async createLessonAttempt(userId: string, lessonId: string, at: Date) {
      const [row] = await db.insert(lessonAttempts).values({ userId, lessonId, startedAt: at }).returning();
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

    /** The response first given for this key, if it was given after `since`. */
    async storedResponse(userId: string, key: string, since: Date) {
      const [row] = await db
        .select({ response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, since)),
        );
      return row?.response;
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

    /** Learners who started a lesson or a practice session since an instant. */
    async activeLearnersSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${lessonAttempts.userId})::int` })
        .from(lessonAttempts)
        .where(gt(lessonAttempts.startedAt, since));
      return row?.n ?? 0;
    },

    /** Lessons completed per UTC day since an instant, as `YYYY-MM-DD` → count. */
    async completionsPerDay(since: Date) {
      const day = sql<string>`to_char(${lessonAttempts.finishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(lessonAttempts)
        .where(
          and(
            eq(lessonAttempts.status, 'completed'),
            eq(lessonAttempts.kind, 'lesson'),
            gt(lessonAttempts.finishedAt, since),
          ),
        )
        .groupBy(day)
        .orderBy(day);
    },
  };
}

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;
