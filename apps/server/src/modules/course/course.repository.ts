import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exercises, facts, languages, lessons, units } from '../../db/schema.ts';

export type LanguageRow = typeof languages.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;
export type NewExercise = typeof exercises.$inferInsert;

export function createCourseRepository(db: Executor) {
  return {
    async findLanguageByCode(code: string) {
      const [row] = await db.select().from(languages).where(eq(languages.code, code));
      return row;
    },

    async insertLanguage(language: typeof languages.$inferInsert): Promise<string> {
      const [row] = await db.insert(languages).values(language).returning({ id: languages.id });
      if (!row) throw new Error('insert returned no language');
      return row.id;
    },

    async setContentHash(id: string, contentHash: string) {
      await db.update(languages).set({ contentHash }).where(eq(languages.id, id));
    },

    /** The unit with this key, made if missing; an existing unit keeps its (maybe edited) fields. */
    async ensureUnit(unit: typeof units.$inferInsert): Promise<{ id: string; inserted: boolean }> {
      const [inserted] = await db.insert(units).values(unit).onConflictDoNothing().returning({ id: units.id });
      if (inserted) return { id: inserted.id, inserted: true };
      const [existing] = await db
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.languageId, unit.languageId), eq(units.key, unit.key)));
      if (!existing) throw new Error(`unit ${unit.key} vanished during import`);
      return { id: existing.id, inserted: false };
    },

    /** The new lesson's id, or undefined when a lesson with this key already exists. */
    async insertLessonIfMissing(lesson: typeof lessons.$inferInsert): Promise<string | undefined> {
      const [row] = await db.insert(lessons).values(lesson).onConflictDoNothing().returning({ id: lessons.id });
      return row?.id;
    },

    async insertExercises(rows: NewExercise[]) {
      if (rows.length > 0) await db.insert(exercises).values(rows);
    },

    async insertMissingFacts(rows: (typeof facts.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(facts).values(rows).onConflictDoNothing().returning({ id: facts.id });
      return inserted.length;
    },

    async listPublishedLanguages() {
      return db.select().from(languages).where(eq(languages.published, true)).orderBy(asc(languages.position));
    },

    async findPublishedLanguage(id: string) {
      const [row] = await db
        .select()
        .from(languages)
        .where(and(eq(languages.id, id), eq(languages.published, true)));
      return row;
    },

    /** Published lessons of a language in course order, with their unit. */
    /** The lessons of a language in course order: only what a course map needs (no word lists). */
    async listCourseLessons(languageId: string) {
      return db
        .select({
          id: lessons.id,
          unitId: lessons.unitId,
          position: lessons.position,
          title: lessons.title,
          xpReward: lessons.xpReward,
        })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(units.languageId, languageId), eq(lessons.published, true)))
        .orderBy(asc(units.position), asc(lessons.position));
    },

    async listUnits(languageId: string) {
      return db.select().from(units).where(eq(units.languageId, languageId)).orderBy(asc(units.position));
    },

    async countLessonsByLanguage(languageIds: string[]) {
      if (languageIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ languageId: units.languageId, lessons: count() })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(inArray(units.languageId, languageIds), eq(lessons.published, true)))
        .groupBy(units.languageId);
      return new Map(rows.map((row) => [row.languageId, row.lessons]));
    },

    async findLesson(id: string) {
      const [row] = await db
        .select({ lesson: lessons, unit: units, language: languages })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .innerJoin(languages, eq(languages.id, units.languageId))
        .where(and(eq(lessons.id, id), eq(lessons.published, true), eq(languages.published, true)));
      return row;
    },

    async listExercises(lessonId: string) {
      return db.select().from(exercises).where(eq(exercises.lessonId, lessonId)).orderBy(asc(exercises.position));
    },

    async findExercises(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(exercises).where(inArray(exercises.id, ids));
    },

    async findExercise(id: string) {
      const [row] = await db.select().from(exercises).where(eq(exercises.id, id));
      return row;
    },

    /** The file behind a clip's public URL (`audio_url`), if an exercise has that URL. */
    async findClipFile(audioUrl: string): Promise<string | undefined> {
      const [row] = await db
        .select({ file: exercises.audioFile })
        .from(exercises)
        .where(eq(exercises.audioUrl, audioUrl))
        .limit(1);
      return row?.file ?? undefined;
    },

    async listFacts(languageId: string) {
      return db.select().from(facts).where(eq(facts.languageId, languageId)).orderBy(asc(facts.position));
    },

    /** Every word the course teaches: the typo rule refuses "typos" that spell one of them. */
    async listCourseWords(languageId: string) {
      const rows = await db
        .select({ words: lessons.words })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(eq(units.languageId, languageId));
      return rows.flatMap((row) => row.words.map(([word]) => word));
    },

    async countExercises(lessonId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(exercises)
        .where(eq(exercises.lessonId, lessonId));
      return row?.n ?? 0;
    },
  };
}

export type CourseRepository = ReturnType<typeof createCourseRepository>;
