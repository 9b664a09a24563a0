import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clipBlobs, clipDeletions } from '../../db/schema.ts';

/**
 * The clip store's own rows: the database store's clips (CLIP_STORE=database), one per storage
 * key, and the deletions a store outside the database (folder, s3) has still to do.
 */
export function createClipBlobRepository(db: Executor) {
  return {
    async put(key: string, bytes: Buffer) {
      await db.insert(clipBlobs).values({ key, bytes });
    },

    async get(key: string): Promise<Buffer | undefined> {
      const [row] = await db.select({ bytes: clipBlobs.bytes }).from(clipBlobs).where(eq(clipBlobs.key, key));
      return row?.bytes;
    },

    async delete(keys: readonly string[]) {
      if (keys.length > 0) await db.delete(clipBlobs).where(inArray(clipBlobs.key, [...keys]));
    },

    /** Notes clips to delete from a store outside the database, in the transaction that lets them go. */
    async queueDeletions(keys: readonly string[]) {
      if (keys.length > 0)
        await db
          .insert(clipDeletions)
          .values(keys.map((key) => ({ key })))
          .onConflictDoNothing();
    },

    /** The oldest deletions still to do. */
    async queuedDeletions(limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: clipDeletions.key })
        .from(clipDeletions)
        .orderBy(asc(clipDeletions.createdAt))
        .limit(limit);
      return rows.map((row) => row.key);
    },

    /** Deletions done. */
    async dequeueDeletions(keys: readonly string[]) {
      if (keys.length > 0) await db.delete(clipDeletions).where(inArray(clipDeletions.key, [...keys]));
    },
  };
}

export type ClipBlobRepository = ReturnType<typeof createClipBlobRepository>;
