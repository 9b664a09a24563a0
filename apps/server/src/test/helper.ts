import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.ts';

let template: Blob | undefined;
/** The run's migrated PGlite files (global-setup.ts), read once per worker: files share it. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file) template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the run's
 * migrated template, see global-setup.ts), or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (`npm run test:pg`), dropped after the file.
 */
export async function createTestDatabase({
  onQuery,
  onPoolError,
}: Pick<DatabaseOptions, 'onQuery' | 'onPoolError'> = {}): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const copyOf = migratedTemplate();
    const database = await openDatabase({ onQuery, copyOf });
    // A copy of the template is migrated already; only a run without the global setup starts empty.
    if (!copyOf) await database.migrate();
    return database;
  }
  const name = `roots_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onQuery, onPoolError });
  await database.migrate();
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

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'roots-test-')),
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
  const database = await createTestDatabase({ onQuery, onPoolError });
  const config = testConfig(env);
  const app = await buildApp(config, { logger: false, ...appOptions, database });
  extend?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}
