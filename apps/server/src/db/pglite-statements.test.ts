import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statements.ts';

// The options drizzle passes: timestamps left as text, rows as arrays.
const drizzleOptions = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

describe('PGlite statement cache', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table item (id int primary key, name text not null, tags text[], data jsonb, seen timestamptz, ok boolean);
      insert into item values (1, 'one', '{a,b}', '{"x": 1}', '2026-01-02T03:04:05Z', true), (2, 'two', null, null, null, false);
    `);
  });
  afterAll(() => client.close());

  const prepared = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by name')).rows.map(
      (row) => row.statement,
    );

  it('returns what PGlite returns, in both row modes and with custom parsers', async () => {
    const cached = withStatementCache(client);
    const text = 'select id, name, tags, data, seen, ok from item where id = any($1) order by id';
    for (const options of [undefined, drizzleOptions]) {
      const expected = await client.query(text, [[1, 2]], options);
      for (let run = 0; run < 3; run++) {
        const result = await cached.query(text, [[1, 2]], options);
        expect(result.rows).toEqual(expected.rows);
        expect(result.fields).toEqual(expected.fields);
      }
    }
  });

  it('serialises parameters by their inferred type, nulls included', async () => {
    const cached = withStatementCache(client);
    const text = 'select $1::jsonb as data, $2::int as n, $3::text as absent, $4::timestamptz as at';
    const params = [{ nested: ['ok'] }, 7, null, new Date('2026-11-26T10:00:00Z')];
    expect((await cached.query(text, params)).rows).toEqual((await client.query(text, params)).rows);
  });

  it('carries any script both ways, and replies larger than one chunk of PGlite output', async () => {
    const cached = withStatementCache(client);
    // Ethiopic, Latin with tone marks, an emoji (four UTF-8 bytes), long enough for several chunks.
    const text = 'ሰላም ẹ̀kọ́ 👋 '.repeat(20_000);
    expect((await cached.query<{ echo: string }>('select $1::text as echo', [text])).rows).toEqual([{ echo: text }]);
    const many = await cached.query<{ n: number; word: string }>(
      "select n, 'ọjọ́ ' || n as word from generate_series(1, $1::int) as n",
      [20_000],
    );
    expect(many.rows).toHaveLength(20_000);
    expect(many.rows.at(-1)).toEqual({ n: 20_000, word: 'ọjọ́ 20000' });
  });

  it('counts the rows a write affected', async () => {
    const cached = withStatementCache(client);
    const update = await cached.query('update item set ok = $1 where id > $2', [true, 0]);
    expect(update).toMatchObject({ affectedRows: 2, rowCount: 2, rows: [] });
    const insert = await cached.query('insert into item (id, name) values ($1, $2) returning id', [3, 'three']);
    expect(insert).toMatchObject({ affectedRows: 1, rows: [{ id: 3 }] });
    await cached.query('delete from item where id = $1', [3]);
  });

  it('parses each text once', async () => {
    const cached = withStatementCache(client);
    const text = 'select name from item where id = $1 /* parsed once */';
    for (let run = 0; run < 5; run++) await cached.query(text, [1]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('keeps at most `size` statements, closing the least recently used', async () => {
    const cached = withStatementCache(client, { size: 2 });
    const texts = [1, 2, 3].map((n) => `select ${String(n)} + $1::int as sum`);
    const before = (await prepared()).length;
    for (const round of [0, 1]) {
      for (const [i, text] of texts.entries()) {
        expect((await cached.query<{ sum: number }>(text, [round])).rows).toEqual([{ sum: i + 1 + round }]);
      }
    }
    expect((await prepared()).length - before).toBe(2);
  });

  it('reports a failed statement with its code and carries on', async () => {
    const cached = withStatementCache(client);
    const insert = 'insert into item (id, name) values ($1, $2)';
    await expect(cached.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(cached.query('select nope from item where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await cached.query('select name from item where id = $1', [1])).rows).toEqual([{ name: 'one' }]);
  });

  it('runs inside transactions, which commit or roll back as a whole', async () => {
    const cached = withStatementCache(client);
    const rename = 'update item set name = $1 where id = $2';
    const name = async () => (await cached.query<{ name: string }>('select name from item where id = $1', [2])).rows;
    await expect(
      cached.transaction(async (tx) => {
        await tx.query(rename, ['renamed', 2]);
        expect((await tx.query('select name from item where id = $1', [2])).rows).toEqual([{ name: 'renamed' }]);
        await tx.query('insert into item (id, name) values ($1, $2)', [1, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await name()).toEqual([{ name: 'two' }]);
    await cached.transaction((tx) => tx.query(rename, ['kept', 2]));
    expect(await name()).toEqual([{ name: 'kept' }]);
  });

  it('does not let a query outside a transaction in while one runs', async () => {
    const cached = withStatementCache(client);
    const rename = 'update item set name = $1 where id = $2';
    const order: string[] = [];
    let outside: Promise<unknown[]> | undefined;
    await cached.transaction(async (tx) => {
      await tx.query(rename, ['inside', 1]);
      outside = cached.query('select name from item where id = $1', [1]).then((result) => {
        order.push('query');
        return result.rows;
      });
      // A turn of the event loop: a query let in beside the transaction would have run by now.
      await new Promise((resolve) => setImmediate(resolve));
      order.push('transaction');
      await tx.query(rename, ['one', 1]);
    });
    expect(await outside).toEqual([{ name: 'one' }]);
    expect(order).toEqual(['transaction', 'query']);
  });

  // The cache takes PGlite's own locks through methods PGlite does not publish: an upgrade that
  // renames them or stops them excluding one another must fail here, not corrupt a transaction.
  it('relies on PGlite’s private locks, which still exist and still exclude one another', async () => {
    expect(typeof client._runExclusiveQuery).toBe('function');
    expect(typeof client._runExclusiveTransaction).toBe('function');
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = client._runExclusiveQuery(async () => {
      order.push('first in');
      await held;
      order.push('first out');
    });
    const second = client._runExclusiveQuery(() => {
      order.push('second');
      return Promise.resolve();
    });
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second']);
  });

  it('leaves long texts (bulk inserts) to PGlite itself', async () => {
    const cached = withStatementCache(client, { maxText: 40 });
    const text = 'select name from item where id = $1 /* longer than forty characters */';
    expect((await cached.query(text, [1])).rows).toEqual([{ name: 'one' }]);
    expect(await prepared()).not.toContain(text);
  });

  it('fails like PGlite once closed', async () => {
    const own = await PGlite.create();
    const cached = withStatementCache(own);
    await own.close();
    await expect(cached.query('select $1::int', [1])).rejects.toThrow('PGlite is closed');
  });
});
