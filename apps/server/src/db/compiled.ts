import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** What drizzle's `.prepare()` returns, on either driver. */
interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/** What drizzle keeps of an executor's connection (the same on both drivers, at run time). */
interface Session {
  client: unknown;
  logger: unknown;
  dialect: { sqlToQuery(sql: ReturnType<SQLWrapper['getSQL']>): unknown };
  prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): Prepared<unknown>;
}

const sessionOf = (executor: Executor) => (executor as unknown as { _: { session: Session } })._.session;

let compiledCount = 0;

/**
 * A query whose SQL drizzle assembles once, with `sql.placeholder` where its values go, then runs
 * on whichever executor a call brings: the database, or a unit of work's transaction.
 *
 * Why: drizzle builds a query's text from its builder on every call, walking every column and
 * condition. On the answer check that was a fifth of the server's time, more than PostgreSQL's
 * own work on PGlite. drizzle's `.prepare()` keeps the text but binds it to the executor it was
 * made on, and a transaction is a new executor each time: so the prepared query is made once per
 * driver and each call runs a view of it whose only own properties are the executor's client (the
 * one field of drizzle's prepared queries, on PGlite and node-postgres alike, that names the
 * connection) and logger. One process may hold databases of both drivers, each with its own
 * logger: the tests, which share modules between test files. On PostgreSQL it is also a named
 * statement, parsed once per connection.
 *
 * Placeholders in a `where` are sent as given (drizzle encodes only inserted and updated
 * columns): a date goes as its ISO string.
 */
export function compiled<Result>(
  build: (db: Executor) => { prepare(name: string): Prepared<Result> },
): (executor: Executor, values: Record<string, unknown>) => Promise<Result> {
  compiledCount += 1;
  const name = `roots_compiled_${String(compiledCount)}`;
  // By the driver's session class: a PGlite query cannot run on a node-postgres client.
  const prepared = new Map<unknown, Prepared<Result>>();
  return (executor, values) => {
    const session = sessionOf(executor);
    let query = prepared.get(session.constructor);
    if (!query) {
      query = build(executor).prepare(name);
      prepared.set(session.constructor, query);
    }
    const bound = Object.create(query, {
      client: { value: session.client },
      logger: { value: session.logger },
    }) as Prepared<Result>;
    return bound.execute(values);
  };
}

/**
 * A statement of raw SQL (a data-modifying `with`, say) compiled the same way: what `build` returns
 * is assembled once, and each call sends it with its values. Its result is the driver's own.
 */
export function compiledStatement(build: (db: Executor) => SQLWrapper) {
  return compiled((db) => ({
    prepare: (name: string) => {
      const session = sessionOf(db);
      return session.prepareQuery(session.dialect.sqlToQuery(build(db).getSQL()), undefined, name, false);
    },
  }));
}
