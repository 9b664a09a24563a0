import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.ts';
import type { Templates } from './global-setup.ts';
import { importShippedContent } from './shipped-content.ts';
import { afterFile, tempDir } from './after-file.ts';

const templates = new Map<keyof Templates, Blob>();
/** One of the run's PGlite templates (global-setup.ts), read once per worker: files share it. */
function pgliteTemplate(name: keyof Templates): Blob | undefined {
  const file = inject('pgliteTemplates')?.[name];
  if (file && !templates.has(name)) templates.set(name, new Blob([readFileSync(file)]));
  return templates.get(name);
}

export interface TestDatabaseOptions extends Pick<DatabaseOptions, 'onQuery' | 'onPoolError'> {
  /**
   * Start with the shipped content imported (the eight courses and the blog, as a server starts
   * on an empty database): a copy of the run's second template, where importing them took a test
   * file 4 to 18 s.
   */
  courses?: boolean;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of one of the
 * run's templates, see global-setup.ts), or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (`npm run test:pg`), copied from the run's template database there.
 * Closed, and dropped, after the file at the latest.
 */
export async function createTestDatabase({
  onQuery,
  onPoolError,
  courses = false,
}: TestDatabaseOptions = {}): Promise<Database> {
  const database = await openTestDatabase({ onQuery, onPoolError, courses });
  // Closed (and on PostgreSQL dropped) after the file if no test did it: closing twice is harmless.
  afterFile(() => database.close());
  return database;
}

async function openTestDatabase({ onQuery, onPoolError, courses = false }: TestDatabaseOptions): Promise<Database> {
  const template = courses ? 'courses' : 'migrated';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const copyOf = pgliteTemplate(template);
    const database = await openDatabase({ onQuery, copyOf });
    // A copy of a template is ready; only a run without the global setup starts empty.
    if (!copyOf) await fillEmpty(database, courses);
    return database;
  }
  const name = `roots_test_${randomBytes(6).toString('hex')}`;
  const source = inject('postgresTemplates')?.[template];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(source ? `create database ${name} template ${source}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onQuery, onPoolError });
  if (!source) await fillEmpty(database, courses);
  let dropped = false;
  return {
    ...database,
    close: async () => {
      if (dropped) return;
      dropped = true;
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A DATA_DIR whose embedded database is there already, by default with the shipped content in it,
 * as a server's is after its first start: a test that builds the app on its data folder (`buildApp`
 * without a database) passes `importContent: false` and neither creates, migrates nor imports.
 * Creating an on-disk database took 9 s and importing the courses into it 18 s on a loaded
 * two-core machine; the copy takes 3. On PostgreSQL runs (no PGlite template) the folder starts
 * empty, and the app creates and migrates its database.
 */
export async function seededDataDir(prefix: string, template: keyof Templates = 'courses'): Promise<string> {
  const dir = tempDir(prefix);
  const copyOf = pgliteTemplate(template);
  if (copyOf) {
    const client = await PGlite.create(join(dir, 'pglite'), { loadDataDir: copyOf });
    await client.close();
  }
  return dir;
}

async function fillEmpty(database: Database, courses: boolean): Promise<void> {
  await database.migrate();
  if (courses) await importShippedContent(database.db);
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tempDir('test'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    APP_URL: 'http://roots.test',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** Builds the app on a fresh database and closes both after the test file. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** Extra routes for a test, added before the app is sealed by `ready()`. */
    extend?: (app: FastifyInstance) => void;
  } & Pick<DatabaseOptions, 'onQuery' | 'onPoolError'> &
    Omit<AppOptions, 'database'> = {},
): Promise<TestApp> {
  const { env, extend, onQuery, onPoolError, ...appOptions } = options;
  // The shipped content comes imported with the run's second template: the app need not import it.
  const shipped = appOptions.importContent === true && appOptions.contentDir === undefined && !env?.CONTENT_DIR;
  const database = await createTestDatabase({ onQuery, onPoolError, courses: shipped });
  const config = testConfig(env);
  const app = await buildApp(config, {
    logger: false,
    // Every clip tool counts as installed unless a test says otherwise: `npm test` runs anywhere.
    isInstalled: () => true,
    ...appOptions,
    ...(shipped ? { importContent: false } : {}),
    database,
  });
  extend?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}

/** One instance of the app for `startTwoInstances`: its configuration and what it is built with. */
export interface TestInstance {
  config: Config;
  options?: Omit<AppOptions, 'database' | 'logger'>;
}

/**
 * Two instances of the app on one database, as behind a load balancer, both ready. After the file
 * both are closed, then the database.
 */
export async function startTwoInstances(
  database: Database,
  first: TestInstance,
  second: TestInstance,
): Promise<[FastifyInstance, FastifyInstance]> {
  const build = ({ config, options }: TestInstance) => buildApp(config, { logger: false, ...options, database });
  const apps: [FastifyInstance, FastifyInstance] = [await build(first), await build(second)];
  for (const app of apps) await app.ready();
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });
  return apps;
}
