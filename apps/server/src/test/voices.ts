import type { VoiceStudio, VoiceStudioItem } from '@roots/shared/contracts/voices';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { courseWords, exercises, languages, lessons, units, voiceClips, voiceTexts } from '../db/schema.ts';
import { signUp, signUpAdmin, type TestLearner } from './factories.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { voice, wav } from './speech.ts';

/**
 * A voices test file's app, with the shipped courses, its admin (`adminEmail`, made admin by
 * ADMIN_EMAIL) and the voices client on them. Both are made in a `beforeAll` this registers, after
 * the file's earlier ones (`env` may read what those made): read them in tests and hooks.
 */
export function voicesTestApp(adminEmail: string, env: () => Record<string, string> = () => ({})) {
  let made: (TestApp & { admin: TestLearner }) | undefined;
  const current = () => {
    if (!made) throw new Error('The voices test app is made in beforeAll: read it in a test or a hook.');
    return made;
  };
  beforeAll(async () => {
    const t = await createTestApp({ importContent: true, env: { ...env(), ADMIN_EMAIL: adminEmail } });
    made = { ...t, admin: await signUpAdmin(t.app, t.config.dataDir, { email: adminEmail }) };
  });
  return {
    ...voicesTestClient(current, () => current().admin),
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get admin() {
      return current().admin;
    },
  };
}

/**
 * The `nth` listen exercise of a course, in course order, with the contributor text of its clip
 * (null before the studio has listed it). `having` is the column it must have: `audio_url` (its
 * clip is served), `audio_file` (it has a clip, perhaps not served yet) or `text` (a text to record).
 */
export async function listenExercise(db: Db, code: string, having: 'audio_url' | 'audio_file' | 'text', nth = 0) {
  const has = { audio_url: exercises.audioUrl, audio_file: exercises.audioFile, text: voiceTexts.id }[having];
  const [listen] = await db
    .select({
      id: exercises.id,
      lessonId: exercises.lessonId,
      audioUrl: exercises.audioUrl,
      audioFile: exercises.audioFile,
      textId: voiceTexts.id,
      text: voiceTexts.text,
    })
    .from(exercises)
    .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
    .innerJoin(units, eq(units.id, lessons.unitId))
    .innerJoin(languages, eq(languages.id, units.languageId))
    .leftJoin(voiceTexts, eq(voiceTexts.audioFile, exercises.audioFile))
    .where(and(eq(languages.code, code), eq(exercises.type, 'listen'), isNotNull(has)))
    .orderBy(asc(units.position), asc(lessons.position), asc(exercises.position))
    .offset(nth)
    .limit(1);
  return listen;
}

/**
 * The voices API as its tests drive it, on an app and an admin each test file makes in its
 * `beforeAll` (hence the getters): a request as someone, a contributor the admin approved, a
 * studio queue, a recording sent (and approved), a word card's clip, a clip's status in the database.
 */
export function voicesTestClient(testApp: () => TestApp, admin: () => TestLearner) {
  const call = async (
    who: TestLearner | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp().app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
  const record = (who: TestLearner, textId: string, body: Buffer = wav(voice()), type = 'audio/wav') =>
    testApp().app.inject({
      method: 'POST',
      url: `/api/voices/clips?text_id=${textId}`,
      headers: { ...who.headers, 'content-type': type },
      payload: body,
    });

  return {
    call,

    /** A learner who applied for `codes` (named on the credits as `creditName`) and was approved in each. */
    contributor: async (codes: string | string[], creditName?: string | null): Promise<TestLearner> => {
      const languages = typeof codes === 'string' ? [codes] : codes;
      const learner = await signUp(testApp().app);
      const applied = await call(learner, 'POST', '/api/voices/applications', {
        languages,
        region: 'Lagos',
        ...(creditName === undefined ? {} : { credit_name: creditName }),
      });
      expect(applied.statusCode).toBe(201);
      const id = applied.json<{ data: { application: { id: string } } }>().data.application.id;
      for (const code of languages) {
        const decided = await call(admin(), 'POST', `/api/admin/voices/applications/${id}/languages/${code}`, {
          decision: 'approve',
        });
        expect(decided.statusCode).toBe(200);
      }
      return learner;
    },

    studio: async (who: TestLearner, code: string, limit = 20): Promise<VoiceStudio> => {
      const response = await call(who, 'GET', `/api/voices/studio/${code}?limit=${String(limit)}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: VoiceStudio }>().data;
    },

    /** Sends a recording of a text (a generated voice unless `body` says otherwise). */
    record,

    /** Records a text and has the admin approve it, so learners hear it at once; the clip's id. */
    recordApproved: async (who: TestLearner, textId: string): Promise<string> => {
      const recorded = await record(who, textId);
      expect(recorded.statusCode).toBe(201);
      const clipId = recorded.json<{ data: { clip: { id: string } } }>().data.clip.id;
      const approved = await call(admin(), 'POST', `/api/voices/review/${clipId}`, { verdict: 'approve' });
      expect(approved.statusCode).toBe(200);
      return clipId;
    },

    /**
     * The `audio_url` of a studio word's card in the lesson teaching it, as `learner` gets it from
     * `app` (another instance, say): null while the word has no clip, undefined without the card.
     */
    wordAudioUrl: async (
      learner: TestLearner,
      item: Pick<VoiceStudioItem, 'text_id' | 'text'> | undefined,
      app: FastifyInstance = testApp().app,
    ) => {
      const [word] = await testApp()
        .database.db.select({ lessonId: courseWords.lessonId })
        .from(courseWords)
        .innerJoin(voiceTexts, eq(voiceTexts.audioFile, courseWords.audioFile))
        .where(eq(voiceTexts.id, item?.text_id ?? ''))
        .limit(1);
      const lesson = await app.inject({
        method: 'GET',
        url: `/api/lesson/${word?.lessonId ?? ''}`,
        headers: learner.headers,
      });
      expect(lesson.statusCode).toBe(200);
      return lesson
        .json<{ data: { new_words: { word: string; audio_url: string | null }[] } }>()
        .data.new_words.find((each) => each.word === item?.text)?.audio_url;
    },

    clipStatus: async (id: string) => {
      const [row] = await testApp()
        .database.db.select({ status: voiceClips.status })
        .from(voiceClips)
        .where(eq(voiceClips.id, id));
      return row?.status;
    },
  };
}
