// The one repository of the course tables (languages, units, lessons, exercises, facts, course
// words), longer than ~300 lines because one repository owns each table and the importer, the
// catalogue and the CMS read and write these tables together.
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contentDeletions, courseWords, exercises, facts, languages, lessons, units } from '../../db/schema.ts';
import { clipFileOf, newClipUrl } from './course.clips.ts';

export type LanguageRow = typeof languages.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;
export type NewExercise = typeof exercises.$inferInsert;
export type FactRow = typeof facts.$inferSelect;

/** Items kept in an order among their siblings (see `renumber`). */
const ordered = { language: languages, unit: units, lesson: lessons, exercise: exercises, fact: facts } as const;
export type OrderedKind = keyof typeof ordered;
const parentColumn = {
  language: undefined,
  unit: units.languageId,
  lesson: lessons.unitId,
  exercise: exercises.lessonId,
  fact: facts.languageId,
} as const;

/** A lesson learners may see: it and its unit are published (its language is checked apart). */
const lessonIsPublished = () => and(eq(units.status, 'published'), eq(lessons.status, 'published'));

export function createCourseRepository(db: Executor) {
  /** Lessons with their unit and language, whatever their status, for a `where` to choose from. */
  const lessonsInCourse = () =>
    db
      .select({ lesson: lessons, unit: units, language: languages })
      .from(lessons)
      .innerJoin(units, eq(units.id, lessons.unitId))
      .innerJoin(languages, eq(languages.id, units.languageId));

  /**
   * Writes a lesson's words to `course_words` as well, one row a word (see the table): every path
   * that writes `lessons.words` (import, the CMS's create and update) goes through here. Unchanged
   * words keep their rows, and so their clip URLs.
   */
  async function syncWords(lessonId: string, words: readonly (readonly [string, string])[]) {
    const current = await db
      .select({ word: courseWords.word, meaning: courseWords.meaning })
      .from(courseWords)
      .where(eq(courseWords.lessonId, lessonId))
      .orderBy(asc(courseWords.position));
    if (JSON.stringify(current.map((row) => [row.word, row.meaning])) === JSON.stringify(words)) return;
    const [language] = await db
      .select({ code: languages.code })
      .from(lessons)
      .innerJoin(units, eq(units.id, lessons.unitId))
      .innerJoin(languages, eq(languages.id, units.languageId))
      .where(eq(lessons.id, lessonId));
    if (!language) throw new Error(`lesson ${lessonId} has no language`);
    await db.delete(courseWords).where(eq(courseWords.lessonId, lessonId));
    if (words.length === 0) return;
    await db.insert(courseWords).values(
      words.map(([word, meaning], i) => ({
        lessonId,
        position: i + 1,
        word,
        meaning,
        audioFile: clipFileOf(language.code, word),
        audioUrl: newClipUrl(),
      })),
    );
  }

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
      if (row && lesson.words) await syncWords(row.id, lesson.words);
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
      return db.select().from(languages).where(eq(languages.status, 'published')).orderBy(asc(languages.position));
    },

    async findPublishedLanguage(id: string) {
      const [row] = await db
        .select()
        .from(languages)
        .where(and(eq(languages.id, id), eq(languages.status, 'published')));
      return row;
    },

    /** The published units of a language (what learners see). */
    async listUnits(languageId: string) {
      return db
        .select()
        .from(units)
        .where(and(eq(units.languageId, languageId), eq(units.status, 'published')))
        .orderBy(asc(units.position));
    },

    async countLessonsByLanguage(languageIds: string[]) {
      if (languageIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ languageId: units.languageId, lessons: count() })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(inArray(units.languageId, languageIds), lessonIsPublished()))
        .groupBy(units.languageId);
      return new Map(rows.map((row) => [row.languageId, row.lessons]));
    },

    async findLesson(id: string) {
      const [row] = await lessonsInCourse().where(
        and(eq(lessons.id, id), lessonIsPublished(), eq(languages.status, 'published')),
      );
      return row;
    },

    async findExercises(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(exercises)
        .where(and(inArray(exercises.id, ids), eq(exercises.status, 'published')));
    },

    async findExercise(id: string) {
      const [row] = await db
        .select()
        .from(exercises)
        .where(and(eq(exercises.id, id), eq(exercises.status, 'published')));
      return row;
    },

    /** The published lessons of a language's published units, in course order (the catalogue's). */
    async listPublishedLessons(languageId: string) {
      const rows = await db
        .select({ lesson: lessons })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(units.languageId, languageId), lessonIsPublished()))
        .orderBy(asc(units.position), asc(lessons.position));
      return rows.map((row) => row.lesson);
    },

    /** The published exercises of these lessons, each lesson's in order (the catalogue's). */
    async listPublishedExercises(lessonIds: string[]) {
      if (lessonIds.length === 0) return [];
      return db
        .select()
        .from(exercises)
        .where(and(inArray(exercises.lessonId, lessonIds), eq(exercises.status, 'published')))
        .orderBy(asc(exercises.lessonId), asc(exercises.position));
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

    /** The file behind a clip's public URL (`audio_url`), if an exercise or a course word has that URL. */
    async findClipFile(audioUrl: string): Promise<string | undefined> {
      const [row] = await db
        .select({ file: exercises.audioFile })
        .from(exercises)
        .where(eq(exercises.audioUrl, audioUrl))
        .limit(1);
      if (row?.file) return row.file;
      const [word] = await db
        .select({ file: courseWords.audioFile })
        .from(courseWords)
        .where(eq(courseWords.audioUrl, audioUrl))
        .limit(1);
      return word?.file;
    },

    /**
     * Gives every exercise that plays this clip file a new public URL: clips are cached for a
     * year under their URL, so a new recording must arrive under a new name.
     */
    async renewClipUrls(audioFile: string, newUrl: () => string): Promise<number> {
      const rows = await db.select({ id: exercises.id }).from(exercises).where(eq(exercises.audioFile, audioFile));
      for (const row of rows) await db.update(exercises).set({ audioUrl: newUrl() }).where(eq(exercises.id, row.id));
      // A lesson word saying the same text plays the same file: its URL is renewed too.
      const words = await db
        .select({ id: courseWords.id })
        .from(courseWords)
        .where(eq(courseWords.audioFile, audioFile));
      for (const word of words)
        await db.update(courseWords).set({ audioUrl: newUrl() }).where(eq(courseWords.id, word.id));
      return rows.length;
    },

    async listFacts(languageId: string) {
      return db.select().from(facts).where(eq(facts.languageId, languageId)).orderBy(asc(facts.position));
    },

    /**
     * The words of a course's published lessons in course order, each with its lesson: one query
     * gives a lesson's introduction and the word hints of its exercises.
     */
    async listPublishedCourseWords(languageId: string) {
      const rows = await db
        .select({ word: courseWords })
        .from(courseWords)
        .innerJoin(lessons, eq(lessons.id, courseWords.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(units.languageId, languageId), lessonIsPublished()))
        .orderBy(asc(units.position), asc(lessons.position), asc(courseWords.position));
      return rows.map((row) => row.word);
    },

    // ── The CMS: every status, and the writes ─────────────────────────────────────────────────────

    async listAllLanguages() {
      return db.select().from(languages).orderBy(asc(languages.position), asc(languages.code));
    },

    async findLanguage(id: string) {
      const [row] = await db.select().from(languages).where(eq(languages.id, id));
      return row;
    },

    async updateLanguage(id: string, changes: Partial<typeof languages.$inferInsert>) {
      const [row] = await db.update(languages).set(changes).where(eq(languages.id, id)).returning();
      return row;
    },

    async deleteLanguage(id: string) {
      await db.delete(languages).where(eq(languages.id, id));
    },

    async listAllUnits(languageId: string) {
      return db.select().from(units).where(eq(units.languageId, languageId)).orderBy(asc(units.position));
    },

    /** A unit of any status; an insert on a key taken in the language answers nothing. */
    units: {
      async find(id: string) {
        const [row] = await db.select().from(units).where(eq(units.id, id));
        return row;
      },
      async insert(unit: typeof units.$inferInsert) {
        const [row] = await db.insert(units).values(unit).onConflictDoNothing().returning();
        return row;
      },
      async update(id: string, changes: Partial<typeof units.$inferInsert>) {
        const [row] = await db.update(units).set(changes).where(eq(units.id, id)).returning();
        return row;
      },
      async remove(id: string) {
        await db.delete(units).where(eq(units.id, id));
      },
    },

    /** Every lesson of a language, any status, in course order. */
    async listAllLessons(languageId: string) {
      return db
        .select({ lesson: lessons })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(eq(units.languageId, languageId))
        .orderBy(asc(units.position), asc(lessons.position))
        .then((rows) => rows.map((row) => row.lesson));
    },

    async listUnitLessons(unitId: string) {
      return db.select().from(lessons).where(eq(lessons.unitId, unitId)).orderBy(asc(lessons.position));
    },

    /** A lesson with its unit and language, whatever their status. */
    async findLessonAny(id: string) {
      const [row] = await lessonsInCourse().where(eq(lessons.id, id));
      return row;
    },

    /** Whether a lesson key is free in a language (keys are unique per course, for imports). */
    async lessonKeyTaken(languageId: string, key: string) {
      const [row] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(units.languageId, languageId), eq(lessons.key, key)))
        .limit(1);
      return row !== undefined;
    },

    async insertLesson(lesson: typeof lessons.$inferInsert) {
      const [row] = await db.insert(lessons).values(lesson).returning();
      if (!row) throw new Error('insert returned no lesson');
      await syncWords(row.id, row.words);
      return row;
    },

    async updateLesson(id: string, changes: Partial<typeof lessons.$inferInsert>) {
      const [row] = await db.update(lessons).set(changes).where(eq(lessons.id, id)).returning();
      if (row && changes.words !== undefined) await syncWords(row.id, row.words);
      return row;
    },

    async deleteLesson(id: string) {
      await db.delete(lessons).where(eq(lessons.id, id));
    },

    /** Every exercise of these lessons, any status, in order. */
    async listAllExercises(lessonIds: string[]) {
      if (lessonIds.length === 0) return [];
      return db
        .select()
        .from(exercises)
        .where(inArray(exercises.lessonId, lessonIds))
        .orderBy(asc(exercises.lessonId), asc(exercises.position));
    },

    async findExerciseAny(id: string) {
      const [row] = await db.select().from(exercises).where(eq(exercises.id, id));
      return row;
    },

    async insertExercise(exercise: NewExercise) {
      const [row] = await db.insert(exercises).values(exercise).returning();
      if (!row) throw new Error('insert returned no exercise');
      return row;
    },

    async updateExercise(id: string, changes: Partial<NewExercise>) {
      const [row] = await db.update(exercises).set(changes).where(eq(exercises.id, id)).returning();
      return row;
    },

    async deleteExercise(id: string) {
      await db.delete(exercises).where(eq(exercises.id, id));
    },

    /** A cultural fact; an insert on a key taken in the language answers nothing. */
    facts: {
      async find(id: string) {
        const [row] = await db.select().from(facts).where(eq(facts.id, id));
        return row;
      },
      async insert(fact: typeof facts.$inferInsert) {
        const [row] = await db.insert(facts).values(fact).onConflictDoNothing().returning();
        return row;
      },
      async update(id: string, changes: Partial<typeof facts.$inferInsert>) {
        const [row] = await db.update(facts).set(changes).where(eq(facts.id, id)).returning();
        return row;
      },
      async remove(id: string) {
        await db.delete(facts).where(eq(facts.id, id));
      },
    },

    /**
     * Locks the parent of a list of ordered items (the language of its units and facts, the unit of
     * its lessons, the lesson of its exercises; all languages for the language list) until the
     * transaction ends, so two admins reordering at once apply one after the other.
     */
    async lockSiblings(kind: OrderedKind, parentId: string | undefined) {
      switch (kind) {
        case 'language':
          await db.execute(sql`select pg_advisory_xact_lock(hashtext('roots:language-order'))`);
          return;
        case 'unit':
        case 'fact':
          await db
            .select({ id: languages.id })
            .from(languages)
            .where(eq(languages.id, parentId ?? ''))
            .for('update');
          return;
        case 'lesson':
          await db
            .select({ id: units.id })
            .from(units)
            .where(eq(units.id, parentId ?? ''))
            .for('update');
          return;
        case 'exercise':
          await db
            .select({ id: lessons.id })
            .from(lessons)
            .where(eq(lessons.id, parentId ?? ''))
            .for('update');
          return;
      }
    },

    /** The ids of an item's siblings in their order (call under `lockSiblings`). */
    async siblingIds(kind: OrderedKind, parentId: string | undefined): Promise<string[]> {
      const table = ordered[kind];
      const parent = parentColumn[kind];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(parent ? eq(parent, parentId ?? '') : undefined)
        .orderBy(asc(table.position), asc(table.createdAt), asc(table.id));
      return rows.map((row) => row.id);
    },

    /** One more than the largest position among the siblings: where a new item goes first. */
    async nextPosition(kind: OrderedKind, parentId: string | undefined): Promise<number> {
      const table = ordered[kind];
      const parent = parentColumn[kind];
      const [row] = await db
        .select({ last: max(table.position) })
        .from(table)
        .where(parent ? eq(parent, parentId ?? '') : undefined);
      return (row?.last ?? 0) + 1;
    },

    /**
     * Gives the items positions 1..n in the order given. Two statements, through negative numbers,
     * because PostgreSQL checks a unique (lesson, position) row by row: never a moment with two
     * items on one place.
     */
    async renumber(kind: OrderedKind, ids: string[]) {
      if (ids.length === 0) return;
      const table = ordered[kind];
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const cases = sql.join(
        ids.map((id, i) => sql`when ${id}::uuid then ${-(i + 1)}::int`),
        sql` `,
      );
      await db.execute(sql`update ${table} set position = case id ${cases} end where id in (${list})`);
      await db.execute(sql`update ${table} set position = -position where id in (${list}) and position < 0`);
    },

    /** Remembers an item an admin deleted, so the importer does not bring it back. */
    async recordDeletion(code: string, kind: 'language' | 'unit' | 'lesson' | 'fact', key: string) {
      await db.insert(contentDeletions).values({ code, kind, key }).onConflictDoNothing();
    },

    /** An item made again in the CMS under a deleted key is the admin's again: forget the deletion. */
    async forgetDeletion(code: string, kind: 'language' | 'unit' | 'lesson' | 'fact', key: string) {
      await db
        .delete(contentDeletions)
        .where(and(eq(contentDeletions.code, code), eq(contentDeletions.kind, kind), eq(contentDeletions.key, key)));
    },

    /** The deleted items of a course, as `kind:key`. */
    async deletedKeys(code: string): Promise<Set<string>> {
      const rows = await db
        .select({ kind: contentDeletions.kind, key: contentDeletions.key })
        .from(contentDeletions)
        .where(eq(contentDeletions.code, code));
      return new Set(rows.map((row) => `${row.kind}:${row.key}`));
    },
  };
}

export type CourseRepository = ReturnType<typeof createCourseRepository>;
