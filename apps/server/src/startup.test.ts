import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { assertPortFree, explainStartupError } from './startup.ts';

const failure = <T>(work: Promise<T>) =>
  work.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe('start-up failures in one line', () => {
  it('tells at once that the port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    const error = await failure(assertPortFree(port, '127.0.0.1'));
    holder.close();
    expect(explainStartupError(error, { port })).toBe(
      `Port ${String(port)} is already in use: stop the program using it, or start Roots with another PORT.`,
    );
    await assertPortFree(port, '127.0.0.1');
  });

  it('tells that PostgreSQL cannot be reached, without the password', async () => {
    const databaseUrl = 'postgres://postgres:secret@127.0.0.1:1/roots';
    const database = await openDatabase({ url: databaseUrl });
    const error = await failure(database.migrate());
    await database.close();
    const line = explainStartupError(error, { databaseUrl });
    expect(line).toBe(
      'Cannot reach the database at 127.0.0.1:1/roots (ECONNREFUSED): check that PostgreSQL is running and DATABASE_URL is right.',
    );
  });

  it('tells which folder cannot be written to', () => {
    // What mkdir and open report on a read-only mount or a full disk (made for real in the fault script).
    const readOnly = Object.assign(new Error("EROFS: read-only file system, open '/srv/roots/jwt-secret'"), {
      code: 'EROFS',
      syscall: 'open',
      path: '/srv/roots/jwt-secret',
    });
    expect(explainStartupError(readOnly, { dataDir: '/srv/roots' })).toBe(
      'Roots cannot write to /srv/roots/jwt-secret (EROFS): set DATA_DIR to a folder it can write to.',
    );
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', syscall: 'write' });
    expect(explainStartupError(full, { dataDir: '/srv/roots' })).toBe(
      'The disk holding /srv/roots is full: free some space and start again.',
    );
  });

  it('leaves a bug of ours to its stack trace', () => {
    expect(explainStartupError(new TypeError('x is not a function'))).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('start-up failures on PostgreSQL', () => {
  it('tells that the database does not exist', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = '/roots_no_such_database';
    const database = await openDatabase({ url: url.toString() });
    const error = await failure(database.migrate());
    await database.close();
    expect(explainStartupError(error, { databaseUrl: url.toString() })).toMatch(
      /^The database 127\.0\.0\.1:5432\/roots_no_such_database does not exist: create it \(createdb\) or correct DATABASE_URL\.$/,
    );
  });
});
