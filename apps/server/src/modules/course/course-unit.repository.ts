import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { units } from '../../db/schema.ts';

export type UnitRow = typeof units.$inferSelect;

/** A language's units; a unit's key is unique in its language. */
export function createUnitRepository(db: Executor) {
  return {
    /** The unit with this key, made if missing; an existing unit keeps its (maybe edited) fields. */
    async ensure(
      unit: typeof units.$inferInsert,
    ): Promise<{ id: string; inserted: boolean; tips: string | null; editedAt: Date | null }> {
      const [inserted] = await db
        .insert(units)
        .values(unit)
        .onConflictDoNothing()
        .returning({ id: units.id, tips: units.tips, editedAt: units.editedAt });
      if (inserted) return { ...inserted, inserted: true };
      const [existing] = await db
        .select({ id: units.id, tips: units.tips, editedAt: units.editedAt })
        .from(units)
        .where(and(eq(units.languageId, unit.languageId), eq(units.key, unit.key)));
      if (!existing) throw new Error(`unit ${unit.key} vanished during import`);
      return { ...existing, inserted: false };
    },

    /** The published units of a language (what learners see). */
    async listPublished(languageId: string) {
      return db
        .select()
        .from(units)
        .where(and(eq(units.languageId, languageId), eq(units.status, 'published')))
        .orderBy(asc(units.position));
    },

    // ── The CMS: every status, and the writes ─────────────────────────────────────────────────────

    async listAll(languageId: string) {
      return db.select().from(units).where(eq(units.languageId, languageId)).orderBy(asc(units.position));
    },

    /** A unit of any status. */
    async find(id: string) {
      const [row] = await db.select().from(units).where(eq(units.id, id));
      return row;
    },

    /** Answers nothing when the key is taken in the language. */
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
  };
}

export type UnitRepository = ReturnType<typeof createUnitRepository>;
