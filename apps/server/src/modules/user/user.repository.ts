import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages, sessions, users } from '../../db/schema.ts';

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'username' | 'usernameKey' | 'displayName' | 'bio' | 'avatarUrl' | 'dailyGoal' | 'timeZone'
  >
>;

export function createUserRepository(db: Executor) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByUsernameKey(key: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, key));
      return row;
    },

    /** Makes the account an admin; the token version moves so the change applies at once. */
    async promoteToAdmin(emailKey: string) {
      const [row] = await db
        .update(users)
        .set({ role: 'admin', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(users.emailKey, emailKey), ne(users.role, 'admin')))
        .returning({ id: users.id });
      return row;
    },

    async findByEmailKey(key: string) {
      const [row] = await db.select().from(users).where(eq(users.emailKey, key));
      return row;
    },

    /** The learner's sessions, ended ones included: part of the data export. */
    async listAllSessions(userId: string) {
      return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
    },

    /** Messages sent through the contact form from the learner's address. */
    async listContactMessages(email: string) {
      return db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = lower(${email})`)
        .orderBy(asc(contactMessages.createdAt));
    },

    /** Locks the learner's row for the rest of the transaction. */
    async lockById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async deleteContactMessages(email: string) {
      await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${email})`);
    },

    /** Deletes the account; sessions, tokens and learning data go with it (foreign keys cascade). */
    async delete(id: string) {
      await db.delete(users).where(eq(users.id, id));
    },

    async update(id: string, changes: UserChanges) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
