import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  courseWords,
  exercises,
  languages,
  lessons,
  problemReports,
  units,
  users,
  voiceTexts,
} from '../../db/schema.ts';

/** Learners' problem reports on exercises, and contributors' on the studio's texts (an exercise or a word). */
export function createReportRepository(db: Executor) {
  return {
    /** The new report, or undefined when this learner already reported this exercise (or studio text). */
    async insert(report: typeof problemReports.$inferInsert) {
      const [row] = await db.insert(problemReports).values(report).onConflictDoNothing().returning();
      return row;
    },

    async find(id: string, { lock = false } = {}) {
      const query = db.select().from(problemReports).where(eq(problemReports.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Every report a learner made, oldest first (for their data download). */
    async listByUser(userId: string) {
      return db
        .select()
        .from(problemReports)
        .where(eq(problemReports.userId, userId))
        .orderBy(problemReports.createdAt);
    },

    /** Open reports with what each is on: an exercise, or a lesson word (then `exercise` is null). */
    async listOpen() {
      return db
        .select({
          report: problemReports,
          username: users.username,
          exercise: { id: exercises.id, type: exercises.type, prompt: exercises.prompt },
          word: { id: courseWords.id, word: courseWords.word, meaning: courseWords.meaning },
          text: voiceTexts.text,
          lesson: { id: lessons.id, title: lessons.title },
          code: languages.code,
        })
        .from(problemReports)
        .leftJoin(exercises, eq(exercises.id, problemReports.exerciseId))
        .leftJoin(courseWords, eq(courseWords.id, problemReports.wordId))
        .leftJoin(voiceTexts, eq(voiceTexts.id, problemReports.textId))
        .innerJoin(lessons, or(eq(lessons.id, exercises.lessonId), eq(lessons.id, courseWords.lessonId)))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .innerJoin(languages, eq(languages.id, units.languageId))
        .leftJoin(users, eq(users.id, problemReports.userId))
        .where(eq(problemReports.status, 'open'))
        .orderBy(asc(problemReports.createdAt));
    },

    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(problemReports)
        .where(eq(problemReports.status, 'open'));
      return row?.n ?? 0;
    },

    async resolve(id: string, status: 'accepted' | 'dismissed', resolvedBy: string, at: Date) {
      const [row] = await db
        .update(problemReports)
        .set({ status, resolvedBy, resolvedAt: at })
        .where(and(eq(problemReports.id, id), eq(problemReports.status, 'open')))
        .returning();
      return row;
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
