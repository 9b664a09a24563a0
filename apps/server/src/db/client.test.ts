import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DataDirError, openDatabase } from './client.ts';

describe('the embedded database’s data folder', () => {
  it('serves one process: a second opener is refused clearly until the first closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roots-lock-'));
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/Another Roots process is using/);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('refuses a database folder whose PG_VERSION is gone instead of starting empty', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roots-damaged-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    rmSync(join(dataDir, 'pglite', 'PG_VERSION'));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/PG_VERSION is missing/);
    // The refusal let the lock go: once repaired (here: moved away), the folder opens again.
    rmSync(join(dataDir, 'pglite'), { recursive: true });
    mkdirSync(join(dataDir, 'pglite'));
    const fresh = await openDatabase({ dataDir });
    await fresh.close();
  });

  it('refuses damaged database files in one sentence that says what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roots-corrupt-'));
    const database = await openDatabase({ dataDir });
    await database.close();
    writeFileSync(join(dataDir, 'pglite', 'global', 'pg_control'), randomBytes(8192));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /cannot be opened; its files look damaged .* Restore the data folder from a backup, or move it away to start empty\./,
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('connections to PostgreSQL', () => {
  it('never JIT-compile: the batches’ short statements would spend more compiling than running', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: tmpdir() });
    try {
      // node-postgres' result, as the url makes it.
      const result = (await database.db.execute(sql`show jit`)) as { rows: { jit: string }[] };
      expect(result.rows[0]?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
