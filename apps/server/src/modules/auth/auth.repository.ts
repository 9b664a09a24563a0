import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiled } from '../../db/compiled.ts';
import { askedColumn, askedRows, numbered } from '../../db/recordsets.ts';
import { emailTokens, refreshTokens, sessions, users } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/**
 * The session lookup of every signed-in request, for a batch of them in one statement, its SQL
 * built once (values bound per call): each live session's user, by the request's number. Each
 * session is looked up by its key, row by row (a lateral subquery): as a plain join, PostgreSQL
 * (which expects a batch of 100 rows) scans the whole sessions table, growing with every sign-in,
 * until it is large.
 */
const liveSessionUsers = compiled((db) => {
  const live = db
    .select({ id: users.id, role: users.role, status: users.status, tokenVersion: users.tokenVersion })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, askedColumn('session_id')),
        eq(sessions.userId, askedColumn('user_id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('at')),
      ),
    )
    .limit(1)
    .as('live');
  return db
    .select({
      i: sql<number>`${askedColumn('i')}`,
      user: { id: live.id, role: live.role, status: live.status, tokenVersion: live.tokenVersion },
    })
    .from(askedRows('session_id uuid, user_id uuid'))
    .innerJoinLateral(live, sql`true`);
});

/** Sessions, refresh tokens and e-mail link tokens; the accounts themselves are the user module's. */
// Any fixed number, apart from the migration lock's.
const SWEEP_LOCK_KEY = 7_316_625;

export function createAuthRepository(db: Executor) {
  return {
    /**
     * Takes the sweep's turn for this transaction, unless another instance has it: the expiry
     * sweep runs on every instance's timer, and only one of them does the work each time.
     */
    async trySweepLock(): Promise<boolean> {
      const [row] = await db
        .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY})` })
        .from(sql`(select 1) as one`);
      return row?.locked ?? false;
    },

    /** Sessions that ended (signed out or expired) before `before`, with their refresh tokens. */
    async deleteSessionsEndedBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt}) < ${before.toISOString()}`)
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** E-mailed links that expired or were used before `before`. */
    async deleteSpentEmailTokensBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(emailTokens)
        .where(sql`coalesce(${emailTokens.usedAt}, ${emailTokens.expiresAt}) < ${before.toISOString()}`)
        .returning({ id: emailTokens.id });
      return rows.length;
    },

    /**
     * What a sign-in's limits need of an account: its token version (a new password moves it on)
     * and whether it signed in from this address since `since`.
     */
    async signInContext(emailKey: string, ip: string, since: Date) {
      const [row] = await db
        .select({
          tokenVersion: users.tokenVersion,
          // Written out: inside a select list Drizzle names columns without their table, and an
          // unqualified "id" here would be the session's.
          knownAddress: sql<boolean>`exists (select 1 from sessions s where s.user_id = users.id
            and s.ip = ${ip} and s.created_at > ${since.toISOString()})`,
        })
        .from(users)
        .where(eq(users.emailKey, emailKey));
      return row;
    },

    /**
     * The users of sessions that are still live (not revoked or expired), in the order asked
     * (undefined where not): every signed-in request reads one, and requests that come together
     * share the statement. Compiled: drizzle assembling the SQL was a tenth of a course map's time.
     */
    async findUsersOfLiveSessions(asked: { userId: string; sessionId: string }[], at: Date) {
      const rows = await liveSessionUsers(db, {
        asked: numbered(asked),
        at: at.toISOString(),
      });
      const userOf = new Map(rows.map((row) => [row.i, row.user]));
      return asked.map((_, i) => userOf.get(i));
    },

    async insertSession(session: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('insert returned no session');
      return row;
    },

    async insertRefreshToken(sessionId: string, tokenHash: string): Promise<void> {
      await db.insert(refreshTokens).values({ sessionId, tokenHash });
    },

    /**
     * The refresh token with its session and user, locked for the rest of the transaction so
     * parallel refreshes of one token take turns.
     */
    async lockRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions, user: users })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update', { of: refreshTokens });
      return row;
    },

    async markRotated(tokenId: string, at: Date): Promise<void> {
      await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, tokenId));
    },

    /** The session that changed the password carries on under the account's new token version. */
    async setSessionTokenVersion(sessionId: string, tokenVersion: number): Promise<void> {
      await db.update(sessions).set({ tokenVersion }).where(eq(sessions.id, sessionId));
    },

    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Every session of the learner, ended ones included: part of the data export. */
    async listAllSessions(userId: string): Promise<SessionRow[]> {
      return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
    },

    /** The user's live sessions, most recently used first. */
    async listActiveSessions(userId: string, at: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
        .orderBy(desc(sessions.lastUsedAt));
    },

    /** Ends one session of a user; false when the user has no such live session. */
    async revokeSessionOfUser(userId: string, sessionId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Ends every session of a user, or every one but the current. */
    async revokeSessionsOfUser(userId: string, at: Date, exceptSessionId?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
          ),
        );
    },

    async insertEmailToken(token: typeof emailTokens.$inferInsert): Promise<void> {
      await db.insert(emailTokens).values(token);
    },

    async latestEmailTokenAt(userId: string, purpose: EmailTokenPurpose): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /** The e-mail token with its user, locked so that it can be used only once. */
    async lockEmailToken(tokenHash: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select({ token: emailTokens, user: users })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
        .for('update', { of: emailTokens });
      return row;
    },

    /** Uses up every open token of a purpose: a newer link or a password change voids the older ones. */
    async useUpEmailTokens(userId: string, purpose: EmailTokenPurpose, at: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
