import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiled } from '../../db/compiled.ts';
import { enrollments, languages, lessonCompletions, lessons, units } from '../../db/schema.ts';

/**
 * The lessons a learner finished, in every language: the course map's one read besides the session.
 * By the primary key alone: joined to lessons and units to keep one language's, it planned a scan of
 * every lesson on each call, and the caller has the course's lessons in memory anyway.
 */
const completedBy = compiled((db) =>
  db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.userId, sql.placeholder('userId'))),
);

/** Enrols a learner (again: nothing happens): every lesson start does, so it is compiled. */
const enrolment = compiled((db) =>
  db
    .insert(enrollments)
    .values({ userId: sql.placeholder('userId'), languageId: sql.placeholder('languageId') })
    .onConflictDoNothing(),
);

/** A learner's place in the courses: which languages they take and which lessons they finished. */
export function createCourseProgressRepository(db: Executor) {
  return {
    async enroll(userId: string, languageId: string) {
      await enrolment(db, { userId, languageId });
    },

    async unenroll(userId: string, languageId: string) {
      const rows = await db
        .delete(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.languageId, languageId)))
        .returning({ languageId: enrollments.languageId });
      return rows.length > 0;
    },

    async enrolledLanguageIds(userId: string) {
      const rows = await db
        .select({ id: enrollments.languageId })
        .from(enrollments)
        .innerJoin(languages, eq(languages.id, enrollments.languageId))
        .where(and(eq(enrollments.userId, userId), eq(languages.status, 'published')))
        .orderBy(asc(enrollments.createdAt));
      return rows.map((row) => row.id);
    },

    /** Every enrolment of the learner, published course or not, with its language (for the data export). */
    async listEnrollments(userId: string) {
      return db
        .select({ code: languages.code, name: languages.name, enrolledAt: enrollments.createdAt })
        .from(enrollments)
        .innerJoin(languages, eq(languages.id, enrollments.languageId))
        .where(eq(enrollments.userId, userId))
        .orderBy(asc(enrollments.createdAt));
    },

    /** Every lesson the learner completed, with how often (for the data export). */
    async listCompletions(userId: string) {
      return db
        .select({
          lessonId: lessonCompletions.lessonId,
          lessonTitle: lessons.title,
          languageCode: languages.code,
          firstCompletedAt: lessonCompletions.firstCompletedAt,
          timesCompleted: lessonCompletions.timesCompleted,
        })
        .from(lessonCompletions)
        .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .innerJoin(languages, eq(languages.id, units.languageId))
        .where(eq(lessonCompletions.userId, userId))
        .orderBy(asc(lessonCompletions.firstCompletedAt));
    },

    /** Completed lesson ids of the learner, optionally only within some languages. */
    /** The ids of the lessons the learner finished, in every language (the caller keeps its course's). */
    async completedLessonIdsOf(userId: string) {
      return (await completedBy(db, { userId })).map((row) => row.lessonId);
    },

    /** The lessons the learner finished, in every language. */
    async completedLessonIds(userId: string) {
      return db
        .select({ lessonId: lessonCompletions.lessonId, languageId: units.languageId })
        .from(lessonCompletions)
        .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(eq(lessonCompletions.userId, userId));
    },

    /** Whether any learner is enrolled in a language (the CMS archives instead of deleting). */
    async anyEnrolled(languageId: string) {
      const [row] = await db
        .select({ id: enrollments.userId })
        .from(enrollments)
        .where(eq(enrollments.languageId, languageId))
        .limit(1);
      return row !== undefined;
    },

    /** Whether any learner has completed one of these lessons. */
    async anyCompleted(lessonIds: string[]) {
      if (lessonIds.length === 0) return false;
      const [row] = await db
        .select({ id: lessonCompletions.userId })
        .from(lessonCompletions)
        .where(inArray(lessonCompletions.lessonId, lessonIds))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type CourseProgressRepository = ReturnType<typeof createCourseProgressRepository>;
