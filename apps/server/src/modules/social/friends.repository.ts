import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { friendships } from '../../db/schema.ts';

export type FriendshipRow = typeof friendships.$inferSelect;
export type FriendshipStatus = FriendshipRow['status'];

/** The pair in stored order: one row per pair, whoever acted first. */
const ordered = (a: string, b: string) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });
const pairIs = (a: string, b: string) => {
  const { userLow, userHigh } = ordered(a, b);
  return and(eq(friendships.userLow, userLow), eq(friendships.userHigh, userHigh));
};

/** The one repository that writes `friendships`. */
export function createFriendshipRepository(db: Executor) {
  return {
    /** The row of a pair; `lock` holds it for the rest of the transaction. */
    async find(a: string, b: string, { lock = false } = {}): Promise<FriendshipRow | undefined> {
      const query = db.select().from(friendships).where(pairIs(a, b));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * A new request, unless the pair has a row already (then undefined). Under PostgreSQL a
     * parallel insert of the same pair waits for this one to commit, then finds it.
     */
    async insert(requesterId: string, otherId: string, status: FriendshipStatus, at: Date) {
      const [row] = await db
        .insert(friendships)
        .values({ ...ordered(requesterId, otherId), requesterId, status, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(a: string, b: string, changes: { status: FriendshipStatus; requesterId: string }, at: Date) {
      await db
        .update(friendships)
        .set({ ...changes, updatedAt: at })
        .where(pairIs(a, b));
    },

    async delete(a: string, b: string): Promise<void> {
      await db.delete(friendships).where(pairIs(a, b));
    },

    /** Every row the learner is part of. */
    async listFor(userId: string): Promise<FriendshipRow[]> {
      return db
        .select()
        .from(friendships)
        .where(or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)))
        .orderBy(sql`${friendships.updatedAt} desc`);
    },

    /** The learner's friends' ids. */
    async friendIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ low: friendships.userLow, high: friendships.userHigh })
        .from(friendships)
        .where(
          and(
            eq(friendships.status, 'accepted'),
            or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)),
          ),
        );
      return rows.map((row) => (row.low === userId ? row.high : row.low));
    },
  };
}

export type FriendshipRepository = ReturnType<typeof createFriendshipRepository>;
