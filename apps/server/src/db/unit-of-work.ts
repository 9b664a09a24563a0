import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Executor } from './client.ts';

/**
 * A write a repository has built but not sent (a drizzle query builder: awaiting it sends it
 * alone). `sendTogether` sends several as one statement.
 */
export type Statement = SQLWrapper;

/**
 * Sends writes to different rows as one statement (`with w0 as (…), w1 as (…) select 1`): one
 * round trip, and on PGlite one parse instead of several. PostgreSQL runs them on one snapshot, so
 * none may depend on another's effect.
 */
export async function sendTogether(executor: Executor, statements: Statement[]): Promise<void> {
  const [first] = statements;
  if (!first) return;
  if (statements.length === 1) {
    await executor.execute(first.getSQL());
    return;
  }
  const parts = statements.map((statement, i) => sql`${sql.raw(`w${String(i)}`)} as (${statement.getSQL()})`);
  await executor.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
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
