import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Executor } from './client.ts';
import { compiledStatement } from './compiled.ts';

/** How a write is built: drizzle's builder, with `value(name)` wherever a value of the call goes. */
type WriteBuilder = (db: Executor, value: (name: string) => SQL) => SQLWrapper;

/**
 * A write a repository has made but not sent: its builder and this call's values. `sendTogether`
 * sends several as one statement.
 */
export interface Statement {
  /** Which kind of write (one per `statement` call). */
  readonly kind: number;
  readonly builder: WriteBuilder;
  readonly values: Record<string, unknown>;
}

let kinds = 0;

/**
 * A kind of write (`statement(build)`, made once at module level), then one of them with its
 * values (`kind(values)`). Its SQL is assembled once per combination `sendTogether` sends it in
 * (compiled.ts). Values are sent as the driver's text: a date as its ISO string, an object or an
 * array (a jsonb column's value) as JSON, anything else as it is.
 */
export function statement<Values extends Record<string, unknown>>(
  build: (db: Executor, value: (name: keyof Values & string) => SQL) => SQLWrapper,
): (values: Values) => Statement {
  kinds += 1;
  const kind = kinds;
  const builder: WriteBuilder = build;
  return (values) => ({ kind, builder, values });
}

/** The compiled statement of each combination of builders sent together, in order. */
const combinations = new Map<string, ReturnType<typeof compiledStatement>>();

/**
 * A value as a bare placeholder, not a column's parameter: drizzle would encode a parameter with
 * its column's mapper, which fails on null (a null date, a null jsonb), so values are encoded here.
 */
const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

const encode = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : value;

/**
 * Sends writes to different rows as one statement (`with w0 as (…), w1 as (…) select 1`): one
 * round trip, and on PGlite one parse instead of several. PostgreSQL runs them on one snapshot, so
 * none may depend on another's effect.
 */
export async function sendTogether(executor: Executor, statements: Statement[]): Promise<void> {
  if (statements.length === 0) return;
  const key = statements.map((each) => each.kind).join(',');
  let send = combinations.get(key);
  if (!send) {
    const builders = statements.map((each) => each.builder);
    send = compiledStatement((db) => {
      const parts = builders.map((build, i) => build(db, (name) => placeholder(`w${String(i)}_${name}`)));
      const [only] = parts;
      if (only && parts.length === 1) return only;
      const named = parts.map((part, i) => sql`${sql.raw(`w${String(i)}`)} as (${part.getSQL()})`);
      return sql`with ${sql.join(named, sql`, `)} select 1`;
    });
    combinations.set(key, send);
  }
  const values: Record<string, unknown> = {};
  statements.forEach((each, i) => {
    for (const [name, value] of Object.entries(each.values)) values[`w${String(i)}_${name}`] = encode(value);
  });
  await send(executor, values);
}

/**
 * How services reach the database: `repos` for reads and single statements, `transaction` for
 * work that must happen together. Inside a transaction PGlite (one connection) deadlocks on any
 * query that does not use the transaction object, so the repositories are bound to it here, in
 * one place, and a service never sees a raw executor.
 */
export interface UnitOfWork<Repos> {
  readonly repos: Repos;
  transaction<T>(work: (repos: Repos) => Promise<T>): Promise<T>;
}

/** `bind` makes the repositories a service needs on an executor: the database or a transaction. */
export function createUnitOfWork<Repos>(db: Db, bind: (executor: Executor) => Repos): UnitOfWork<Repos> {
  return {
    repos: bind(db),
    transaction: (work) => db.transaction((tx) => work(bind(tx))),
  };
}

/** The same unit of work, telling `afterCommit` after each transaction that committed. */
export function withAfterCommit<Repos>(uow: UnitOfWork<Repos>, afterCommit: () => void): UnitOfWork<Repos> {
  return {
    repos: uow.repos,
    transaction: async (work) => {
      const result = await uow.transaction(work);
      afterCommit();
      return result;
    },
  };
}
