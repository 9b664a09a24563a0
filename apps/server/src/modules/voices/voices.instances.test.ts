import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VoiceStudio } from '@roots/shared/contracts/voices';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { clipBlobs, courseWords, voiceClips, voiceTexts } from '../../db/schema.ts';
import { unitOfWork } from '../../repositories.ts';
import { signUp, signUpAdmin, TEST_PASSWORD, type TestLearner } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/helper.ts';
import { startS3 } from '../../test/s3.ts';
import { installed, voice, wav } from '../../test/speech.ts';
import { describeWhen } from '../../test/suites.ts';
import { createClipStore } from './clip-store.ts';

// Two instances share a PostgreSQL database and no disk (each has its own DATA_DIR): with
// CLIP_STORE=database, or s3 on a bucket both reach, a clip recorded and approved through one plays
// from the other, and goes from the store with its recorder's account.
for (const kind of ['database', 's3'] as const)
  describeWhen(
    process.env.TEST_DATABASE_URL && installed('ffmpeg'),
    `voice clips across instances (CLIP_STORE=${kind})`,
    async () => {
      const database = await createTestDatabase({ courses: true });
      const storeEnv = kind === 's3' ? (await startS3()).env : { CLIP_STORE: 'database' };
      const env = { ...storeEnv, ADMIN_EMAIL: 'voices-editor@example.com' };
      const firstConfig = testConfig(env);
      const uow = unitOfWork(database.db);
      const store = createClipStore(firstConfig.clipStore, {
        dataDir: firstConfig.dataDir,
        clipBlobs: uow.repos.clipBlobs,
        onDeleteError: () => undefined,
      });
      const first = await buildApp(firstConfig, { database, logger: false, importContent: false });
      const second = await buildApp(testConfig(env), { database, logger: false, importContent: false });
      await first.ready();
      await second.ready();
      afterAll(async () => {
        await first.close();
        await second.close();
        await database.close();
      });

      const post = (app: FastifyInstance, who: TestLearner, url: string, payload: object) =>
        app.inject({ method: 'POST', url, headers: who.headers, payload });

      it('plays a clip approved through one instance from the other', async () => {
        expect(store.kind).toBe(kind);
        const admin = await signUpAdmin(first, firstConfig.dataDir, { email: 'voices-editor@example.com' });
        const recorder = await signUp(first);
        const applied = await post(first, recorder, '/api/voices/applications', {
          languages: ['zu'],
          region: 'Durban',
        });
        const id = applied.json<{ data: { application: { id: string } } }>().data.application.id;
        expect(
          (await post(first, admin, `/api/admin/voices/applications/${id}/languages/zu`, { decision: 'approve' }))
            .statusCode,
        ).toBe(200);

        const studio = await first.inject({
          method: 'GET',
          url: '/api/voices/studio/zu?limit=1',
          headers: recorder.headers,
        });
        const item = studio.json<{ data: VoiceStudio }>().data.items[0];
        const recorded = await first.inject({
          method: 'POST',
          url: `/api/voices/clips?text_id=${item?.text_id ?? ''}`,
          headers: { ...recorder.headers, 'content-type': 'audio/wav' },
          payload: wav(voice()),
        });
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
        expect((await post(first, admin, `/api/voices/review/${clipId}`, { verdict: 'approve' })).statusCode).toBe(200);

        const [word] = await database.db
          .select({ lessonId: courseWords.lessonId })
          .from(courseWords)
          .innerJoin(voiceTexts, eq(voiceTexts.audioFile, courseWords.audioFile))
          .where(eq(voiceTexts.id, item?.text_id ?? ''))
          .limit(1);
        const learner = await signUp(first);
        const lesson = await first.inject({
          method: 'GET',
          url: `/api/lesson/${word?.lessonId ?? ''}`,
          headers: learner.headers,
        });
        const url = lesson
          .json<{ data: { new_words: { word: string; audio_url: string | null }[] } }>()
          .data.new_words.find((each) => each.word === item?.text)?.audio_url;
        expect(url).toBeTruthy();
        const played = await second.inject({ method: 'GET', url: url ?? '' });
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
    },
  );
