import { existsSync, mkdirSync, readdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { DataDirError, lockDataDir } from './data-dir-lock.ts';
import { withStatementCache } from './pglite-statements.ts';
import * as schema from './schema.ts';

/** The one database type every repository uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories take either, so services decide the unit of work. */
export type Executor = Pick<
  Db,
  'select' | 'selectDistinct' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'
>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs work that several instances starting together must take turns at (migrations, the
   * content import): on PostgreSQL under a session advisory lock, on PGlite (one process) as is.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  ping: () => Promise<void>;
  /** Whether the database refuses writes (a read-only replica or setting). */
  readOnly: () => Promise<boolean>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it, PGlite. */
  url?: string | undefined;
  /** Folder for the PGlite files; without it, PGlite lives in memory (tests). */
  dataDir?: string | undefined;
  onPoolError?: (error: Error) => void;
  /** Told every statement sent (the query-count tests of the answer check). */
  onQuery?: ((query: string) => void) | undefined;
  /**
   * An in-memory PGlite starts as a copy of these files (`dumpDataDir`) instead of empty: the
   * tests' migrated database, a third of the time of creating and migrating one per test file.
   */
  copyOf?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  const database = options.url
    ? openPostgres(options.url, logger, options.onPoolError)
    : await openPglite(options.dataDir, logger, options.copyOf);
  return { ...database, close: once(database.close) };
}

/** Closing twice (a test closing early, then its cleanup) must be harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Below this, opening (or creating) the embedded database may fail for want of space. */
const MIN_FREE_TO_OPEN_BYTES = 64 * 1024 * 1024;

function freeBytes(path: string): number {
  const disk = statfsSync(path);
  return disk.bavail * disk.bsize;
}

export { DataDirError };

type QueryLogger = { logQuery: (query: string) => void } | false;

async function openPglite(dataDir: string | undefined, logger: QueryLogger, copyOf?: Blob): Promise<Database> {
  let client: PGlite;
  let unlock: () => Promise<void> = () => Promise.resolve();
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir, (error) => {
      // Two processes writing one embedded database corrupt it: this one stops (and drains).
      console.error(`Lost the lock on ${dataDir} to another process (${error.message}): stopping.`);
      process.kill(process.pid, 'SIGTERM');
    });
    const dir = join(dataDir, 'pglite');
    // PGlite quietly starts an empty database where PG_VERSION is missing: refuse instead.
    if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(join(dir, 'PG_VERSION'))) {
      await unlock();
      throw new DataDirError(
        `${dir} holds files but no database (PG_VERSION is missing): restore it from a backup, or move it away to start empty.`,
      );
    }
    mkdirSync(dir, { recursive: true });
    try {
      client = await PGlite.create(dir);
    } catch (error) {
      await unlock();
      // PGlite reports a full disk as a failed start like any other: tell the two apart.
      const free = freeBytes(dataDir);
      if (free < MIN_FREE_TO_OPEN_BYTES) {
        throw new DataDirError(
          `The disk holding ${dataDir} is full (${String(Math.floor(free / 1024 / 1024))} MB free): free some space and start again.`,
        );
      }
      throw new DataDirError(
        `The database in ${dir} cannot be opened; its files look damaged (${error instanceof Error ? error.message : String(error)}). ` +
          'Restore the data folder from a backup, or move it away to start empty.',
      );
    }
  } else {
    client = await PGlite.create(copyOf ? { loadDataDir: copyOf } : {});
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- drizzle types its client as PGlite but calls only `query` and `transaction` on it
  const db = drizzlePglite({ client: withStatementCache(client) as PGlite, schema, logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    exclusive: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // The files are in DATA_DIR, whose writability readiness checks itself.
    readOnly: () => Promise.resolve(false),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

// Any fixed number: instances starting together take turns at migrating and importing content.
const MIGRATION_LOCK_KEY = 7_316_624;

function openPostgres(url: string, logger: QueryLogger, onPoolError?: (error: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // A database that stops answering (a network partition, a hung server) fails a query after
    // this long, answered 503 with Retry-After, instead of holding the request until TCP gives up.
    query_timeout: 15_000,
    keepAlive: true,
    // No JIT compilation: PostgreSQL estimates 100 rows for a batch's `jsonb_to_recordset`, which
    // puts the answer check's read over `jit_above_cost`, and every run then spent 8 ms compiling
    // a statement that executes in 0.2 ms (measured with EXPLAIN ANALYZE on the bench's data). The
    // app runs short statements only, for which JIT never pays.
    options: '-c jit=off',
  });
  // A client losing its connection (a database restart) must not crash the process. The pool
  // listens on idle clients only; a client checked out by a request (between two queries of a
  // transaction) emits its `error` too, so every client gets a listener of its own. The request
  // then fails (503, see isDatabaseUnavailable), the pool drops the client and makes new ones once
  // the server is back, and /api/ready reports the outage meanwhile.
  const reportError = (error: Error) => onPoolError?.(error);
  pool.on('error', reportError);
  pool.on('connect', (client) => client.on('error', reportError));
  const db = drizzlePg(pool, { schema, logger });
  // The lock belongs to one connection's session; the work may use any connection of the pool.
  async function exclusive<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  }
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      exclusive(async (client) => {
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
      }),
    exclusive: (work) => exclusive(() => work()),
    ping: async () => {
      await pool.query('select 1');
    },
    readOnly: async () => {
      const { rows } = await pool.query<{ transaction_read_only: string }>('show transaction_read_only');
      return rows[0]?.transaction_read_only === 'on';
    },
    close: () => pool.end(),
  };
}
