import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { facts } from '../../db/schema.ts';

export type FactRow = typeof facts.$inferSelect;

/** A language's cultural facts; a fact's key is unique in its language. */
export function createFactRepository(db: Executor) {
  return {
    /** The facts the importer adds: those whose key is new to the language; answers how many. */
    async insertMissing(rows: (typeof facts.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(facts).values(rows).onConflictDoNothing().returning({ id: facts.id });
      return inserted.length;
    },

    async list(languageId: string) {
      return db.select().from(facts).where(eq(facts.languageId, languageId)).orderBy(asc(facts.position));
    },

    async find(id: string) {
      const [row] = await db.select().from(facts).where(eq(facts.id, id));
      return row;
    },

    /** Answers nothing when the key is taken in the language. */
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
  };
}

export type FactRepository = ReturnType<typeof createFactRepository>;
