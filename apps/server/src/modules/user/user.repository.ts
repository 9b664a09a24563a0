import { and, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'username'
    | 'usernameKey'
    | 'displayName'
    | 'bio'
    | 'avatarUrl'
    | 'dailyGoal'
    | 'timeZone'
    | 'profileVisibility'
    | 'mutedNotifications'
    | 'soundEffects'
    | 'romanisation'
  >
>;

/**
 * Moving the token version makes every access token signed before it invalid at the next request:
 * every change of who may do what (password, role, status, a squatted address) goes through it.
 */
const nextTokenVersion = sql`${users.tokenVersion} + 1`;

/** `%`, `_` and `\` typed into a search box are matched literally, not as LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The one repository that writes `users`. */
/** What anyone may see of another account: the friend search and the lists of friends. */
const publicFields = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatarUrl: users.avatarUrl,
  /** Not shown: who may see the profile, for the lists that must hide it. */
  visibility: users.profileVisibility,
};

export function createUserRepository(db: Executor) {
  return {
    /** The time zones the database knows by name: a learner's day is counted in SQL with one. */
    async timeZoneNames(): Promise<Set<string>> {
      const rows = await db.select({ name: sql<string>`name` }).from(sql`pg_timezone_names`);
      return new Set(rows.map((row) => row.name));
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmailKey(key: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.emailKey, key));
      return row;
    },

    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row;
    },

    async findByUsernameKey(key: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, key));
      return row;
    },

    /** Which of these username keys are taken (one query for a batch of candidates). */
    async takenUsernameKeys(keys: string[]): Promise<Set<string>> {
      const rows = await db.select({ key: users.usernameKey }).from(users).where(inArray(users.usernameKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** What the learning rules need to know of the learner: their day and their goal. */
    async learningSettings(id: string) {
      const [row] = await db
        .select({ timeZone: users.timeZone, dailyGoal: users.dailyGoal })
        .from(users)
        .where(eq(users.id, id));
      return { timeZone: row?.timeZone ?? 'UTC', dailyGoal: row?.dailyGoal ?? 20 };
    },

    /** The course the learner last chose (null: none yet, or it was deleted). */
    async currentLanguageId(id: string): Promise<string | null> {
      const [row] = await db.select({ current: users.currentLanguageId }).from(users).where(eq(users.id, id));
      return row?.current ?? null;
    },

    async setCurrentLanguage(id: string, languageId: string) {
      await db.update(users).set({ currentLanguageId: languageId }).where(eq(users.id, id));
    },

    /** The kinds of notification the learner turned off. */
    async mutedNotifications(id: string): Promise<string[]> {
      const [row] = await db.select({ muted: users.mutedNotifications }).from(users).where(eq(users.id, id));
      return row?.muted ?? [];
    },

    /** Public fields of active accounts whose username starts with `prefix` (friend search). */
    async searchByUsername(prefix: string, limit: number) {
      return db
        .select(publicFields)
        .from(users)
        .where(
          and(ilike(users.usernameKey, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), eq(users.status, 'active')),
        )
        .orderBy(users.usernameKey)
        .limit(limit);
    },

    /** Public fields of some accounts, by id. */
    async publicByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select(publicFields).from(users).where(inArray(users.id, ids));
    },

    /** Accounts for the admin list, admins first, then newest first, optionally matching an e-mail or username. */
    async search({ q, limit, offset }: { q: string | undefined; limit: number; offset: number }) {
      const where = q ? or(ilike(users.email, likePattern(q)), ilike(users.username, likePattern(q))) : undefined;
      return db
        .select()
        .from(users)
        .where(where)
        .orderBy(sql`${users.role} = 'admin' desc`, desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
    },

    /** Inserts a user unless the e-mail or username key is taken; undefined means a conflict. */
    async insert(user: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    /** Locks the learner's row for the rest of the transaction. */
    /** The active admins' ids, locked for the rest of the transaction (the last one is kept). */
    async lockActiveAdminIds(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
        .orderBy(users.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    async lockById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async markOnboarded(id: string, dailyGoal: number, at: Date) {
      await db.update(users).set({ dailyGoal, onboardedAt: at, updatedAt: at }).where(eq(users.id, id));
    },

    async markEmailVerified(id: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: at })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },

    /** Forgets a password nobody confirmed the address of; the sessions made with it stop working. */
    async dropUnconfirmedPassword(id: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: null, tokenVersion: nextTokenVersion, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },

    /** Stores a new password; older access tokens stop working. */
    async setPassword(id: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: nextTokenVersion, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Changes role or status; live sessions feel it at their next request. */
    async setAccess(id: string, changes: { role?: 'learner' | 'admin'; status?: 'active' | 'banned' }) {
      const [row] = await db
        .update(users)
        .set({ ...changes, tokenVersion: nextTokenVersion, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Makes the account an admin, unless it already is one or its address was never confirmed:
     * whoever registers an address first is not necessarily its owner.
     */
    async promoteToAdmin(emailKey: string) {
      const [row] = await db
        .update(users)
        .set({ role: 'admin', tokenVersion: nextTokenVersion, updatedAt: new Date() })
        .where(and(eq(users.emailKey, emailKey), ne(users.role, 'admin'), isNotNull(users.emailVerifiedAt)))
        .returning({ id: users.id });
      return row;
    },

    /**
     * Connects a Google subject to an existing account. When the account's e-mail was never
     * confirmed, Google has just proven who owns it: a password someone else may have set while
     * squatting the address is dropped, and the token version moves so their sessions end.
     */
    async linkGoogle(user: UserRow, sub: string, at: Date): Promise<UserRow | undefined> {
      const squatted = user.emailVerifiedAt === null;
      const [row] = await db
        .update(users)
        .set({
          googleSub: sub,
          emailVerifiedAt: user.emailVerifiedAt ?? at,
          ...(squatted ? { passwordHash: null, tokenVersion: nextTokenVersion } : {}),
          updatedAt: at,
        })
        .where(and(eq(users.id, user.id), isNull(users.googleSub)))
        .returning();
      return row;
    },

    /** Deletes the account; sessions, tokens and learning data go with it (foreign keys cascade). */
    async delete(id: string) {
      await db.delete(users).where(eq(users.id, id));
    },

    /** Accounts with the learner role (the admin dashboard's head count). */
    async countLearners(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'learner'));
      return row?.n ?? 0;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
