import { and, asc, count, desc, eq, isNull, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leagueMembers, leagueWeeks, users } from '../../db/schema.ts';

export type LeagueMemberRow = typeof leagueMembers.$inferSelect;

/** The one repository that writes `league_weeks` and `league_members`. */
export function createLeagueRepository(db: Executor) {
  return {
    async membership(weekStart: string, userId: string): Promise<LeagueMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(leagueMembers)
        .where(and(eq(leagueMembers.weekStart, weekStart), eq(leagueMembers.userId, userId)));
      return row;
    },

    /** The learner's last league week before this one (its tier and outcome set the next tier). */
    async latestBefore(userId: string, weekStart: string): Promise<LeagueMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(leagueMembers)
        .where(and(eq(leagueMembers.userId, userId), lt(leagueMembers.weekStart, weekStart)))
        .orderBy(desc(leagueMembers.weekStart))
        .limit(1);
      return row;
    },

    /**
     * Serialises placements into one tier's groups for the rest of the transaction, so two
     * learners placed at once cannot both take a group's 30th seat.
     */
    async lockTier(weekStart: string, tier: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`league:${weekStart}:${String(tier)}`}))`);
    },

    /**
     * The tier's last group while it has a free seat, else the next group number. Groups fill in
     * order, so only the last one has room (a seat freed later, by a deleted account, stays free):
     * counting its members alone, found by the group index, keeps a placement as cheap in a tier of
     * a hundred thousand learners as in one of thirty. Counting every group of the tier made each
     * of a Monday's placements slower than the one before.
     */
    async openGroup(weekStart: string, tier: number, size: number): Promise<number> {
      const inTier = and(eq(leagueMembers.weekStart, weekStart), eq(leagueMembers.tier, tier));
      const lastGroup = db
        .select({ groupNo: max(leagueMembers.groupNo) })
        .from(leagueMembers)
        .where(inTier);
      const [last] = await db
        .select({ groupNo: leagueMembers.groupNo, n: count() })
        .from(leagueMembers)
        .where(and(inTier, eq(leagueMembers.groupNo, sql`(${lastGroup})`)))
        .groupBy(leagueMembers.groupNo);
      if (!last) return 1;
      return last.n < size ? last.groupNo : last.groupNo + 1;
    },

    async insertMember(row: { weekStart: string; userId: string; tier: number; groupNo: number; joinedAt: Date }) {
      await db.insert(leagueMembers).values(row).onConflictDoNothing();
    },

    /** A group's members with their public fields. */
    async group(weekStart: string, tier: number, groupNo: number) {
      return db
        .select({
          userId: leagueMembers.userId,
          username: users.username,
          displayName: users.displayName,
          avatarUrl: users.avatarUrl,
          visibility: users.profileVisibility,
        })
        .from(leagueMembers)
        .innerJoin(users, eq(users.id, leagueMembers.userId))
        .where(
          and(eq(leagueMembers.weekStart, weekStart), eq(leagueMembers.tier, tier), eq(leagueMembers.groupNo, groupNo)),
        );
    },

    /** Weeks before `weekStart` that have members and are not closed yet, oldest first. */
    async unclosedWeeksBefore(weekStart: string): Promise<string[]> {
      const rows = await db
        .select({ weekStart: leagueMembers.weekStart })
        .from(leagueMembers)
        .leftJoin(leagueWeeks, eq(leagueWeeks.weekStart, leagueMembers.weekStart))
        .where(and(lt(leagueMembers.weekStart, weekStart), isNull(leagueWeeks.weekStart)))
        .groupBy(leagueMembers.weekStart)
        .orderBy(asc(leagueMembers.weekStart));
      return rows.map((row) => row.weekStart);
    },

    /**
     * Claims a week for closing: true for exactly one caller. A parallel claim waits on the row
     * until the first transaction commits, then finds it taken.
     */
    async claimWeek(weekStart: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(leagueWeeks)
        .values({ weekStart, closedAt: at })
        .onConflictDoNothing()
        .returning({ weekStart: leagueWeeks.weekStart });
      return rows.length > 0;
    },

    /** Every league week of the learner, oldest first (for the data export). */
    async allFor(userId: string): Promise<LeagueMemberRow[]> {
      return db
        .select()
        .from(leagueMembers)
        .where(eq(leagueMembers.userId, userId))
        .orderBy(asc(leagueMembers.weekStart));
    },

    async membersOfWeek(weekStart: string): Promise<LeagueMemberRow[]> {
      return db.select().from(leagueMembers).where(eq(leagueMembers.weekStart, weekStart));
    },

    async setResult(weekStart: string, userId: string, result: Pick<LeagueMemberRow, 'rank' | 'outcome'>) {
      await db
        .update(leagueMembers)
        .set(result)
        .where(and(eq(leagueMembers.weekStart, weekStart), eq(leagueMembers.userId, userId)));
    },
  };
}

export type LeagueRepository = ReturnType<typeof createLeagueRepository>;
