import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clipBlobs } from '../../db/schema.ts';

/** The database clip store's rows (CLIP_STORE=database): one per clip, by its storage key. */
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
  };
}

export type ClipBlobRepository = ReturnType<typeof createClipBlobRepository>;
