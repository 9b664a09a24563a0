import type { Db, Executor } from './client.ts';

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
