import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { unitOfWork } from '../../repositories.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp, testConfig } from '../../test/helper.ts';
import { createHealthService, tableProblems } from './health.service.ts';

describe('health and readiness', async () => {
  const { app, database } = await createTestApp();

  it('answers liveness in the success envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 200, data: { status: 'ok' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('reports ready when the database answers, and Redis as not configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: unknown }>().data).toEqual({
      status: 'ready',
      database: database.kind,
      redis: 'off',
      clipTools: { missing: [] },
      clipStore: { kind: 'folder', state: 'up' },
    });
  });
});

describe('readiness without a clip tool', async () => {
  const { app } = await createTestApp({ isInstalled: (program) => program !== 'ffmpeg' });

  it('stays ready, and names the missing tool', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { clipTools: unknown } }>().data.clipTools).toEqual({ missing: ['ffmpeg'] });
  });
});

describe('readiness when the database is gone', async () => {
  const { app, database } = await createTestApp();

  it('answers 503 SERVICE_UNAVAILABLE instead of crashing', async () => {
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness of the storage', async () => {
  const { database, config } = await createTestApp();
  const uow = unitOfWork(database.db);
  const clipStore = { kind: 'folder' as const, problem: () => Promise.resolve(undefined) };

  it('is not ready when the disk of the data folder is nearly full', async () => {
    // The real free space of the test machine's disk, against a threshold no disk meets.
    const health = createHealthService({
      database,
      uow,
      dataDir: config.dataDir,
      clipStore,
      minFreeBytes: Number.MAX_SAFE_INTEGER,
    });
    await expect(health.readiness()).rejects.toThrow(/The disk of the data folder is nearly full \(\d+ MB free\)\./);
  });

  it('is not ready when the data folder cannot be written to', async () => {
    const health = createHealthService({ database, uow, dataDir: `${config.dataDir}/missing`, clipStore });
    await expect(health.readiness()).rejects.toThrow(`The data folder ${config.dataDir}/missing cannot be written to.`);
  });

  it('is not ready when the database refuses writes', async () => {
    const health = createHealthService({
      database: { ...database, readOnly: () => Promise.resolve(true) },
      uow,
      dataDir: config.dataDir,
      clipStore,
    });
    await expect(health.readiness()).rejects.toThrow('The database is read-only, so nothing can be saved.');
  });
});

describe('Redis down', async () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  // Nothing listens on port 1: the connection is refused, as when Redis has stopped.
  const { app } = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });

  it('keeps rate-limited routes answering, with limits counted in this process, and ready says so', async () => {
    // With timers frozen, a limiter that waited on a Redis timeout would never answer (and the
    // test would time out): every answer below comes without waiting for any timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '203.0.113.50',
        payload: { name: 'Kofi', email: 'kofi@example.com', topic: 'general', message: 'A message long enough.' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json<{ data: { redis: string } }>().data.redis).toBe('down');
  });
});

describe('a graceful shutdown', async () => {
  const { app } = await createTestApp();

  it('goes on serving while draining, with ready at 503 and every connection closed after its answer', async () => {
    app.drain();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ error: { message: string } }>().error.message).toBe('This instance is shutting down.');
    const served = await app.inject({ method: 'GET', url: '/api/language' });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });
});

describe('readiness when a table every signed-in request reads is broken', async () => {
  const { app, database } = await createTestApp();

  it('answers 503 and names the table the database cannot read', async () => {
    await database.db.execute(sql`alter table users rename to users_gone`);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database cannot read its users table: restore it from a backup.',
    });
    await database.db.execute(sql`alter table users_gone rename to users`);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('a users table emptied under the learners’ data', async () => {
  const { app, database } = await createTestApp();

  it('is not ready, and a start on that database logs the damage as an error', async () => {
    await signUp(app);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // Zeroed pages read as an empty table: the accounts gone and nothing else touched, as here with
    // the foreign keys' cascades switched off.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from users`);
    });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(
      /^The users table is empty while sessions( and [a-z_, ]+)? still holds? learners' data: its files are damaged; restore the database from a backup\.$/,
    );

    const lines: string[] = [];
    const restarted = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database,
      logger: true,
      logStream: { write: (line) => lines.push(line) },
    });
    await restarted.ready();
    await restarted.close();
    const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^THE DATABASE IS DAMAGED: The users table is empty while sessions/),
    ]);
  });
});

describe('a fresh install', async () => {
  const lines: string[] = [];
  const { app } = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logger: true,
    logStream: { write: (line) => lines.push(line) },
  });

  it('has no accounts at all, starts without an error and is ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
  });
});

describe('what the core tables say', () => {
  const state = (users: 'rows' | 'empty', others: 'rows' | 'empty') => [
    { table: 'users', state: users } as const,
    { table: 'sessions', state: others } as const,
    { table: 'learner_stats', state: 'empty' } as const,
    { table: 'enrollments', state: others } as const,
  ];

  it('finds nothing wrong with an install without accounts, or with accounts and their data', () => {
    expect(tableProblems(state('empty', 'empty'))).toEqual([]);
    expect(tableProblems(state('rows', 'rows'))).toEqual([]);
    expect(tableProblems(state('rows', 'empty'))).toEqual([]);
  });

  it('finds an empty users table under other tables’ rows, and names unreadable tables', () => {
    expect(tableProblems(state('empty', 'rows'))).toEqual([
      "The users table is empty while sessions and enrollments still hold learners' data: its files are damaged; restore the database from a backup.",
    ]);
    expect(
      tableProblems([
        { table: 'users', state: 'unreadable' },
        { table: 'sessions', state: 'unreadable' },
        { table: 'enrollments', state: 'rows' },
      ]),
    ).toEqual(['The database cannot read its users and sessions tables: restore it from a backup.']);
  });
});
