import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contentDeletions } from '../../db/schema.ts';

/** The kinds of item whose deletion in the CMS the importer respects (an exercise goes with its lesson). */
export type DeletedKind = 'language' | 'unit' | 'lesson' | 'fact';

/** Items an admin deleted in the CMS, by course and key, so the importer does not bring them back. */
export function createContentDeletionRepository(db: Executor) {
  return {
    /** Remembers an item an admin deleted, so the importer does not bring it back. */
    async record(code: string, kind: DeletedKind, key: string) {
      await db.insert(contentDeletions).values({ code, kind, key }).onConflictDoNothing();
    },

    /** An item made again in the CMS under a deleted key is the admin's again: forget the deletion. */
    async forget(code: string, kind: DeletedKind, key: string) {
      await db
        .delete(contentDeletions)
        .where(and(eq(contentDeletions.code, code), eq(contentDeletions.kind, kind), eq(contentDeletions.key, key)));
    },

    /** The deleted items of a course, as `kind:key`. */
    async keys(code: string): Promise<Set<string>> {
      const rows = await db
        .select({ kind: contentDeletions.kind, key: contentDeletions.key })
        .from(contentDeletions)
        .where(eq(contentDeletions.code, code));
      return new Set(rows.map((row) => `${row.kind}:${row.key}`));
    },
  };
}

export type ContentDeletionRepository = ReturnType<typeof createContentDeletionRepository>;
