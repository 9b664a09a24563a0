import { join } from 'node:path';
import type { AdminExercise, AdminLanguage, ClipStatus } from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exercises } from '../../db/schema.ts';
import { signUp, signUpAdmin } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import type { ClipMaker } from './clips.service.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
const SAY = 'habari ya leo kabisa';

/** Stand-ins for espeak-ng and vorbis-tools (lib/audio.test.ts runs the real programs). */
const maker: ClipMaker = {
  encodeRecording: (upload) =>
    upload.subarray(0, 4).equals(Buffer.from('RIFF'))
      ? Promise.resolve(Buffer.concat([Buffer.from('OggS recording '), upload]))
      : Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Not audio.')),
  speak: (text, voice) => Promise.resolve(Buffer.from(`OggS ${voice}: ${text}`)),
  hasSpeechVoice: (voice) => Promise.resolve(voice === 'sw'),
};

describe('clips of listen exercises in the CMS', async () => {
  const { app, database, config } = await createTestApp({
    env: { ADMIN_EMAIL: 'editor@example.com' },
    importContent: true,
    contentDir: fixtures,
    clipMaker: maker,
  });
  const admin = (await signUpAdmin(app, config.dataDir, { email: 'editor@example.com' })).headers;
  const learner = (await signUp(app)).headers;
  const languages = (await app.inject({ url: '/api/admin/languages', headers: admin })).json<{
    data: AdminLanguage[];
  }>().data;
  const sw = languages.find((language) => language.code === 'sw');
  if (!sw) throw new Error('the fixture course sw is missing');
  const clipUrl = `/api/admin/languages/${sw.id}/clip`;
  const say = encodeURIComponent(SAY);
  const status = async () =>
    (await app.inject({ url: `${clipUrl}?say=${say}`, headers: admin })).json<{ data: ClipStatus }>().data;
  const upload = (body: Buffer, type = 'audio/wav', headers = admin) =>
    app.inject({
      method: 'PUT',
      url: `${clipUrl}?say=${say}`,
      headers: { ...headers, 'content-type': type },
      payload: body,
    });
  const wav = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(64)]);
  const urlsOf = async (exerciseId: string) =>
    (await database.db.select().from(exercises).where(eq(exercises.id, exerciseId)))[0]?.audioUrl;

  it('tells whether a sentence has a clip, for admins only', async () => {
    expect(await status()).toEqual({ say: SAY, source: 'none', can_generate: false });
    expect((await app.inject({ url: `${clipUrl}?say=${say}`, headers: learner })).statusCode).toBe(403);
    expect((await app.inject({ url: `${clipUrl}?say=${say}` })).statusCode).toBe(401);
    const empty = await app.inject({ url: `${clipUrl}?say=%20`, headers: admin });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { say: 'Write the sentence the clip says.' } } });
    expect((await app.inject({ url: `${clipUrl}/audio?say=${say}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses what is not a recording, and recordings that are too big, changing nothing', async () => {
    expect((await upload(Buffer.from('hello'), 'text/plain')).statusCode).toBe(415);
    expect((await upload(Buffer.from('not a wave at all'))).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(6 * 1024 * 1024), 'audio/wav')).statusCode).toBe(413);
    expect((await upload(wav, 'audio/wav', learner)).statusCode).toBe(403);
    expect((await status()).source).toBe('none');
  });

  it('stores a recording that a listen exercise then plays, and a new recording gets a new URL', async () => {
    const saved = await upload(wav);
    expect(saved.statusCode).toBe(201);
    expect(saved.json<{ data: ClipStatus }>().data.source).toBe('recording');

    const played = await app.inject({ url: `${clipUrl}/audio?say=${say}`, headers: admin });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/ogg');
    expect(played.headers['cache-control']).toBe('no-store');
    expect(played.body.startsWith('OggS recording')).toBe(true);

    const lessonId = await firstLessonId();
    const created = await app.inject({
      method: 'POST',
      url: '/api/exercise',
      headers: admin,
      payload: { lesson_id: lessonId, exercise: { type: 'listen', prompt: 'Type what you hear', say: SAY } },
    });
    expect(created.statusCode).toBe(201);
    const exerciseId = created.json<{ data: AdminExercise }>().data.id;
    const first = await urlsOf(exerciseId);
    expect(first).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
    const heard = await app.inject({ url: first ?? '' });
    expect(heard.statusCode).toBe(200);
    expect(heard.body.startsWith('OggS recording')).toBe(true);

    // A learner's clip is cached for a year under its URL: a new recording must move it.
    expect((await upload(Buffer.concat([wav, Buffer.from('take two')]))).statusCode).toBe(201);
    const second = await urlsOf(exerciseId);
    expect(second).not.toBe(first);
    expect((await app.inject({ url: first ?? '' })).statusCode).toBe(404);
    expect((await app.inject({ url: second ?? '' })).body.endsWith('take two')).toBe(true);

    const audit = await app.inject({ url: '/api/admin/audit?entity=clip', headers: admin });
    expect(audit.json<{ data: { entity: string }[] }>().data).toHaveLength(2);
  });

  it('makes speech only for a language with a voice', async () => {
    const speech = (headers = admin) =>
      app.inject({ method: 'POST', url: `${clipUrl}/speech`, headers, payload: { say: 'jambo rafiki' } });
    const refused = await speech();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: expect.stringContaining('upload or record') as string } });

    await app.inject({ method: 'PATCH', url: `/api/language/${sw.id}`, headers: admin, payload: { has_voice: true } });
    expect((await speech(learner)).statusCode).toBe(403);
    const made = await speech();
    expect(made.statusCode).toBe(201);
    expect(made.json<{ data: ClipStatus }>().data).toEqual({
      say: 'jambo rafiki',
      source: 'recording',
      can_generate: true,
    });
  });

  async function firstLessonId(): Promise<string> {
    const tree = await app.inject({ url: `/api/admin/languages/${sw?.id ?? ''}/tree`, headers: admin });
    const lesson = tree.json<{ data: { units: { lessons: { id: string }[] }[] } }>().data.units[0]?.lessons[0];
    if (!lesson) throw new Error('the fixture course has no lesson');
    return lesson.id;
  }
});
