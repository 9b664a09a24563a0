import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig } from '../test/helper.ts';
import { openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { describeWhen } from '../test/suites.ts';

describe('a database that cannot be reached', async () => {
  // Nothing listens on port 1: every connection is refused at once, as during a restart.
  const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/roots' });
  const app = await buildApp(testConfig(), { logger: false, database, importContent: false });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with Retry-After, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/language' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Roots cannot reach its database right now. Please try again in a moment.',
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describeWhen(adminUrl, 'PostgreSQL restarted while requests run', async () => {
  // The pool reports a lost connection here; the test waits for that report, not for a time.
  let connectionLost: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => {
    connectionLost = resolve;
  });
  const { app, database } = await createTestApp({ onPoolError: () => connectionLost() });

  /** What a restart does to every open connection: the server ends them (57P01). */
  async function terminateConnections() {
    // The two drivers type raw results differently; both carry `rows`.
    const result = (await database.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
    const [row] = result.rows;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [row?.name],
    );
    await admin.end();
  }

  it('fails the request in the middle of a transaction without crashing, then recovers by itself', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The connection is checked out and idle when the server ends it: its `error` event must
      // have a listener, or the process dies of an unhandled error.
      await terminateConnections();
      await lost;
      await tx.execute(sql`select 1`);
    });
    const failure: unknown = await transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);

    let ready = 0;
    for (let attempt = 0; attempt < 5 && ready !== 200; attempt += 1) {
      ready = (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
    }
    expect(ready).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/language' })).statusCode).toBe(200);
  });
});
