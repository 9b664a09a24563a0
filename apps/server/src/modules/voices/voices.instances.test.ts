import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { clipBlobs, exercises, voiceClips } from '../../db/schema.ts';
import { unitOfWork } from '../../repositories.ts';
import { signUp, signUpAdmin, TEST_PASSWORD, type TestLearner } from '../../test/factories.ts';
import { createTestDatabase, startTwoInstances, testConfig } from '../../test/helper.ts';
import { startS3 } from '../../test/s3.ts';
import { installed } from '../../test/speech.ts';
import { describeWhen } from '../../test/suites.ts';
import { listenExercise, voicesTestClient } from '../../test/voices.ts';
import { createClipStore } from './clip-store.ts';

// Two instances share a PostgreSQL database, Redis and no disk (each has its own DATA_DIR): with
// CLIP_STORE=database, or s3 on a bucket both reach, a clip recorded and approved through one plays
// from the other, the other's word cards offer it within seconds (the content bus tells it to read
// the approved clips), and it goes from the store with its recorder's account.
for (const kind of ['database', 's3'] as const)
  describeWhen(
    process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && installed('ffmpeg'),
    `voice clips across instances (CLIP_STORE=${kind}, Redis)`,
    async () => {
      const database = await createTestDatabase({ courses: true });
      const storeEnv = kind === 's3' ? (await startS3()).env : { CLIP_STORE: 'database' };
      const env = {
        ...storeEnv,
        ADMIN_EMAIL: 'voices-editor@example.com',
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      };
      const firstConfig = testConfig(env);
      const uow = unitOfWork(database.db);
      const store = createClipStore(firstConfig.clipStore, {
        dataDir: firstConfig.dataDir,
        clipBlobs: uow.repos.clipBlobs,
        onDeleteError: () => undefined,
      });
      const [first, second] = await startTwoInstances(
        database,
        { config: firstConfig, options: { importContent: false } },
        { config: testConfig(env), options: { importContent: false } },
      );
      const admin = await signUpAdmin(first, firstConfig.dataDir, { email: 'voices-editor@example.com' });

      // The first instance is the one recordings are sent to and approved through.
      const client = voicesTestClient(
        () => ({ app: first, database, config: firstConfig }),
        () => admin,
      );
      const post = (app: FastifyInstance, who: TestLearner, url: string, payload: object) =>
        app.inject({ method: 'POST', url, headers: who.headers, payload });

      it('plays a clip approved through one instance from the other', async () => {
        expect(store.kind).toBe(kind);
        const recorder = await client.contributor('zu');
        const item = (await client.studio(recorder, 'zu', 1)).items[0];
        const recorded = await client.record(recorder, item?.text_id ?? '');
        expect(recorded.statusCode).toBe(201);
        const clipId = recorded.json<{ data: { clip: { id: string } } }>().data.clip.id;
        const [row] = await database.db.select().from(voiceClips).where(eq(voiceClips.id, clipId));
        const key = row?.storageKey ?? '';
        const blobs = await database.db.select().from(clipBlobs).where(eq(clipBlobs.key, key));
        expect(blobs).toHaveLength(kind === 'database' ? 1 : 0);
        expect((await store.get(uow.repos, key))?.subarray(0, 4).toString('latin1')).toBe('OggS');

        // The reviewer's audio comes from the other instance, which never saw the upload.
        const heard = await second.inject({
          method: 'GET',
          url: `/api/voices/clips/${clipId}/audio`,
          headers: admin.headers,
        });
        expect(heard.statusCode).toBe(200);
        expect(heard.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');

        const learner = await signUp(first);
        /** The word's clip URL on a card served by the other instance. */
        const card = () => client.wordAudioUrl(learner, item, second);
        expect(await card()).toBeNull();

        expect((await post(first, admin, `/api/voices/review/${clipId}`, { verdict: 'approve' })).statusCode).toBe(200);
        // The other instance keeps the approved clips in memory: only the bus's message makes it
        // offer this one (within seconds, long enough for a loaded machine).
        await vi.waitFor(async () => expect(await card()).toMatch(/^\/api\/audio\//), {
          timeout: 10_000,
          interval: 50,
        });
        const played = await second.inject({ method: 'GET', url: (await card()) ?? '' });
        expect(played.statusCode).toBe(200);
        expect(played.headers['content-type']).toContain('audio/ogg');
        expect(played.rawPayload.equals(heard.rawPayload)).toBe(true);

        const deleted = await second.inject({
          method: 'DELETE',
          url: '/api/user/account',
          headers: recorder.headers,
          payload: { password: TEST_PASSWORD },
        });
        expect(deleted.statusCode).toBe(200);
        expect(await store.get(uow.repos, key)).toBeUndefined();
      });

      it('stops serving a course file taken out of service on one instance from the other within seconds', async () => {
        const listen = await listenExercise(database.db, 'sw', 'audio_url');
        const url = listen?.audioUrl ?? '';
        expect((await second.inject({ method: 'GET', url })).statusCode).toBe(200);
        const [exercise] = await database.db.select().from(exercises).where(eq(exercises.audioUrl, url));
        const out = await post(first, admin, `/api/admin/voices/files/${listen?.audioFile ?? ''}`, {
          decision: 'take_out',
        });
        expect(out.statusCode).toBe(200);
        const [renewed] = await database.db
          .select({ audioUrl: exercises.audioUrl })
          .from(exercises)
          .where(eq(exercises.id, exercise?.id ?? ''));
        await vi.waitFor(
          async () =>
            expect((await second.inject({ method: 'GET', url: renewed?.audioUrl ?? '' })).statusCode).toBe(404),
          { timeout: 10_000, interval: 50 },
        );
      });
    },
  );
