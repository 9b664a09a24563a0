import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.ts';
import { compiled } from './compiled.ts';
import { learnerStats, users } from './schema.ts';
import { sendTogether, statement } from './unit-of-work.ts';

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
});

describe('writes sent together', async () => {
  const statements: string[] = [];
  const database = await createTestDatabase({ onQuery: (query) => statements.push(query) });
  afterAll(() => database.close());
  const { db } = database;
  const rename = statement<{ email: string; name: string | null }>((executor, v) =>
    executor
      .update(users)
      .set({ displayName: v('name') })
      .where(eq(users.emailKey, v('email'))),
  );
  const skipListening = statement<{ userId: string; until: Date | null; premium: { until: Date } | null }>(
    (executor, v) =>
      executor
        .update(learnerStats)
        .set({ listeningSkippedUntil: v('until'), premiumUntil: sql`(${v('premium')}::jsonb->>'until')::timestamptz` })
        .where(eq(learnerStats.userId, v('userId'))),
  );
  const [ada] = await db
    .insert(users)
    .values({ email: 'ada@example.com', emailKey: 'ada@example.com', username: 'ada', usernameKey: 'ada' })
    .returning();
  const userId = ada?.id ?? '';
  await db.insert(learnerStats).values({ userId });
  const stats = async () => (await db.select().from(learnerStats).where(eq(learnerStats.userId, userId)))[0];
  const name = async () => (await db.select().from(users).where(eq(users.id, userId)))[0]?.displayName;

  it('sends dates, objects and nulls as their columns take them, in one statement', async () => {
    const until = new Date('2026-11-26T10:15:00.000Z');
    statements.length = 0;
    await sendTogether(db, [
      rename({ email: 'ada@example.com', name: 'Ada' }),
      skipListening({ userId, until, premium: { until } }),
    ]);
    expect(statements.filter((query) => !/^(begin|commit)\b/i.test(query))).toHaveLength(1);
    expect(await name()).toBe('Ada');
    expect((await stats())?.listeningSkippedUntil).toEqual(until);
    expect((await stats())?.premiumUntil).toEqual(until);

    await sendTogether(db, [
      rename({ email: 'ada@example.com', name: null }),
      skipListening({ userId, until: null, premium: null }),
    ]);
    expect(await name()).toBeNull();
    expect((await stats())?.listeningSkippedUntil).toBeNull();
    expect((await stats())?.premiumUntil).toBeNull();
  });

  it('sends one write alone, and changes nothing for none', async () => {
    await sendTogether(db, [rename({ email: 'ada@example.com', name: 'Ada L.' })]);
    expect(await name()).toBe('Ada L.');
    statements.length = 0;
    await sendTogether(db, []);
    expect(statements).toEqual([]);
  });
});
