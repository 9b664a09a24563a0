import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { languages } from '../../db/schema.ts';

export type LanguageRow = typeof languages.$inferSelect;

/** Languages: the catalogue's published ones, the CMS's of every status, and the importer's by code. */
export function createLanguageRepository(db: Executor) {
  return {
    async findByCode(code: string) {
      const [row] = await db.select().from(languages).where(eq(languages.code, code));
      return row;
    },

    async insert(language: typeof languages.$inferInsert): Promise<string> {
      const [row] = await db.insert(languages).values(language).returning({ id: languages.id });
      if (!row) throw new Error('insert returned no language');
      return row.id;
    },

    async setContentHash(id: string, contentHash: string) {
      await db.update(languages).set({ contentHash }).where(eq(languages.id, id));
    },

    async listPublished() {
      return db.select().from(languages).where(eq(languages.status, 'published')).orderBy(asc(languages.position));
    },

    async findPublished(id: string) {
      const [row] = await db
        .select()
        .from(languages)
        .where(and(eq(languages.id, id), eq(languages.status, 'published')));
      return row;
    },

    // ── The CMS: every status, and the writes ─────────────────────────────────────────────────────

    async listAll() {
      return db.select().from(languages).orderBy(asc(languages.position), asc(languages.code));
    },

    async find(id: string) {
      const [row] = await db.select().from(languages).where(eq(languages.id, id));
      return row;
    },

    async update(id: string, changes: Partial<typeof languages.$inferInsert>) {
      const [row] = await db.update(languages).set(changes).where(eq(languages.id, id)).returning();
      return row;
    },

    async remove(id: string) {
      await db.delete(languages).where(eq(languages.id, id));
    },
  };
}

export type LanguageRepository = ReturnType<typeof createLanguageRepository>;
