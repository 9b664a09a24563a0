import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '@roots/shared/errors';
import { describe, expect, it } from 'vitest';
import { type S3ClipSettings, loadConfig } from '../../config.ts';
import { clipDeletions } from '../../db/schema.ts';
import { unitOfWork } from '../../repositories.ts';
import { tempDir } from '../../test/after-file.ts';
import { createTestApp, createTestDatabase } from '../../test/helper.ts';
import { startS3 } from '../../test/s3.ts';
import { createClipStore } from './clip-store.ts';

const clip = (text: string) => Buffer.from(`OggS ${text}`);

describe('the S3 clip store, against a local S3-compatible server', async () => {
  const s3 = await startS3();
  const database = await createTestDatabase();
  const uow = unitOfWork(database.db);
  const warnings: unknown[] = [];
  const onDeleteError = (error: unknown) => warnings.push(error);
  const settings = loadConfig({ DATA_DIR: tempDir('s3-config'), ...s3.env }).clipStore;
  if (settings.kind !== 's3') throw new Error('CLIP_STORE=s3 was not read');
  const store = createClipStore(settings, {
    dataDir: tempDir('s3-data'),
    clipBlobs: uow.repos.clipBlobs,
    onDeleteError,
  });
  const queued = async () => (await database.db.select().from(clipDeletions)).map((row) => row.key).sort();

  it('puts, gets and deletes a clip, and says the bucket answers', async () => {
    expect(store.kind).toBe('s3');
    expect(await store.problem()).toBeUndefined();
    const key = store.newKey('zu');
    expect(key).toMatch(/^zu\/[0-9a-f-]{36}\.ogg$/);
    await uow.transaction((repos) => store.put(repos, key, clip('Sawubona')));
    expect(await store.get(uow.repos, key)).toEqual(clip('Sawubona'));
    expect(await store.get(uow.repos, store.newKey('zu'))).toBeUndefined();

    // Deleted in two steps: noted with the rows' delete, then gone once it commits.
    await uow.transaction((repos) => store.delete(repos, [key]));
    expect(await queued()).toEqual([key]);
    expect(await store.get(uow.repos, key)).toEqual(clip('Sawubona'));
    await store.discard([key]);
    expect(await store.get(uow.repos, key)).toBeUndefined();
    expect(await queued()).toEqual([]);
  });

  it('answers 503 while the store is down, keeps what it could not delete, and deletes it once back', async () => {
    const key = store.newKey('yo');
    await uow.transaction((repos) => store.put(repos, key, clip('Ẹ kú àárọ̀')));
    await s3.stop();
    try {
      const refused = await store.get(uow.repos, key).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The recordings cannot be reached right now. Please try again in a moment.',
      });
      await expect(uow.transaction((repos) => store.put(repos, store.newKey('yo'), clip('x')))).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(await store.problem()).toMatch(/^The clip store at http:\/\/127\.0\.0\.1:\d+ cannot be reached/);

      await uow.transaction((repos) => store.delete(repos, [key]));
      await store.discard([key]);
      expect(await queued()).toEqual([key]);
      expect(warnings).toHaveLength(1);
      await expect(store.retryDeletions()).rejects.toThrow();
    } finally {
      await s3.start();
    }
    expect(await store.get(uow.repos, key)).toEqual(clip('Ẹ kú àárọ̀'));
    expect(await store.retryDeletions()).toBe(1);
    expect(await store.get(uow.repos, key)).toBeUndefined();
    expect(await queued()).toEqual([]);
    expect(await store.retryDeletions()).toBe(0);
  });

  it('names what is wrong with the bucket: one that does not exist, or a server that does not answer', async () => {
    const with_ = (change: Partial<S3ClipSettings>) =>
      createClipStore(
        { ...settings, ...change },
        {
          dataDir: tempDir('s3-data'),
          clipBlobs: uow.repos.clipBlobs,
          onDeleteError,
        },
      );
    const endpoint = s3.env.CLIP_S3_ENDPOINT ?? '';
    expect(await with_({ bucket: 'no-such-bucket' }).problem()).toBe(
      `The bucket no-such-bucket does not exist at ${endpoint}: create it, or correct CLIP_S3_BUCKET.`,
    );
    // Port 1: nothing listens, the connection is refused.
    expect(await with_({ endpoint: 'http://127.0.0.1:1' }).problem()).toMatch(
      /^The clip store at http:\/\/127\.0\.0\.1:1 cannot be reached \(.+\)\.$/,
    );
  });
});

describe('the folder clip store', async () => {
  const database = await createTestDatabase();
  const uow = unitOfWork(database.db);
  const dataDir = tempDir('folder-store');
  const store = createClipStore(
    { kind: 'folder' },
    { dataDir, clipBlobs: uow.repos.clipBlobs, onDeleteError: () => undefined },
  );

  it('deletes a file once the delete of its row commits', async () => {
    const key = store.newKey('zu');
    await uow.transaction((repos) => store.put(repos, key, clip('Yebo')));
    const file = join(dataDir, 'audio', 'voices', key);
    expect(existsSync(file)).toBe(true);
    await uow.transaction((repos) => store.delete(repos, [key]));
    expect(existsSync(file)).toBe(true);
    await store.discard([key]);
    expect(existsSync(file)).toBe(false);
    expect(await database.db.select().from(clipDeletions)).toEqual([]);
  });
});

describe('a start with a bucket that does not exist', async () => {
  const s3 = await startS3();
  const lines: string[] = [];
  const { app } = await createTestApp({
    env: { ...s3.env, CLIP_S3_BUCKET: 'no-such-bucket', LOG_LEVEL: 'info' },
    logger: true,
    logStream: { write: (line) => lines.push(line) },
  });

  it('says so in the log, and stays ready with the store reported down', async () => {
    const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual([
      `THE CLIP STORE CANNOT BE USED: The bucket no-such-bucket does not exist at ${s3.env.CLIP_S3_ENDPOINT ?? ''}: create it, or correct CLIP_S3_BUCKET. Contributors' clips neither record nor play until it can; the courses' own clips still play.`,
    ]);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json<{ data: { clipStore: unknown } }>().data.clipStore).toEqual({ kind: 's3', state: 'down' });
  });
});
