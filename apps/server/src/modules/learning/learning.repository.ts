import { and, asc, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  attemptAnswers,
  coinLedger,
  enrollments,
  exercises,
  idempotencyKeys,
  languages,
  learnerStats,
  lessonAttempts,
  lessonCompletions,
  lessons,
  reviewItems,
  units,
  users,
  xpLedger,
} from '../../db/schema.ts';

export type StatsRow = typeof learnerStats.$inferSelect;
export type AttemptRow = typeof lessonAttempts.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;

export function createLearningRepository(db: Executor) {
  return {
    /**
     * The learner's stats row, made on first use with the 50 sign-up coins (credited by whoever
     * inserted the row, so exactly once). `lock` takes a row lock for the rest of the transaction:
     * it serialises a learner's answers, which keeps hearts and coins from racing.
     */
    async stats(userId: string, { lock = false } = {}): Promise<StatsRow> {
      const [created] = await db
        .insert(learnerStats)
        .values({ userId, coins: 50 })
        .onConflictDoNothing()
        .returning({ userId: learnerStats.userId });
      if (created) await db.insert(coinLedger).values({ userId, amount: 50, source: 'sign-up' });
      const query = db.select().from(learnerStats).where(eq(learnerStats.userId, userId));
      const [row] = lock ? await query.for('update') : await query;
      if (!row) throw new Error('learner stats vanished');
      return row;
    },

    async updateStats(userId: string, changes: Partial<Omit<StatsRow, 'userId'>>) {
      await db.update(learnerStats).set(changes).where(eq(learnerStats.userId, userId));
    },

    async userSettings(userId: string) {
      const [row] = await db
        .select({ timeZone: users.timeZone, dailyGoal: users.dailyGoal })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async markOnboarded(userId: string, dailyGoal: number, at: Date) {
      await db.update(users).set({ dailyGoal, onboardedAt: at, updatedAt: at }).where(eq(users.id, userId));
    },

    async enroll(userId: string, languageId: string) {
      await db.insert(enrollments).values({ userId, languageId }).onConflictDoNothing();
    },

    async unenroll(userId: string, languageId: string) {
      const rows = await db
        .delete(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.languageId, languageId)))
        .returning({ languageId: enrollments.languageId });
      return rows.length > 0;
    },

    async enrolledLanguages(userId: string) {
      return db
        .select({ language: languages, enrolledAt: enrollments.createdAt })
        .from(enrollments)
        .innerJoin(languages, eq(languages.id, enrollments.languageId))
        .where(and(eq(enrollments.userId, userId), eq(languages.published, true)))
        .orderBy(asc(enrollments.createdAt));
    },

    async isEnrolled(userId: string, languageId: string) {
      const [row] = await db
        .select({ languageId: enrollments.languageId })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.languageId, languageId)));
      return row !== undefined;
    },

    /** Completed lesson ids of the learner, optionally only within some languages. */
    async completedLessonIds(userId: string, languageIds?: string[]) {
      const query = db
        .select({ lessonId: lessonCompletions.lessonId, languageId: units.languageId })
        .from(lessonCompletions)
        .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId));
      const rows = await query.where(
        languageIds
          ? and(eq(lessonCompletions.userId, userId), inArray(units.languageId, languageIds))
          : eq(lessonCompletions.userId, userId),
      );
      return rows;
    },

    async recordCompletion(userId: string, lessonId: string, at: Date) {
      await db
        .insert(lessonCompletions)
        .values({ userId, lessonId, firstCompletedAt: at })
        .onConflictDoUpdate({
          target: [lessonCompletions.userId, lessonCompletions.lessonId],
          set: { timesCompleted: sql`${lessonCompletions.timesCompleted} + 1` },
        });
    },

    async activeAttempt(userId: string, lessonId: string) {
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

    async createAttempt(userId: string, lessonId: string, at: Date) {
      const [row] = await db.insert(lessonAttempts).values({ userId, lessonId, startedAt: at }).returning();
      if (!row) throw new Error('insert returned no attempt');
      return row;
    },

    /** The learner's own attempt (another learner's id is simply not found), optionally locked. */
    async findAttempt(userId: string, attemptId: string, { lock = false } = {}) {
      const query = db
        .select()
        .from(lessonAttempts)
        .where(and(eq(lessonAttempts.id, attemptId), eq(lessonAttempts.userId, userId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async updateAttempt(attemptId: string, changes: Partial<Omit<AttemptRow, 'id' | 'userId' | 'lessonId'>>) {
      await db.update(lessonAttempts).set(changes).where(eq(lessonAttempts.id, attemptId));
    },

    async answers(attemptId: string) {
      return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
    },

    async saveAnswer(row: typeof attemptAnswers.$inferInsert) {
      await db
        .insert(attemptAnswers)
        .values(row)
        .onConflictDoUpdate({
          target: [attemptAnswers.attemptId, attemptAnswers.exerciseId],
          set: { wrongCount: row.wrongCount, correctAt: row.correctAt, result: row.result },
        });
    },

    async reviewItem(userId: string, exerciseId: string) {
      const [row] = await db
        .select()
        .from(reviewItems)
        .where(and(eq(reviewItems.userId, userId), eq(reviewItems.exerciseId, exerciseId)));
      return row;
    },

    async saveReviewItem(userId: string, exerciseId: string, card: Record<string, unknown>, due: Date) {
      await db
        .insert(reviewItems)
        .values({ userId, exerciseId, card, due })
        .onConflictDoUpdate({ target: [reviewItems.userId, reviewItems.exerciseId], set: { card, due } });
    },

    /** Review items of one language: exercise → lesson → unit → language. */
    async reviewCounts(userId: string, languageId: string, at: Date) {
      const [row] = await db
        .select({
          total: count(),
          due: sql<number>`count(*) filter (where ${reviewItems.due} <= ${at.toISOString()})`.mapWith(Number),
        })
        .from(reviewItems)
        .innerJoin(exercises, eq(exercises.id, reviewItems.exerciseId))
        .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(reviewItems.userId, userId), eq(units.languageId, languageId)));
      return { due: row?.due ?? 0, total: row?.total ?? 0 };
    },

    /** The exercises to practise in a language: the most overdue first (when few are due, the soonest). */
    async reviewExerciseIds(userId: string, languageId: string, limit: number) {
      const rows = await db
        .select({ exerciseId: reviewItems.exerciseId })
        .from(reviewItems)
        .innerJoin(exercises, eq(exercises.id, reviewItems.exerciseId))
        .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(reviewItems.userId, userId), eq(units.languageId, languageId)))
        .orderBy(asc(reviewItems.due))
        .limit(limit);
      return rows.map((row) => row.exerciseId);
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

    async xpFromSourceSince(userId: string, source: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(xpLedger)
        .where(and(eq(xpLedger.userId, userId), eq(xpLedger.source, source), gte(xpLedger.createdAt, since)));
      return (row?.n ?? 0) > 0;
    },

    async storedResponse(userId: string, key: string) {
      const [row] = await db
        .select({ response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row?.response;
    },

    async storeResponse(userId: string, key: string, response: Record<string, unknown>) {
      await db.insert(idempotencyKeys).values({ userId, key, response }).onConflictDoNothing();
    },

    /** Takes coins only if the balance covers them (one statement: parallel purchases cannot overspend). */
    async debitCoins(userId: string, amount: number, source: string, at: Date): Promise<boolean> {
      const [row] = await db
        .update(learnerStats)
        .set({ coins: sql`${learnerStats.coins} - ${amount}` })
        .where(and(eq(learnerStats.userId, userId), gte(learnerStats.coins, amount)))
        .returning({ coins: learnerStats.coins });
      if (!row) return false;
      await db.insert(coinLedger).values({ userId, amount: -amount, source, createdAt: at });
      return true;
    },

    async creditXp(userId: string, amount: number, source: string, attemptId: string | null, at: Date) {
      if (amount !== 0) await db.insert(xpLedger).values({ userId, amount, source, attemptId, createdAt: at });
    },

    async creditCoins(userId: string, amount: number, source: string, attemptId: string | null, at: Date) {
      if (amount === 0) return;
      await db.insert(coinLedger).values({ userId, amount, source, attemptId, createdAt: at });
      await db
        .update(learnerStats)
        .set({ coins: sql`${learnerStats.coins} + ${amount}` })
        .where(eq(learnerStats.userId, userId));
    },

    async xpTotal(userId: string, since?: Date) {
      const [row] = await db
        .select({ total: sum(xpLedger.amount).mapWith(Number) })
        .from(xpLedger)
        .where(since ? and(eq(xpLedger.userId, userId), gte(xpLedger.createdAt, since)) : eq(xpLedger.userId, userId));
      return row?.total ?? 0;
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
