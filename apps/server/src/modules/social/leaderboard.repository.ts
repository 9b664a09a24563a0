import { and, count, desc, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { learnerStats, users, xpLedger } from '../../db/schema.ts';

export interface RankedRow {
  userId: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  /** Who may see the learner's profile: a ranking shows the others only "A learner". */
  visibility: 'everyone' | 'friends' | 'nobody';
  xp: number;
  rank: number;
  /** How many learners are ranked (with XP in the window). */
  ranked: number;
}

/**
 * Reads XP for the leaderboard (writes nothing). One query: XP per learner in the window (a week
 * is a range scan of `xp_ledger_time_user_idx`; all time is `learner_stats.xp_total`), ranked
 * (equal XP share a rank), the top `limit` plus the viewer's own row wherever it is.
 */
export function createLeaderboardRepository(db: Executor) {
  return {
    /**
     * All time among everyone, without ranking every learner: the top `limit` by the indexed
     * running totals, and the viewer's row; a place is 1 + how many have more XP (an index range
     * count each).
     */
    async allTimeRanking({ viewer, limit }: { viewer: string; limit: number }): Promise<RankedRow[]> {
      const place = sql<number>`((select count(*) from ${learnerStats} as ahead where ahead.xp_total > ${learnerStats.xpTotal}) + 1)::int`;
      const columns = {
        userId: learnerStats.userId,
        username: users.username,
        displayName: users.displayName,
        avatarUrl: users.avatarUrl,
        visibility: users.profileVisibility,
        xp: learnerStats.xpTotal,
        rank: place,
      };
      const active = and(gt(learnerStats.xpTotal, 0), eq(users.status, 'active'));
      const [top, mine, [all]] = await Promise.all([
        db
          .select(columns)
          .from(learnerStats)
          .innerJoin(users, eq(users.id, learnerStats.userId))
          .where(active)
          .orderBy(desc(learnerStats.xpTotal), users.usernameKey)
          .limit(limit),
        db
          .select(columns)
          .from(learnerStats)
          .innerJoin(users, eq(users.id, learnerStats.userId))
          .where(and(active, eq(learnerStats.userId, viewer))),
        db.select({ n: count() }).from(learnerStats).where(gt(learnerStats.xpTotal, 0)),
      ]);
      const rows = top.some((row) => row.userId === viewer) ? top : [...top, ...mine];
      return rows.map((row) => ({ ...row, ranked: all?.n ?? 0 }));
    },

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
      // All time: the running totals kept with each credit (one indexed column); a week: sums of
      // the ledger's rows since Monday.
      const totals = since
        ? db
            .select({ userId: xpLedger.userId, xp: sql<number>`sum(${xpLedger.amount})::int`.as('xp') })
            .from(xpLedger)
            .where(and(gte(xpLedger.createdAt, since), among ? inArray(xpLedger.userId, among) : undefined))
            .groupBy(xpLedger.userId)
            .as('totals')
        : db
            .select({ userId: learnerStats.userId, xp: sql<number>`${learnerStats.xpTotal}`.as('xp') })
            .from(learnerStats)
            .where(and(gt(learnerStats.xpTotal, 0), among ? inArray(learnerStats.userId, among) : undefined))
            .as('totals');
      const ranked = db
        .select({
          userId: totals.userId,
          username: users.username,
          displayName: users.displayName,
          avatarUrl: users.avatarUrl,
          visibility: users.profileVisibility,
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
          visibility: ranked.visibility,
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
