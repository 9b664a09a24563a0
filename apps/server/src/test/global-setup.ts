import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { migrationsDir } from '../paths.ts';
import { importShippedContent } from './shipped-content.ts';

/** The two starting points a test file's database copies. */
export interface Templates {
  /** Migrated, empty. */
  migrated: string;
  /** Migrated, with the shipped content imported: the eight courses and the blog, as a server starts. */
  courses: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files of PGlite databases (`dumpDataDir`), or null on PostgreSQL runs. */
    pgliteTemplates: Templates | null;
    /** Names of PostgreSQL template databases on TEST_DATABASE_URL's server, or null on PGlite runs. */
    postgresTemplates: Templates | null;
  }
}

interface Made {
  provide: (project: TestProject) => void;
  remove: () => Promise<void>;
}

/**
 * Creates and migrates the embedded database once for the whole run, and a copy of it with the
 * shipped content imported: each test file then starts from a copy of one of them
 * (`createTestDatabase`), where creating and migrating its own took 2 to 2.5 s of CPU, about a
 * third of a server test file's, and importing the eight courses 4 to 18 s more.
 */
async function makePgliteTemplates(): Promise<Made> {
  const dir = mkdtempSync(join(tmpdir(), 'roots-pglite-template-'));
  const client = await PGlite.create();
  const save = async (name: string) => {
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsDir });
  const migrated = await save('migrated');
  await importShippedContent(db);
  const courses = await save('courses');
  await client.close();
  return {
    provide: (project) => {
      project.provide('pgliteTemplates', { migrated, courses });
      project.provide('postgresTemplates', null);
    },
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/**
 * The same on PostgreSQL (`npm run test:pg`): two template databases, which `create database …
 * template` copies file by file, faster than migrating each test file's database.
 */
async function makePostgresTemplates(adminUrl: string): Promise<Made> {
  const pg = (await import('pg')).default;
  const prefix = `roots_template_${randomBytes(4).toString('hex')}`;
  const names: Templates = { migrated: `${prefix}_migrated`, courses: `${prefix}_courses` };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  try {
    await admin.query(`create database ${names.migrated}`);
    const migrated = await openDatabase({ url: urlOf(names.migrated) });
    await migrated.migrate();
    await migrated.close();
    // A template must have no connection open while it is copied.
    await admin.query(`create database ${names.courses} template ${names.migrated}`);
    const courses = await openDatabase({ url: urlOf(names.courses) });
    await importShippedContent(courses.db);
    await courses.close();
  } finally {
    await admin.end();
  }
  return {
    provide: (project) => {
      project.provide('pgliteTemplates', null);
      project.provide('postgresTemplates', names);
    },
    remove: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      for (const name of [names.courses, names.migrated]) {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      }
      await cleanup.end();
    },
  };
}

// The server's projects (isolated or not) each run this setup in the one main process: they share
// one set of templates, made once, removed when the last project is done.
const shared = globalThis as { rootsTemplates?: Promise<Made>; rootsTemplateUsers?: number };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  shared.rootsTemplateUsers = (shared.rootsTemplateUsers ?? 0) + 1;
  const made = await (shared.rootsTemplates ??= adminUrl ? makePostgresTemplates(adminUrl) : makePgliteTemplates());
  made.provide(project);
  return async () => {
    shared.rootsTemplateUsers = (shared.rootsTemplateUsers ?? 1) - 1;
    if (shared.rootsTemplateUsers > 0) return;
    shared.rootsTemplates = undefined;
    await made.remove();
  };
}
