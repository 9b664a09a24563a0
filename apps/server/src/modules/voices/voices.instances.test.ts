import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VoiceStudio } from '@roots/shared/contracts/voices';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  clipBlobs,
  courseWords,
  exercises,
  languages,
  lessons,
  units,
  voiceClips,
  voiceTexts,
} from '../../db/schema.ts';
import { unitOfWork } from '../../repositories.ts';
import { signUp, signUpAdmin, TEST_PASSWORD, type TestLearner } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/helper.ts';
import { startS3 } from '../../test/s3.ts';
import { installed, voice, wav } from '../../test/speech.ts';
import { describeWhen } from '../../test/suites.ts';
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
      const first = await buildApp(firstConfig, { database, logger: false, importContent: false });
      const second = await buildApp(testConfig(env), { database, logger: false, importContent: false });
      await first.ready();
      await second.ready();
      const admin = await signUpAdmin(first, firstConfig.dataDir, { email: 'voices-editor@example.com' });
      afterAll(async () => {
        await first.close();
        await second.close();
        await database.close();
      });

      const post = (app: FastifyInstance, who: TestLearner, url: string, payload: object) =>
        app.inject({ method: 'POST', url, headers: who.headers, payload });

      it('plays a clip approved through one instance from the other', async () => {
        expect(store.kind).toBe(kind);
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

        const [word] = await database.db
          .select({ lessonId: courseWords.lessonId })
          .from(courseWords)
          .innerJoin(voiceTexts, eq(voiceTexts.audioFile, courseWords.audioFile))
          .where(eq(voiceTexts.id, item?.text_id ?? ''))
          .limit(1);
        const learner = await signUp(first);
        /** The word's clip URL on a card served by the other instance. */
        const card = async () =>
          (
            await second.inject({
              method: 'GET',
              url: `/api/lesson/${word?.lessonId ?? ''}`,
              headers: learner.headers,
            })
          )
            .json<{ data: { new_words: { word: string; audio_url: string | null }[] } }>()
            .data.new_words.find((each) => each.word === item?.text)?.audio_url ?? null;
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
        const [listen] = await database.db
          .select({ audioUrl: exercises.audioUrl, audioFile: exercises.audioFile })
          .from(exercises)
          .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
          .innerJoin(units, eq(units.id, lessons.unitId))
          .innerJoin(languages, eq(languages.id, units.languageId))
          .where(and(eq(languages.code, 'sw'), eq(exercises.type, 'listen'), isNotNull(exercises.audioUrl)))
          .limit(1);
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
