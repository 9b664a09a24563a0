import { eq, like } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.ts';
import { users } from './schema.ts';

/** PostgreSQL's view of the statements prepared on the current connection. */
const preparedStatements = pgTable('pg_prepared_statements', { name: text().notNull(), statement: text().notNull() });

// Runs on the database of the pass: PGlite by default, PostgreSQL under `npm run test:pg`.
describe('statements drizzle sends', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());

  it('are parsed once per connection and run by name after that', async () => {
    const { db } = database;
    const byEmail = db.select({ id: users.id }).from(users).where(eq(users.email, 'nobody@example.com'));
    const { text, named } = await db.transaction(async (tx) => {
      // One transaction: one connection of the pool, whose statements pg_prepared_statements lists.
      for (let run = 0; run < 3; run++) {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, `nobody${String(run)}@example.com`));
      }
      const rows = await tx
        .select({ statement: preparedStatements.statement })
        .from(preparedStatements)
        .where(like(preparedStatements.name, 'roots_%'));
      return { text: byEmail.toSQL().sql, named: rows.map((row) => row.statement) };
    });
    expect(named.filter((statement) => statement === text)).toHaveLength(1);
  });
});
