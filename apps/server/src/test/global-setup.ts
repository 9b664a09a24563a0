import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsDir } from '../paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of a migrated PGlite database's files, which every test file's database copies. */
    pgliteTemplate: string | null;
  }
}

/**
 * Creates and migrates the embedded database once for the whole run: each test file then starts
 * from a copy of it (`createTestDatabase`), where creating and migrating its own took 2 to 2.5 s
 * of CPU, about a third of a server test file's. PostgreSQL runs (`TEST_DATABASE_URL`) skip it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return () => undefined;
  }
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  const files = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'roots-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await files.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
