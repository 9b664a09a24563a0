import { and, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, xpLedger } from '../../db/schema.ts';

export interface RankedRow {
  userId: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  xp: number;
  rank: number;
  /** How many learners are ranked (with XP in the window). */
  ranked: number;
}

/**
 * Reads the XP ledger for the leaderboard (writes nothing). One query: sums per learner in the
 * window (the weekly one is a range scan of `xp_ledger_time_user_idx`), ranks them (equal XP share
 * a rank), and returns the top `limit` plus the viewer's own row wherever it is.
 */
export function createLeaderboardRepository(db: Executor) {
  return {
    async ranking({
      since,
      among,
      viewer,
      limit,
    }: {
      since: Date | undefined;
      among: string[] | undefined;
      viewer: string;
      limit: number;
    }): Promise<RankedRow[]> {
      const totals = db
        .select({ userId: xpLedger.userId, xp: sql<number>`sum(${xpLedger.amount})::int`.as('xp') })
        .from(xpLedger)
        .where(
          and(since ? gte(xpLedger.createdAt, since) : undefined, among ? inArray(xpLedger.userId, among) : undefined),
        )
        .groupBy(xpLedger.userId)
        .as('totals');
      const ranked = db
        .select({
          userId: totals.userId,
          username: users.username,
          displayName: users.displayName,
          avatarUrl: users.avatarUrl,
          xp: totals.xp,
          rank: sql<number>`(rank() over (order by ${totals.xp} desc))::int`.as('rank'),
          position: sql<number>`(row_number() over (order by ${totals.xp} desc, ${users.usernameKey}))::int`.as(
            'position',
          ),
          ranked: sql<number>`(count(*) over ())::int`.as('ranked'),
        })
        .from(totals)
        .innerJoin(users, eq(users.id, totals.userId))
        .where(and(eq(users.status, 'active'), gt(totals.xp, 0)))
        .as('ranked');
      return db
        .select({
          userId: ranked.userId,
          username: ranked.username,
          displayName: ranked.displayName,
          avatarUrl: ranked.avatarUrl,
          xp: ranked.xp,
          rank: ranked.rank,
          ranked: ranked.ranked,
        })
        .from(ranked)
        .where(or(lte(ranked.position, limit), eq(ranked.userId, viewer)))
        .orderBy(ranked.position);
    },
  };
}

export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
