import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export function createContactRepository(db: Executor) {
  return {
    async insert(message: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
