// The order of the course tree's items among their siblings (languages; a language's units and
// facts; a unit's lessons; a lesson's exercises): one place for the locks and the 1..n renumbering
// the CMS and the importer share.
import { asc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exercises, facts, languages, lessons, units } from '../../db/schema.ts';

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

export function createCourseOrderRepository(db: Executor) {
  return {
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
  };
}

export type CourseOrderRepository = ReturnType<typeof createCourseOrderRepository>;
