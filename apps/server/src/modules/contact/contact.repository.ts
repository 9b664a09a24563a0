import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export function createContactRepository(db: Executor) {
  return {
    async insert(message: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Messages sent through the contact form from an address (part of that learner's data). */
    async listByEmail(email: string) {
      return db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = lower(${email})`)
        .orderBy(asc(contactMessages.createdAt));
    },

    async deleteByEmail(email: string) {
      await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${email})`);
    },

    /** Messages for the admin, newest first; `unhandled` keeps only those nobody has dealt with. */
    async list({ unhandled, limit, offset }: { unhandled: boolean; limit: number; offset: number }) {
      return db
        .select()
        .from(contactMessages)
        .where(unhandled ? isNull(contactMessages.handledAt) : undefined)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset);
    },

    async countUnhandled(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(isNull(contactMessages.handledAt));
      return row?.n ?? 0;
    },

    async setHandled(id: string, handledAt: Date | null) {
      const [row] = await db.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id)).returning();
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
