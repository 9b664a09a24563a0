import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DataDirError, openDatabase } from './client.ts';
import { seededDataDir } from '../test/helper.ts';

// On-disk PGlite starts take seconds, and many times that on a busy machine. Each folder starts
// with a database in it (a copy of the run's migrated template): creating one on disk took 9 s of
// a loaded machine. The PG_VERSION test still creates one, in the folder it empties.
describe('the embedded database’s data folder', { timeout: 120_000 }, () => {
  it('serves one process: a second opener is refused clearly until the first closes', async () => {
    const dataDir = await seededDataDir('lock', 'migrated');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/Another Roots process is using/);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('keeps serving when its lock is removed from under it, and takes the lock again', async () => {
    const dataDir = await seededDataDir('lock-gone', 'migrated');
    const database = await openDatabase({ dataDir });
    try {
      rmSync(join(dataDir, 'roots.lock'), { recursive: true });
      // The lock is refreshed every 5 s: the refresh finds it gone and takes it again.
      await vi.waitFor(
        () => {
          if (!existsSync(join(dataDir, 'roots.lock'))) throw new Error('not taken again yet');
        },
        { timeout: 30_000, interval: 250 },
      );
      await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
      await expect(openDatabase({ dataDir })).rejects.toThrow(/Another Roots process is using/);
    } finally {
      await database.close();
    }
  });

  it('refuses a second opener while the holder lives though its lock went stale (a paused server)', async () => {
    const dataDir = await seededDataDir('lock-paused', 'migrated');
    // A process that holds the folder but stopped refreshing its lock a minute ago.
    const paused = spawn('sleep', ['120'], { stdio: 'ignore' });
    const pid = paused.pid ?? 0;
    mkdirSync(join(dataDir, 'roots.lock'));
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(join(dataDir, 'roots.lock'), minuteAgo, minuteAgo);
    writeFileSync(join(dataDir, 'roots.holder'), JSON.stringify({ pid, host: hostname(), started: null }));
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Another Roots process is using ${dataDir}, process ${String(pid)},`,
      );
    } finally {
      paused.kill('SIGKILL');
      await new Promise((resolve) => paused.once('exit', resolve));
    }
    // Once it is gone, its stale lock is taken over.
    const database = await openDatabase({ dataDir });
    await database.close();
  });

  it('refuses a database folder whose PG_VERSION is gone instead of starting empty', async () => {
    const dataDir = await seededDataDir('damaged', 'migrated');
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
    const dataDir = await seededDataDir('corrupt', 'migrated');
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
