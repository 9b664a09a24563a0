import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseWords, exercises, languages, lessons, units } from '../../db/schema.ts';
import { createCourseWordRepository } from './course-word.repository.ts';

export type LessonRow = typeof lessons.$inferSelect;

/** A lesson learners may see: it and its unit are published (its language is checked apart). */
const lessonIsPublished = () => and(eq(units.status, 'published'), eq(lessons.status, 'published'));

/**
 * A unit's lessons, with what learners read through them (their course's lesson counts and words).
 * Every write of a lesson's words writes its `course_words` too (`sync`), in the same call.
 */
export function createLessonRepository(db: Executor) {
  const words = createCourseWordRepository(db);

  /** Lessons with their unit and language, whatever their status, for a `where` to choose from. */
  const lessonsInCourse = () =>
    db
      .select({ lesson: lessons, unit: units, language: languages })
      .from(lessons)
      .innerJoin(units, eq(units.id, lessons.unitId))
      .innerJoin(languages, eq(languages.id, units.languageId));

  return {
    /** The new lesson's id, or undefined when a lesson with this key already exists. */
    async insertIfMissing(lesson: typeof lessons.$inferInsert): Promise<string | undefined> {
      const [row] = await db.insert(lessons).values(lesson).onConflictDoNothing().returning({ id: lessons.id });
      if (row && lesson.words) await words.sync(row.id, lesson.words);
      return row?.id;
    },

    async countPublishedByLanguage(languageIds: string[]) {
      if (languageIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ languageId: units.languageId, lessons: count() })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(inArray(units.languageId, languageIds), lessonIsPublished()))
        .groupBy(units.languageId);
      return new Map(rows.map((row) => [row.languageId, row.lessons]));
    },

    /** A published lesson of a published language, with its unit and language. */
    async findPublished(id: string) {
      const [row] = await lessonsInCourse().where(
        and(eq(lessons.id, id), lessonIsPublished(), eq(languages.status, 'published')),
      );
      return row;
    },

    /** The published lessons of a language's published units, in course order (the catalogue's). */
    async listPublished(languageId: string) {
      const rows = await db
        .select({ lesson: lessons })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(units.languageId, languageId), lessonIsPublished()))
        .orderBy(asc(units.position), asc(lessons.position));
      return rows.map((row) => row.lesson);
    },

    /**
     * The words of a course's published lessons in course order, each with its lesson: one query
     * gives a lesson's introduction and the word hints of its exercises.
     */
    async listPublishedWords(languageId: string) {
      const rows = await db
        .select({ word: courseWords })
        .from(courseWords)
        .innerJoin(lessons, eq(lessons.id, courseWords.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(units.languageId, languageId), lessonIsPublished()))
        .orderBy(asc(units.position), asc(lessons.position), asc(courseWords.position));
      return rows.map((row) => row.word);
    },

    /** The language a lesson or an exercise belongs to (whatever its status), if it exists. */
    async languageOf(item: { lessonId: string } | { exerciseId: string }) {
      const query = db
        .select({ languageId: units.languageId })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId));
      const [row] =
        'lessonId' in item
          ? await query.where(eq(lessons.id, item.lessonId))
          : await query
              .innerJoin(exercises, eq(exercises.lessonId, lessons.id))
              .where(eq(exercises.id, item.exerciseId));
      return row?.languageId;
    },

    // ── The CMS: every status, and the writes ─────────────────────────────────────────────────────

    /** Every lesson of a language, any status, in course order. */
    async listAll(languageId: string) {
      return db
        .select({ lesson: lessons })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(eq(units.languageId, languageId))
        .orderBy(asc(units.position), asc(lessons.position))
        .then((rows) => rows.map((row) => row.lesson));
    },

    async listOfUnit(unitId: string) {
      return db.select().from(lessons).where(eq(lessons.unitId, unitId)).orderBy(asc(lessons.position));
    },

    /** A lesson with its unit and language, whatever their status. */
    async find(id: string) {
      const [row] = await lessonsInCourse().where(eq(lessons.id, id));
      return row;
    },

    /** Whether a lesson key is free in a language (keys are unique per course, for imports). */
    async keyTaken(languageId: string, key: string) {
      const [row] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(units.languageId, languageId), eq(lessons.key, key)))
        .limit(1);
      return row !== undefined;
    },

    async insert(lesson: typeof lessons.$inferInsert) {
      const [row] = await db.insert(lessons).values(lesson).returning();
      if (!row) throw new Error('insert returned no lesson');
      await words.sync(row.id, row.words);
      return row;
    },

    async update(id: string, changes: Partial<typeof lessons.$inferInsert>) {
      const [row] = await db.update(lessons).set(changes).where(eq(lessons.id, id)).returning();
      if (row && changes.words !== undefined) await words.sync(row.id, row.words);
      return row;
    },

    async remove(id: string) {
      await db.delete(lessons).where(eq(lessons.id, id));
    },
  };
}

export type LessonRepository = ReturnType<typeof createLessonRepository>;
