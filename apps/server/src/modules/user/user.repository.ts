import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export function createUserRepository(db: Executor) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
