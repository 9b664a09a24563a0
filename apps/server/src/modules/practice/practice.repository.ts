import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { State } from 'ts-fsrs';
import type { Executor } from '../../db/client.ts';
import { exercises, lessons, reviewItems, units } from '../../db/schema.ts';

/**
 * What practice may offer at an instant: items due, and recent mistakes still in FSRS's short
 * learning steps (Learning or Relearning, due within minutes). Items scheduled for a later review
 * wait for their day.
 */
function practisable(at: Date): SQL {
  const learning = sql`(${reviewItems.card}->>'state')::int in (${State.Learning}, ${State.Relearning})`;
  return sql`(${reviewItems.due} <= ${at.toISOString()} or ${learning})`;
}

/** A review card stored: the learner's first for the exercise, or in place of the one before. */
/** The review queue: one FSRS card per exercise a learner got wrong or slipped on (tone, typo). */
export function createPracticeRepository(db: Executor) {
  return {
    /** Every review item of the learner, in every language (for the data export). */
    async listReviewItems(userId: string) {
      return db.select().from(reviewItems).where(eq(reviewItems.userId, userId)).orderBy(asc(reviewItems.createdAt));
    },

    /** Review items of one language: exercise → lesson → unit → language. */
    async reviewCounts(userId: string, languageId: string, at: Date) {
      const [row] = await db
        .select({
          total: count(),
          due: sql<number>`count(*) filter (where ${practisable(at)})`.mapWith(Number),
        })
        .from(reviewItems)
        .innerJoin(exercises, eq(exercises.id, reviewItems.exerciseId))
        .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(reviewItems.userId, userId), eq(units.languageId, languageId)));
      return { due: row?.due ?? 0, total: row?.total ?? 0 };
    },

    /** The exercises to practise in a language now (`practisable`), the most overdue first. */
    async reviewExerciseIds(userId: string, languageId: string, at: Date, limit: number) {
      const rows = await db
        .select({ exerciseId: reviewItems.exerciseId })
        .from(reviewItems)
        .innerJoin(exercises, eq(exercises.id, reviewItems.exerciseId))
        .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(reviewItems.userId, userId), eq(units.languageId, languageId), practisable(at)))
        .orderBy(asc(reviewItems.due))
        .limit(limit);
      return rows.map((row) => row.exerciseId);
    },

    /** Whether any learner has one of these exercises in their review queue. */
    async anyForExercises(exerciseIds: string[]) {
      if (exerciseIds.length === 0) return false;
      const [row] = await db
        .select({ id: reviewItems.userId })
        .from(reviewItems)
        .where(inArray(reviewItems.exerciseId, exerciseIds))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
