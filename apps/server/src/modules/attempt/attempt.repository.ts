// One repository for the attempt tables (lesson_attempts, attempt_answers, idempotency_keys), though
// six parts of the server read it (lesson start, practice, the data export, the CMS's archive check,
// the dashboard, the hourly clean-up): each needs a few statements over the same rows, which split by
// reader would scatter over six small files. The answer check's batch is apart (answer-check.repository.ts).
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiled } from '../../db/compiled.ts';
import { attemptAnswers, exercises, idempotencyKeys, lessonAttempts, lessons, units, users } from '../../db/schema.ts';

export type AttemptRow = typeof lessonAttempts.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;
/** Where an answer of an attempt stands: what the player's progress and the summary are made of. */
export type AnswerState = Pick<AnswerRow, 'exerciseId' | 'wrongCount' | 'correctAt'>;

const p = sql.placeholder;

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

/**
 * Attempts at lessons and practice sessions, their answers, and the idempotent responses. What an
 * answer check reads and writes under the learner's lock is answer-check.repository.ts.
 */
export function createAttemptRepository(db: Executor) {
  return {
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

    /** The learner's unfinished checkpoint of a unit. */
    async activeCheckpoint(userId: string, unitId: string) {
      const [row] = await db
        .select()
        .from(lessonAttempts)
        .where(
          and(
            eq(lessonAttempts.userId, userId),
            eq(lessonAttempts.kind, 'checkpoint'),
            eq(lessonAttempts.unitId, unitId),
            eq(lessonAttempts.status, 'active'),
          ),
        )
        .orderBy(desc(lessonAttempts.startedAt))
        .limit(1);
      return row;
    },

    async createCheckpoint(userId: string, unitId: string, exerciseIds: string[], at: Date) {
      const [row] = await db
        .insert(lessonAttempts)
        .values({ userId, kind: 'checkpoint', unitId, exerciseIds, startedAt: at })
        .returning();
      if (!row) throw new Error('insert returned no checkpoint');
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
