import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { clipDeletions, voiceClips } from '../../db/schema.ts';
import { unitOfWork } from '../../repositories.ts';
import { signUp, TEST_PASSWORD } from '../../test/factories.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';
import { installed } from '../../test/speech.ts';
import { describeWhen } from '../../test/suites.ts';
import { voicesTestApp } from '../../test/voices.ts';
import { createClipStore } from './clip-store.ts';

const ADMIN = 'voices-s3@example.com';

// CLIP_STORE=s3 through the API, on a local S3-compatible server that goes down and comes back:
// what learners and contributors are told, what readiness says, and what is deleted afterwards.
describeWhen(installed('ffmpeg'), 'voice clips in an S3 bucket that goes down', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  const t = voicesTestApp(ADMIN, () => s3.env);

  const ready = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { clipStore: unknown } }>().data.clipStore;
  };

  it('serves an approved clip from the bucket, answers 503 while it is down, and deletes what it could not once back', async () => {
    expect(await ready()).toEqual({ kind: 's3', state: 'up' });
    const recorder = await t.contributor('zu');
    const item = (await t.studio(recorder, 'zu', 2)).items;
    const clipId = await t.recordApproved(recorder, item[0]?.text_id ?? '');
    const url = (await t.wordAudioUrl(await signUp(t.app), item[0])) ?? '';
    const played = await t.app.inject({ method: 'GET', url });
    expect(played.statusCode).toBe(200);
    expect(played.headers['cache-control']).toContain('immutable');
    expect(played.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');

    const [row] = await t.database.db.select().from(voiceClips).where(eq(voiceClips.id, clipId));
    const key = row?.storageKey ?? '';
    const queued = async () => (await t.database.db.select().from(clipDeletions)).map((each) => each.key);

    await s3.stop();
    try {
      // Still ready (lessons go on), saying the bucket is down.
      expect(await ready()).toEqual({ kind: 's3', state: 'down' });
      const unplayable = await t.app.inject({ method: 'GET', url });
      expect(unplayable.statusCode).toBe(503);
      expect(unplayable.headers['cache-control']).toBe('no-store');
      expect(unplayable.json()).toEqual({
        success: false,
        status: 503,
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The recordings cannot be reached right now. Please try again in a moment.',
        },
      });
      const before = await t.database.db.select({ id: voiceClips.id }).from(voiceClips);
      const refused = await t.record(recorder, item[1]?.text_id ?? '');
      expect(refused.statusCode).toBe(503);
      expect(await t.database.db.select({ id: voiceClips.id }).from(voiceClips)).toEqual(before);
      // Whether the bucket kept any of the refused upload is unknown: its key is noted for deletion.
      expect(await queued()).toHaveLength(1);

      // The account goes at once; its clip's deletion waits for the bucket.
      const deleted = await t.call(recorder, 'DELETE', '/api/user/account', { password: TEST_PASSWORD });
      expect(deleted.statusCode).toBe(200);
      expect(await t.database.db.select().from(voiceClips).where(eq(voiceClips.id, clipId))).toEqual([]);
      expect(await queued()).toContain(key);
      expect(await queued()).toHaveLength(2);
    } finally {
      await s3.start();
    }
    expect(await ready()).toEqual({ kind: 's3', state: 'up' });
    const uow = unitOfWork(t.database.db);
    const store = createClipStore(t.config.clipStore, {
      dataDir: t.config.dataDir,
      clipBlobs: uow.repos.clipBlobs,
      onDeleteError: () => undefined,
    });
    expect(await store.get(uow.repos, key)).toBeDefined();
    // What the hourly retry does (timers.ts).
    expect(await store.retryDeletions()).toBe(2);
    expect(await store.get(uow.repos, key)).toBeUndefined();
    expect(await queued()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
