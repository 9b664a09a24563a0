import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: Executor) {
  return {
    async findUserByEmailKey(key: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.emailKey, key));
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Which of these username keys are taken (one query for a batch of candidates). */
    async takenUsernameKeys(keys: string[]): Promise<Set<string>> {
      const rows = await db.select({ key: users.usernameKey }).from(users).where(inArray(users.usernameKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** Inserts a user unless the e-mail or username key is taken; undefined means a conflict. */
    async insertUser(user: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
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

    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async findActiveSession(sessionId: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      return row;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
