import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'username' | 'usernameKey' | 'displayName' | 'bio' | 'dailyGoal' | 'timeZone'>
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
