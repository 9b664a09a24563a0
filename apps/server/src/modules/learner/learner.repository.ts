import { and, asc, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiled } from '../../db/compiled.ts';
import { coinLedger, learnerStats, xpLedger } from '../../db/schema.ts';
import { coinRewards } from '@roots/shared/domain/learning';

export type StatsRow = typeof learnerStats.$inferSelect;
export type StatsChanges = Partial<Omit<StatsRow, 'userId' | 'coins'>>;

/** The columns of the learner's row an answer can change (not coins or XP: rewards credit those). */
export type AnswerStatsChanges = Pick<
  StatsRow,
  | 'hearts'
  | 'heartsUpdatedAt'
  | 'consecutiveCorrect'
  | 'currentStreak'
  | 'longestStreak'
  | 'lastStreakDay'
  | 'streakDayEndsAt'
  | 'streakFreezes'
  | 'goalRewardDay'
  | 'listeningSkippedUntil'
  | 'speakingSkippedUntil'
>;

/**
 * The learner's row, read or locked: read by most signed-in calls and locked by every lesson start,
 * purchase and practice session, so compiled (`db/compiled.ts`).
 */
const statsQuery = (db: Executor) =>
  db
    .select()
    .from(learnerStats)
    .where(eq(learnerStats.userId, sql.placeholder('userId')));
const statsRow = compiled(statsQuery);
const lockedStatsRow = compiled((db) => statsQuery(db).for('update'));

/** The learner's row (hearts, combo, streak, power-ups) and the XP and coin ledgers. */
export function createLearnerRepository(db: Executor) {
  return {
    /** A new account's learning row with the sign-up coins, credited once with the row. */
    async create(userId: string, at: Date) {
      const [created] = await db
        .insert(learnerStats)
        .values({ userId, coins: coinRewards.signUp, heartsUpdatedAt: at })
        .onConflictDoNothing()
        .returning({ userId: learnerStats.userId });
      if (created) {
        await db.insert(coinLedger).values({ userId, amount: coinRewards.signUp, source: 'sign-up', createdAt: at });
      }
    },

    /**
     * The learner's row. `lock` holds it for the rest of the transaction: that serialises one
     * learner's answers and purchases, which keeps hearts and coins from racing.
     */
    async stats(userId: string, { lock = false } = {}): Promise<StatsRow> {
      const [row] = await (lock ? lockedStatsRow : statsRow)(db, { userId });
      // Every account gets its row when it is made (and migration 0007 gave older ones theirs).
      if (!row) throw new Error(`learner ${userId} has no stats row`);
      return row;
    },

    /** Coins move only through the ledger methods below, so the balance and the ledger agree. */
    async updateStats(userId: string, changes: StatsChanges) {
      if (Object.keys(changes).length === 0) return;
      await db.update(learnerStats).set(changes).where(eq(learnerStats.userId, userId));
    },

    /** Takes coins only if the balance covers them (one statement: parallel purchases cannot overspend). */
    async debitCoins(userId: string, amount: number, source: string, at: Date): Promise<boolean> {
      const [row] = await db
        .update(learnerStats)
        .set({ coins: sql`${learnerStats.coins} - ${amount}` })
        .where(and(eq(learnerStats.userId, userId), gte(learnerStats.coins, amount)))
        .returning({ coins: learnerStats.coins });
      if (!row) return false;
      await db.insert(coinLedger).values({ userId, amount: -amount, source, createdAt: at });
      return true;
    },

    async xpTotal(userId: string, since?: Date) {
      const [row] = await db
        .select({ total: sum(xpLedger.amount).mapWith(Number) })
        .from(xpLedger)
        .where(since ? and(eq(xpLedger.userId, userId), gte(xpLedger.createdAt, since)) : eq(xpLedger.userId, userId));
      return row?.total ?? 0;
    },

    /** XP of several learners in [since, until) (or ever), by id; learners without XP are absent. */
    async xpTotals(userIds: string[], since?: Date, until?: Date): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: xpLedger.userId, total: sum(xpLedger.amount).mapWith(Number) })
        .from(xpLedger)
        .where(
          and(
            inArray(xpLedger.userId, userIds),
            since ? gte(xpLedger.createdAt, since) : undefined,
            until ? lt(xpLedger.createdAt, until) : undefined,
          ),
        )
        .groupBy(xpLedger.userId);
      return new Map(rows.map((row) => [row.userId, row.total]));
    },

    /** XP per day (in a time zone) since an instant, for the profile's chart. */
    async xpByDay(userId: string, since: Date, timeZone: string): Promise<{ day: string; xp: number }[]> {
      const day = sql<string>`to_char(${xpLedger.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, xp: sum(xpLedger.amount).mapWith(Number) })
        .from(xpLedger)
        .where(and(eq(xpLedger.userId, userId), gte(xpLedger.createdAt, since)))
        // By position: the zone is a parameter, and two parameters are never the same expression.
        .groupBy(sql`1`);
      return rows;
    },

    /** Every XP credit of the learner, oldest first (for the data export). */
    async xpEntries(userId: string) {
      return db.select().from(xpLedger).where(eq(xpLedger.userId, userId)).orderBy(asc(xpLedger.createdAt));
    },

    /** Every coin credit and debit of the learner, oldest first (for the data export). */
    async coinEntries(userId: string) {
      return db.select().from(coinLedger).where(eq(coinLedger.userId, userId)).orderBy(asc(coinLedger.createdAt));
    },

    /** How many credits of one source the learner has had since an instant (e.g. practice today). */
    async countXpFromSourceSince(userId: string, source: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(xpLedger)
        .where(and(eq(xpLedger.userId, userId), eq(xpLedger.source, source), gte(xpLedger.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}

export type LearnerRepository = ReturnType<typeof createLearnerRepository>;
