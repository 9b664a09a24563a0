import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** `%`, `_` and `\` typed into a search box are matched literally, not as LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createAdminUsersRepository(db: Executor) {
  return {
    async list({ q, limit, offset }: { q: string | undefined; limit: number; offset: number }) {
      const where = q ? or(ilike(users.email, likePattern(q)), ilike(users.username, likePattern(q))) : undefined;
      return db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
    },

    /** Changes role or status; the token version moves so the change applies to live sessions at once. */
    async update(id: string, changes: { role?: 'learner' | 'admin'; status?: 'active' | 'banned' }) {
      const [row] = await db
        .update(users)
        .set({ ...changes, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
