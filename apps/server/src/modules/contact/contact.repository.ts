import { asc, sql } from 'drizzle-orm';
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
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
