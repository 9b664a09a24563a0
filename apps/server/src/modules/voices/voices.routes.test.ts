import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportGroup } from '@roots/shared/contracts/management';
import type { AdminVoices, VoiceReviewItem, VoicesMe } from '@roots/shared/contracts/voices';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  clipBlobs,
  courseWords,
  exercises,
  languages,
  lessons,
  units,
  voiceClips,
  voiceTexts,
} from '../../db/schema.ts';
import { signUp, type TestLearner } from '../../test/factories.ts';
import { audioFileName } from '../course/course.clips.ts';
import { createVoicesRepository } from './voices.repository.ts';
import { installed, voice, wav } from '../../test/speech.ts';
import { listenExercise, voicesTestApp } from '../../test/voices.ts';

const ADMIN = 'voices-admin@example.com';
const audio = (samples = voice()) => wav(samples);

describe.skipIf(!installed('ffmpeg'))('voices: contributors, studio, review and learners', () => {
  const t = voicesTestApp(ADMIN);
  const { call, contributor, studio, clipStatus } = t;

  /** The file of a clip in the folder store; undefined once its audio is deleted. */
  const clipFile = async (id: string) => {
    const [row] = await t.database.db
      .select({ key: voiceClips.storageKey })
      .from(voiceClips)
      .where(eq(voiceClips.id, id));
    return row?.key ? join(t.config.dataDir, 'audio', 'voices', row.key) : undefined;
  };

  const upload = async (who: TestLearner, url: string, body: Buffer, type = 'audio/wav') =>
    t.app.inject({
      method: url.includes('/sample') ? 'PUT' : 'POST',
      url,
      headers: { ...who.headers, 'content-type': type },
      payload: body,
    });

  const record = async (who: TestLearner, textId: string, body = audio()) => t.record(who, textId, body);

  const recordOk = async (who: TestLearner, textId: string) => {
    const response = await record(who, textId);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { clip: { id: string; status: string } } }>().data.clip;
  };

  const review = async (who: TestLearner, clipId: string, body: object) =>
    call(who, 'POST', `/api/voices/review/${clipId}`, body);

  it('takes an application with its sample, one open at a time, and an admin decides per language', async () => {
    const learner = await signUp(t.app);
    const none = await call(learner, 'POST', '/api/voices/applications', { languages: [], region: 'Ibadan' });
    expect(none.statusCode).toBe(400);
    const unknown = await call(learner, 'POST', '/api/voices/applications', { languages: ['xx'], region: 'Ibadan' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { message: string } }>().error.message).toContain('xx');

    const applied = await call(learner, 'POST', '/api/voices/applications', {
      languages: ['yo', 'ig'],
      region: 'Ibadan',
      dialect: 'Oyo',
      credit_name: null,
    });
    expect(applied.statusCode).toBe(201);
    const application = applied.json<{ data: { application: { id: string; has_sample: boolean } } }>().data.application;
    expect(application.has_sample).toBe(false);
    const again = await call(learner, 'POST', '/api/voices/applications', { languages: ['ha'], region: 'Kano' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toContain('already have an application');

    const silent = await upload(
      learner,
      `/api/voices/applications/${application.id}/sample`,
      audio(voice({ amplitude: 0 })),
    );
    expect(silent.statusCode).toBe(400);
    expect(silent.json<{ error: { message: string } }>().error.message).toContain('silence');
    const notAudio = await upload(
      learner,
      `/api/voices/applications/${application.id}/sample`,
      Buffer.from('hello'),
      'text/plain',
    );
    expect(notAudio.statusCode).toBe(415);
    const sample = await upload(learner, `/api/voices/applications/${application.id}/sample`, audio());
    expect(sample.statusCode).toBe(200);
    expect(sample.json<{ data: { application: { has_sample: boolean } } }>().data.application.has_sample).toBe(true);

    const overview = (await call(t.admin, 'GET', '/api/admin/voices')).json<{ data: AdminVoices }>().data;
    const listed = overview.applications.find((each) => each.id === application.id);
    expect(listed).toMatchObject({ region: 'Ibadan', dialect: 'Oyo', has_sample: true });
    const sampleAudio = await call(t.admin, 'GET', listed?.sample_url ?? '');
    expect(sampleAudio.statusCode).toBe(200);
    expect(sampleAudio.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect((await call(learner, 'GET', listed?.sample_url ?? '')).statusCode).toBe(403);

    expect(
      (
        await call(t.admin, 'POST', `/api/admin/voices/applications/${application.id}/languages/yo`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.admin, 'POST', `/api/admin/voices/applications/${application.id}/languages/ig`, {
          decision: 'reject',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.admin, 'POST', `/api/admin/voices/applications/${application.id}/languages/ig`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(409);
    const me = (await call(learner, 'GET', '/api/voices/me')).json<{ data: VoicesMe }>().data;
    expect(me.languages.map(({ code, status }) => ({ code, status }))).toEqual(
      expect.arrayContaining([
        { code: 'yo', status: 'active' },
        { code: 'ig', status: 'rejected' },
      ]),
    );
    expect(me.application).toMatchObject({ status: 'decided', has_sample: true });
    expect(me.credit_name).toBeNull();
    // The role is per language: Igbo's studio stays shut.
    expect((await call(learner, 'GET', '/api/voices/studio/ig')).statusCode).toBe(403);
    expect((await call(learner, 'GET', '/api/voices/studio/yo')).statusCode).toBe(200);
  });

  it('lists words of early lessons first, in course order, and leaves out what is recorded or awaiting review', async () => {
    const first = await contributor(['yo']);
    const second = await contributor(['yo']);
    const stranger = await signUp(t.app);
    expect((await call(stranger, 'GET', '/api/voices/studio/yo')).statusCode).toBe(403);

    const { items, remaining } = await studio(first, 'yo', 5);
    expect(items).toHaveLength(5);
    expect(remaining).toBeGreaterThan(100);
    expect(items.every((item) => item.kind === 'word' && item.where.startsWith('Unit 1 · '))).toBe(true);
    const [yo] = await t.database.db.select().from(languages).where(eq(languages.code, 'yo'));
    const courseOrder = await t.database.db
      .select({ word: courseWords.word })
      .from(courseWords)
      .innerJoin(lessons, eq(lessons.id, courseWords.lessonId))
      .innerJoin(units, eq(units.id, lessons.unitId))
      .where(eq(units.languageId, yo?.id ?? ''))
      .orderBy(asc(units.position), asc(lessons.position), asc(courseWords.position))
      .limit(1);
    expect(items[0]?.text).toBe(courseOrder[0]?.word);
    // The text's id is random and lasting: asked again, the same text has the same id.
    expect((await studio(second, 'yo', 5)).items[0]?.text_id).toBe(items[0]?.text_id);

    const textId = items[0]?.text_id ?? '';
    await recordOk(first, textId);
    // Awaiting review: nobody is asked for it again.
    expect((await studio(first, 'yo', 5)).items.map((item) => item.text_id)).not.toContain(textId);
    expect((await studio(second, 'yo', 5)).items.map((item) => item.text_id)).not.toContain(textId);
  });

  it('asks for words first, then the sentences of listen exercises, then the sentences learners translate', async () => {
    const learner = await contributor(['am']);
    await studio(learner, 'am', 1);
    const [am] = await t.database.db.select().from(languages).where(eq(languages.code, 'am'));
    const all = await createVoicesRepository(t.database.db).studioCandidates(am?.id ?? '', learner.userId);
    const listenFiles = new Set(
      (
        await t.database.db.select({ file: exercises.audioFile }).from(exercises).where(eq(exercises.type, 'listen'))
      ).map((row) => row.file),
    );
    const tiers = all.map((text) => (text.kind === 'word' ? 0 : listenFiles.has(text.audioFile) ? 1 : 2));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
    // The database names a sentence's clip as the course files do.
    for (const text of all) expect(text.audioFile).toBe(`am/${audioFileName(text.text)}`);
    expect((await studio(learner, 'am', 1)).items[0]?.romanisation).toBeTruthy();
  });

  it('answers malformed requests with a 4xx and a message, never a 5xx', async () => {
    const learner = await contributor(['yo']);
    const bad: [TestLearner, 'GET' | 'POST' | 'PUT', string, object | undefined, number][] = [
      [learner, 'GET', '/api/voices/studio/ZZ9', undefined, 400],
      [learner, 'GET', '/api/voices/studio/zz', undefined, 404],
      [learner, 'GET', '/api/voices/studio/yo?limit=abc', undefined, 400],
      [learner, 'GET', '/api/voices/studio/yo?limit=1000', undefined, 400],
      [learner, 'GET', '/api/voices/review/yo?limit=-1', undefined, 400],
      [learner, 'GET', '/api/voices/clips/not-an-id/audio', undefined, 404],
      [learner, 'POST', '/api/voices/review/not-an-id', { verdict: 'approve' }, 404],
      [learner, 'POST', '/api/voices/review/00000000-0000-4000-8000-000000000000', { verdict: 'maybe' }, 400],
      [learner, 'POST', '/api/voices/review/00000000-0000-4000-8000-000000000000', { verdict: 'approve' }, 404],
      [learner, 'POST', '/api/voices/applications', { languages: ['yo', 'yo'], region: 'Oyo' }, 400],
      [learner, 'POST', '/api/voices/applications', { languages: ['yo'], region: 'O' }, 400],
      [learner, 'POST', '/api/voices/applications', { languages: ['yo'], region: 'Oyo', extra: 1 }, 400],
      [learner, 'POST', '/api/voices/applications', { languages: ['yo'], region: 'Oyo', about: 'x'.repeat(501) }, 400],
      [t.admin, 'POST', '/api/admin/voices/applications/not-an-id/languages/yo', { decision: 'approve' }, 404],
      [
        t.admin,
        'POST',
        '/api/admin/voices/applications/00000000-0000-4000-8000-000000000000/languages/yo',
        { decision: 'yes' },
        400,
      ],
      [t.admin, 'POST', '/api/admin/voices/contributors/not-an-id/yo/pause', undefined, 404],
      [t.admin, 'POST', `/api/admin/voices/contributors/${learner.userId}/zz/pause`, undefined, 404],
      [t.admin, 'POST', `/api/admin/voices/contributors/${learner.userId}/yo/resume`, undefined, 409],
      [t.admin, 'POST', '/api/admin/voices/clips/not-an-id', { decision: 'approve' }, 404],
      [t.admin, 'GET', '/api/admin/voices/applications/not-an-id/sample', undefined, 404],
    ];
    for (const [who, method, url, payload, status] of bad) {
      const response = await call(who, method, url, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect(response.json<{ error: { message: string } }>().error.message.length).toBeGreaterThan(5);
    }
    const empty = await upload(
      learner,
      `/api/voices/clips?text_id=${(await studio(learner, 'yo', 1)).items[0]?.text_id ?? ''}`,
      Buffer.alloc(0),
    );
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect((await call(undefined, 'GET', '/api/voices/me')).statusCode).toBe(401);
  });

  it('refuses unusable uploads with a reason and keeps nothing of them', async () => {
    const learner = await contributor(['yo']);
    const textId = (await studio(learner, 'yo', 1)).items[0]?.text_id ?? '';
    const before = await t.database.db.select().from(voiceClips);
    const blobs = await t.database.db.select().from(clipBlobs);
    const cases: [Buffer, string, number, string][] = [
      [audio(voice({ amplitude: 0 })), 'audio/wav', 400, 'silence'],
      [audio(voice({ seconds: 0.15 })), 'audio/wav', 400, 'too short'],
      [audio(voice({ amplitude: 4 })), 'audio/wav', 400, 'too loud'],
      [audio(voice({ noise: 0.08 })), 'audio/wav', 400, 'background noise'],
      [Buffer.from('<script>alert(1)</script>'), 'audio/ogg', 415, 'Upload a recording'],
      [Buffer.from('{}'), 'application/json', 415, ''],
    ];
    for (const [body, type, status, message] of cases) {
      const response = await upload(learner, `/api/voices/clips?text_id=${textId}`, body, type);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    }
    const tooBig = await upload(learner, `/api/voices/clips?text_id=${textId}`, Buffer.alloc(5 * 1024 * 1024, 1));
    expect(tooBig.statusCode).toBe(413);
    const unknownText = await record(learner, '00000000-0000-4000-8000-000000000000');
    expect(unknownText.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/voices/clips?text_id=${textId}`,
          payload: audio(),
          headers: { 'content-type': 'audio/wav' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await t.database.db.select().from(voiceClips)).toHaveLength(before.length);
    expect(await t.database.db.select().from(clipBlobs)).toHaveLength(blobs.length);
  });

  it('needs two approvals from other contributors, or one from an admin, and never the recorder', async () => {
    const [recorder, a, b] = [await contributor(['yo']), await contributor(['yo']), await contributor(['yo'])];
    const texts = (await studio(recorder, 'yo', 2)).items;
    const clip = await recordOk(recorder, texts[0]?.text_id ?? '');
    const other = await recordOk(recorder, texts[1]?.text_id ?? '');

    expect((await review(recorder, clip.id, { verdict: 'approve' })).statusCode).toBe(403);
    const queue = async (who: TestLearner) =>
      (await call(who, 'GET', '/api/voices/review/yo?limit=50')).json<{ data: { items: VoiceReviewItem[] } }>().data
        .items;
    expect((await queue(recorder)).map((item) => item.clip_id)).not.toContain(clip.id);
    const item = (await queue(a)).find((each) => each.clip_id === clip.id);
    expect(item).toMatchObject({ text: texts[0]?.text, audio_url: `/api/voices/clips/${clip.id}/audio` });
    expect((await call(a, 'GET', item?.audio_url ?? '')).statusCode).toBe(200);
    expect((await call(await signUp(t.app), 'GET', item?.audio_url ?? '')).statusCode).toBe(403);

    const reject = await review(a, clip.id, { verdict: 'reject' });
    expect(reject.statusCode).toBe(400);
    expect(reject.json<{ error: { fields: Record<string, string> } }>().error.fields.reason).toContain('why');

    const firstApproval = await review(a, clip.id, { verdict: 'approve' });
    expect(firstApproval.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('pending');
    expect((await review(a, clip.id, { verdict: 'approve' })).statusCode).toBe(409);
    expect((await queue(a)).map((each) => each.clip_id)).not.toContain(clip.id);
    const second = await review(b, clip.id, { verdict: 'approve' });
    expect(second.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('approved');

    const byAdmin = await review(t.admin, other.id, { verdict: 'approve' });
    expect(byAdmin.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('approved');
    // Approved texts leave the studio.
    const left = (await studio(a, 'yo', 100)).items.map((each) => each.text_id);
    expect(left).not.toContain(texts[0]?.text_id);
    expect(left).not.toContain(texts[1]?.text_id);

    // The admin's view per language: what is wanted, recorded and approved, and by whom.
    const overview = (await call(t.admin, 'GET', '/api/admin/voices')).json<{ data: AdminVoices }>().data;
    const yoruba = overview.languages.find((language) => language.code === 'yo');
    expect(yoruba?.wanted).toBeGreaterThan(100);
    expect(yoruba?.approved).toBeGreaterThanOrEqual(2);
    expect(yoruba?.voiced_share).toBeGreaterThan(0);
    expect(yoruba?.voiced_share).toBeLessThan(1);
    expect(yoruba?.contributors.find((each) => each.user_id === recorder.userId)).toMatchObject({
      status: 'active',
      recorded: 2,
      approved: 2,
    });
    expect((await call(a, 'GET', '/api/admin/voices')).statusCode).toBe(403);
    const mine = (await call(recorder, 'GET', '/api/voices/me')).json<{ data: VoicesMe }>().data;
    expect(mine.stats).toEqual({ recorded: 2, approved: 2, rejected: 0, pending: 0 });
  });

  it('sends a clip rejected twice back to the queue, and holds a flagged one for an admin', async () => {
    const [recorder, a, b] = [await contributor(['yo']), await contributor(['yo']), await contributor(['yo'])];
    const texts = (await studio(recorder, 'yo', 2)).items;
    const clip = await recordOk(recorder, texts[0]?.text_id ?? '');
    await review(a, clip.id, {
      verdict: 'reject',
      reason: 'wrong_tone',
      note: 'The tone on the last syllable is low.',
    });
    expect(await clipStatus(clip.id)).toBe('pending');
    const file = (await clipFile(clip.id)) ?? '';
    expect(existsSync(file)).toBe(true);
    await review(b, clip.id, { verdict: 'reject', reason: 'noise' });
    expect(await clipStatus(clip.id)).toBe('rejected');
    // Never heard again: its audio is deleted, its row kept for the counts.
    expect(existsSync(file)).toBe(false);
    expect(await clipFile(clip.id)).toBeUndefined();
    const gone = await call(recorder, 'GET', `/api/voices/clips/${clip.id}/audio`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { message: string } }>().error.message).toBe(
      'This recording was deleted when it was rejected or withdrawn.',
    );
    // Back in the studio for the others; not for its recorder, who recorded it before.
    expect((await studio(a, 'yo', 100)).items.map((each) => each.text_id)).toContain(texts[0]?.text_id);
    expect((await studio(recorder, 'yo', 100)).items.map((each) => each.text_id)).not.toContain(texts[0]?.text_id);

    const flagged = await recordOk(recorder, texts[1]?.text_id ?? '');
    const flag = await review(a, flagged.id, { verdict: 'flag', note: 'This is not the text.' });
    expect(flag.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('flagged');
    expect((await review(b, flagged.id, { verdict: 'approve' })).statusCode).toBe(409);
    const overview = (await call(t.admin, 'GET', '/api/admin/voices')).json<{ data: AdminVoices }>().data;
    expect(overview.flagged.find((each) => each.clip_id === flagged.id)).toMatchObject({ code: 'yo', flags: 1 });
    expect((await call(a, 'POST', `/api/admin/voices/clips/${flagged.id}`, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    const settled = await call(t.admin, 'POST', `/api/admin/voices/clips/${flagged.id}`, { decision: 'approve' });
    expect(settled.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('approved');
  });

  it('sends a pending clip an admin rejects once back to the studio at once, as one approval from an admin approves', async () => {
    const [recorder, other] = [await contributor(['yo']), await contributor(['yo'])];
    const texts = (await studio(recorder, 'yo', 2)).items;
    const queued = async () => (await studio(other, 'yo', 100)).items.map((each) => each.text_id);
    const clip = await recordOk(recorder, texts[0]?.text_id ?? '');
    expect(await queued()).not.toContain(texts[0]?.text_id);
    const rejected = await review(t.admin, clip.id, { verdict: 'reject', reason: 'unclear' });
    expect(rejected.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('rejected');
    expect(await queued()).toContain(texts[0]?.text_id);

    // The same from the admin's Voices page, for a clip still waiting for its reviewers.
    const another = await recordOk(recorder, texts[1]?.text_id ?? '');
    const decided = await call(t.admin, 'POST', `/api/admin/voices/clips/${another.id}`, { decision: 'reject' });
    expect(decided.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('rejected');
    expect(await queued()).toContain(texts[1]?.text_id);
    const mine = (await call(recorder, 'GET', '/api/voices/me')).json<{ data: VoicesMe }>().data;
    expect(mine.stats).toMatchObject({ recorded: 2, rejected: 2, pending: 0 });
  });

  it('opens a problem report from the studio’s “This text is wrong”, tied to its word or exercise, for the editors', async () => {
    const [recorder, other] = [await contributor(['yo']), await contributor(['yo'])];
    const word = (await studio(recorder, 'yo', 1)).items[0];
    // A sentence learners translate: the studio asks for those after every word.
    const [sentence] = await t.database.db
      .select({ text_id: voiceTexts.id, text: voiceTexts.text })
      .from(voiceTexts)
      .innerJoin(languages, eq(languages.id, voiceTexts.languageId))
      .where(and(eq(languages.code, 'yo'), eq(voiceTexts.kind, 'sentence')))
      .limit(1);
    const reportText = (who: TestLearner, id: string, body: object = {}) =>
      call(who, 'POST', `/api/voices/studio/texts/${id}/report`, body);

    const sent = await reportText(recorder, word?.text_id ?? '', { note: 'The second vowel needs its tone mark.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ data: { message: string } }>().data.message).toContain('editors will check this text');
    expect((await reportText(recorder, word?.text_id ?? '')).statusCode).toBe(409);
    expect((await reportText(recorder, sentence?.text_id ?? '')).statusCode).toBe(200);
    // Skipped for its reporter from now on; still asked of the others.
    expect((await studio(recorder, 'yo', 100)).items.map((each) => each.text_id)).not.toContain(word?.text_id);
    expect((await studio(other, 'yo', 100)).items.map((each) => each.text_id)).toContain(word?.text_id);

    // In the CMS's problem reports, with the text and its course.
    const groups = (await call(t.admin, 'GET', '/api/admin/reports')).json<{ data: ReportGroup[] }>().data;
    const onWord = groups.find((group) => group.reports.some((each) => each.text === word?.text));
    expect(onWord).toMatchObject({
      exercise_id: null,
      type: 'word',
      prompt: word?.text,
      question: word?.meaning,
      language_code: 'yo',
      accepts_text: false,
    });
    expect(onWord?.word_id).toBeTruthy();
    expect(onWord?.reports[0]).toMatchObject({ kind: 'text_wrong', note: 'The second vowel needs its tone mark.' });
    const onSentence = groups.find((group) => group.reports.some((each) => each.text === sentence?.text));
    expect(onSentence).toMatchObject({ word_id: null, language_code: 'yo' });
    expect(onSentence?.exercise_id).toBeTruthy();
    const id = onWord?.reports[0]?.id ?? '';
    expect((await call(t.admin, 'POST', `/api/admin/reports/${id}/accept`)).statusCode).toBe(400);
    expect((await call(t.admin, 'POST', `/api/admin/reports/${id}/dismiss`)).statusCode).toBe(200);

    // Only contributors of the language report its texts; bad requests get a 4xx and a message.
    expect((await reportText(await signUp(t.app), word?.text_id ?? '')).statusCode).toBe(403);
    expect((await reportText(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reportText(other, 'not-an-id')).statusCode).toBe(404);
    const long = await reportText(other, word?.text_id ?? '', { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await reportText(other, word?.text_id ?? '', { text: 'mine' })).statusCode).toBe(400);
  });

  it('plays an approved clip on the word card, and serves a listen exercise once its sentence has one', async () => {
    const [recorder, a, b] = [
      await contributor(['yo', 'am']),
      await contributor(['yo', 'am']),
      await contributor(['yo', 'am']),
    ];
    const learner = await signUp(t.app);
    const item = (await studio(recorder, 'yo', 1)).items[0];
    const cardUrl = () => t.wordAudioUrl(learner, item);
    expect(await cardUrl()).toBeNull();
    const clip = await recordOk(recorder, item?.text_id ?? '');
    await review(a, clip.id, { verdict: 'approve' });
    expect(await cardUrl()).toBeNull();
    await review(b, clip.id, { verdict: 'approve' });
    const url = await cardUrl();
    expect(url).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
    const played = await t.app.inject({ method: 'GET', url: url ?? '' });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toContain('audio/ogg');
    expect(played.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');

    // Amharic's listen exercises were imported without clips: hidden until one is approved.
    await studio(recorder, 'am', 1);
    const listen = await listenExercise(t.database.db, 'am', 'text');
    expect(listen).toBeDefined();
    const served = async () =>
      (await call(learner, 'GET', `/api/lesson/${listen?.lessonId ?? ''}`))
        .json<{ data: { exercises: { id: string }[] } }>()
        .data.exercises.map((each) => each.id);
    expect(await served()).not.toContain(listen?.id);
    const sentence = await recordOk(recorder, listen?.textId ?? '');
    await review(t.admin, sentence.id, { verdict: 'approve' });
    expect(await served()).toContain(listen?.id);
  });

  it('pauses a contributor: every clip of theirs in that language is withdrawn at once, and audited', async () => {
    const recorder = await contributor(['yo']);
    const texts = (await studio(recorder, 'yo', 2)).items;
    const approved = await recordOk(recorder, texts[0]?.text_id ?? '');
    await review(t.admin, approved.id, { verdict: 'approve' });
    const pending = await recordOk(recorder, texts[1]?.text_id ?? '');
    const files = [(await clipFile(approved.id)) ?? '', (await clipFile(pending.id)) ?? ''];
    expect(files.map((file) => existsSync(file))).toEqual([true, true]);

    expect(
      (await call(recorder, 'POST', `/api/admin/voices/contributors/${recorder.userId}/yo/pause`)).statusCode,
    ).toBe(403);
    const paused = await call(t.admin, 'POST', `/api/admin/voices/contributors/${recorder.userId}/yo/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json<{ data: { status: string; withdrawn: number } }>().data).toMatchObject({
      status: 'paused',
      withdrawn: 2,
    });
    expect(await clipStatus(approved.id)).toBe('withdrawn');
    expect(await clipStatus(pending.id)).toBe('withdrawn');
    expect(files.map((file) => existsSync(file))).toEqual([false, false]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'voice_contributor'));
    expect(audit.some((entry) => entry.action === 'pause')).toBe(true);
    expect((await call(recorder, 'GET', '/api/voices/studio/yo')).statusCode).toBe(403);
    // Learners stop hearing it: no approved contribution plays for that text any more.
    const served = await t.database.db
      .select()
      .from(voiceClips)
      .where(and(eq(voiceClips.textId, texts[0]?.text_id ?? ''), eq(voiceClips.status, 'approved')));
    expect(served).toEqual([]);

    const resumed = await call(t.admin, 'POST', `/api/admin/voices/contributors/${recorder.userId}/yo/resume`);
    expect(resumed.json<{ data: { status: string } }>().data.status).toBe('active');
    expect(await clipStatus(approved.id)).toBe('withdrawn');
    expect((await call(recorder, 'GET', '/api/voices/studio/yo')).statusCode).toBe(200);
  });

  it("lists a learner's clips in their data download and deletes them, audio too, with the account", async () => {
    const recorder = await contributor(['yo']);
    const item = (await studio(recorder, 'yo', 1)).items[0];
    const clip = await recordOk(recorder, item?.text_id ?? '');
    const exported = await call(recorder, 'GET', '/api/user/export');
    expect(exported.statusCode).toBe(200);
    expect(
      exported.json<{ data: { voice_clips: { text: string; language: string; status: string }[] } }>().data.voice_clips,
    ).toEqual([expect.objectContaining({ text: item?.text, language: 'yo', status: 'pending' })]);

    const [row] = await t.database.db.select().from(voiceClips).where(eq(voiceClips.id, clip.id));
    const file = join(t.config.dataDir, 'audio', 'voices', row?.storageKey ?? '');
    expect(existsSync(file)).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: recorder.headers,
      payload: { password: 'Karibu!2026a' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(voiceClips).where(eq(voiceClips.id, clip.id))).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });
});
