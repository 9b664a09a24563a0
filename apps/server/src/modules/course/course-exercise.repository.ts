import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exercises } from '../../db/schema.ts';

export type ExerciseRow = typeof exercises.$inferSelect;
export type NewExercise = typeof exercises.$inferInsert;

/** A lesson's exercises: the published ones learners meet, every status for the CMS, and their clips. */
export function createExerciseRepository(db: Executor) {
  return {
    async insertMany(rows: NewExercise[]) {
      if (rows.length > 0) await db.insert(exercises).values(rows);
    },

    /** The published exercises among these ids (in no order). */
    async findManyPublished(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(exercises)
        .where(and(inArray(exercises.id, ids), eq(exercises.status, 'published')));
    },

    async findPublished(id: string) {
      const [row] = await db
        .select()
        .from(exercises)
        .where(and(eq(exercises.id, id), eq(exercises.status, 'published')));
      return row;
    },

    /** The published exercises of these lessons, each lesson's in order (the catalogue's). */
    async listPublished(lessonIds: string[]) {
      if (lessonIds.length === 0) return [];
      return db
        .select()
        .from(exercises)
        .where(and(inArray(exercises.lessonId, lessonIds), eq(exercises.status, 'published')))
        .orderBy(asc(exercises.lessonId), asc(exercises.position));
    },

    /** The file behind a clip's public URL (`audio_url`), if an exercise has that URL. */
    async clipFile(audioUrl: string): Promise<string | undefined> {
      const [row] = await db
        .select({ file: exercises.audioFile })
        .from(exercises)
        .where(eq(exercises.audioUrl, audioUrl))
        .limit(1);
      if (row?.file) return row.file;
      return undefined;
    },

    /**
     * Gives every exercise that plays this clip file a new public URL: clips are cached for a
     * year under their URL, so a new recording must arrive under a new name. Answers how many.
     */
    async renewClipUrls(audioFile: string, newUrl: () => string): Promise<number> {
      const rows = await db.select({ id: exercises.id }).from(exercises).where(eq(exercises.audioFile, audioFile));
      for (const row of rows) await db.update(exercises).set({ audioUrl: newUrl() }).where(eq(exercises.id, row.id));
      return rows.length;
    },

    // ── The CMS: every status, and the writes ─────────────────────────────────────────────────────

    /** Every exercise of these lessons, any status, in order. */
    async listAll(lessonIds: string[]) {
      if (lessonIds.length === 0) return [];
      return db
        .select()
        .from(exercises)
        .where(inArray(exercises.lessonId, lessonIds))
        .orderBy(asc(exercises.lessonId), asc(exercises.position));
    },

    /** An exercise of any status. */
    async find(id: string) {
      const [row] = await db.select().from(exercises).where(eq(exercises.id, id));
      return row;
    },

    async insert(exercise: NewExercise) {
      const [row] = await db.insert(exercises).values(exercise).returning();
      if (!row) throw new Error('insert returned no exercise');
      return row;
    },

    async update(id: string, changes: Partial<NewExercise>) {
      const [row] = await db.update(exercises).set(changes).where(eq(exercises.id, id)).returning();
      return row;
    },

    async remove(id: string) {
      await db.delete(exercises).where(eq(exercises.id, id));
    },
  };
}

export type ExerciseRepository = ReturnType<typeof createExerciseRepository>;
