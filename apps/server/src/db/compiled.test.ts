import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.ts';
import { compiled } from './compiled.ts';
import { users } from './schema.ts';

describe('compiled queries', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const { db } = database;
  const statements: string[] = [];
  const displayNameOf = compiled((executor) =>
    executor
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.emailKey, sql.placeholder('email'))),
  );
  const user = (email: string) => {
    const name = email.split('@')[0] ?? '';
    return { email, emailKey: email, username: name, usernameKey: name, displayName: name };
  };

  it('runs on the database with the values of each call', async () => {
    await db.insert(users).values([user('ada@example.com'), user('kofi@example.com')]);
    expect(await displayNameOf(db, { email: 'ada@example.com' })).toEqual([{ name: 'ada' }]);
    expect(await displayNameOf(db, { email: 'kofi@example.com' })).toEqual([{ name: 'kofi' }]);
    expect(await displayNameOf(db, { email: 'nobody@example.com' })).toEqual([]);
  });

  it("runs inside a transaction on the transaction's connection: it sees what the transaction wrote", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(user('amara@example.com'));
        statements.push(...(await displayNameOf(tx, { email: 'amara@example.com' })).map((row) => row.name ?? ''));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(statements).toEqual(['amara']);
    expect(await displayNameOf(db, { email: 'amara@example.com' })).toEqual([]);
  });

  it('serves transactions one after another and the database between them', async () => {
    const names = await Promise.all(
      ['ada', 'kofi', 'ada'].map((name) =>
        db.transaction(async (tx) => (await displayNameOf(tx, { email: `${name}@example.com` }))[0]?.name),
      ),
    );
    expect(names).toEqual(['ada', 'kofi', 'ada']);
    expect(await displayNameOf(db, { email: 'kofi@example.com' })).toEqual([{ name: 'kofi' }]);
  });

  it("runs on another database with that database's own statement log", async () => {
    const logged: string[] = [];
    const other = await createTestDatabase({ onQuery: (query) => logged.push(query) });
    try {
      await other.db.insert(users).values(user('zola@example.com'));
      logged.length = 0;
      expect(await displayNameOf(other.db, { email: 'zola@example.com' })).toEqual([{ name: 'zola' }]);
      expect(await displayNameOf(db, { email: 'zola@example.com' })).toEqual([]);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^select "display_name" from "users"/);
    } finally {
      await other.close();
    }
  });
});
