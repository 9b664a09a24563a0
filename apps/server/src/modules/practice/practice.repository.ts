import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { StoredCard } from '../../db/json-types.ts';
import { exercises, lessons, reviewItems, units } from '../../db/schema.ts';

/** The review queue: one FSRS card per exercise a learner got wrong. */
export function createPracticeRepository(db: Executor) {
  return {
    async reviewItem(userId: string, exerciseId: string) {
      const [row] = await db
        .select()
        .from(reviewItems)
        .where(and(eq(reviewItems.userId, userId), eq(reviewItems.exerciseId, exerciseId)));
      return row;
    },

    async saveReviewItem(userId: string, exerciseId: string, card: StoredCard, due: Date) {
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
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
