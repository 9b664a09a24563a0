import type { AuditEntry } from '@roots/shared/contracts/management';
import type { AdminVoices } from '@roots/shared/contracts/voices';
import { describe, expect, it } from 'vitest';
import { signUp, type TestLearner } from '../../test/factories.ts';
import { installed } from '../../test/speech.ts';
import { listenExercise, voicesTestApp } from '../../test/voices.ts';

const ADMIN = 'voices-reports-admin@example.com';

describe.skipIf(!installed('ffmpeg'))('voices: learners report a wrong clip (issue 40 §3)', () => {
  const t = voicesTestApp(ADMIN);
  const { call, contributor, studio, recordApproved, wordAudioUrl, clipStatus } = t;

  const report = async (who: TestLearner | undefined, audioUrl: string, reason = 'wrong_text') =>
    call(who, 'POST', '/api/voices/reports', { audio_url: audioUrl, reason });

  const overview = async () => (await call(t.admin, 'GET', '/api/admin/voices')).json<{ data: AdminVoices }>().data;

  const audit = async (entity: string, entityId: string) =>
    (await call(t.admin, 'GET', `/api/admin/audit?entity=${entity}&entity_id=${entityId}`)).json<{
      data: AuditEntry[];
    }>().data;
  /** The audit log's entries on a CMS recording or course file, newest first. */
  const fileAudit = async (file: string) =>
    (await call(t.admin, 'GET', '/api/admin/audit?entity=voice_file'))
      .json<{ data: AuditEntry[] }>()
      .data.filter((each) => (each.after as { file?: string }).file === file);

  /** A Yoruba word with an approved contribution, and how a learner gets its card's audio_url. */
  async function approvedWord() {
    const recorder = await contributor('yo');
    const item = (await studio(recorder, 'yo', 1)).items[0];
    const clipId = await recordApproved(recorder, item?.text_id ?? '');
    const cardUrl = (learner: TestLearner) => wordAudioUrl(learner, item);
    return { clipId, cardUrl };
  }

  it('holds a contribution once three different learners report it; a repeat is not counted', async () => {
    const { clipId, cardUrl } = await approvedWord();
    const [first, second, third] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const url = (await cardUrl(first)) ?? '';
    expect(url).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);

    const sent = await report(first, url, 'wrong_tone');
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ data: { received: boolean } }>().data.received).toBe(true);
    // The same learner again, even with another reason: accepted silently, not counted.
    expect((await report(first, url, 'noise')).statusCode).toBe(200);
    expect((await report(first, url)).statusCode).toBe(200);
    expect((await report(second, url)).statusCode).toBe(200);
    expect(await clipStatus(clipId)).toBe('approved');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    expect((await report(third, url, 'unclear')).statusCode).toBe(200);
    expect(await clipStatus(clipId)).toBe('held');
    // Out of service at once: the card no longer plays it, and its old URL is gone.
    expect(await cardUrl(first)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await report(await signUp(t.app), url)).statusCode).toBe(404);

    const held = (await overview()).flagged.find((each) => each.clip_id === clipId);
    expect(held).toMatchObject({ status: 'held', reports: 3, code: 'yo' });
    // Audited like an admin's pause, with the system as its actor.
    const [entry] = await audit('voice_clip', clipId);
    expect(entry).toMatchObject({
      actor: null,
      actor_kind: 'system',
      action: 'hold',
      before: { status: 'approved' },
      after: { status: 'held', reports: 3 },
    });
  });

  it('lets an admin put a held clip back (new URL, reports counted afresh) or reject it', async () => {
    const { clipId, cardUrl } = await approvedWord();
    const reporters = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const url = (await cardUrl(reporters[0] ?? t.admin)) ?? '';
    for (const learner of reporters) await report(learner, url);
    expect(await clipStatus(clipId)).toBe('held');

    const learner = await signUp(t.app);
    expect((await call(learner, 'POST', `/api/admin/voices/clips/${clipId}`, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    const restored = await call(t.admin, 'POST', `/api/admin/voices/clips/${clipId}`, { decision: 'approve' });
    expect(restored.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('approved');
    const again = (await cardUrl(learner)) ?? '';
    expect(again).toMatch(/^\/api\/audio\//);
    expect(again).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: again })).statusCode).toBe(200);
    expect((await overview()).flagged.map((each) => each.clip_id)).not.toContain(clipId);

    // Reports before it was put back no longer count: one new report does not hold it again.
    await report(learner, again);
    expect(await clipStatus(clipId)).toBe('approved');
    const more = [await signUp(t.app), await signUp(t.app)];
    for (const each of more) await report(each, again);
    expect(await clipStatus(clipId)).toBe('held');
    const rejected = await call(t.admin, 'POST', `/api/admin/voices/clips/${clipId}`, { decision: 'reject' });
    expect(rejected.json<{ data: { clip: { status: string } } }>().data.clip.status).toBe('rejected');
    expect(await cardUrl(learner)).toBeNull();
  });

  it('keeps reports on a course file for admins, with their count and reasons', async () => {
    const listen = await listenExercise(t.database.db, 'sw', 'audio_url');
    const url = listen?.audioUrl ?? '';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    expect((await report(a, url, 'noise')).statusCode).toBe(200);
    expect((await report(a, url, 'noise')).statusCode).toBe(200);
    expect((await report(b, url, 'unclear')).statusCode).toBe(200);
    const reported = (await overview()).reported.filter((each) => each.code === 'sw');
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({
      source: 'course',
      status: 'in_service',
      reports: 2,
      reasons: ['unclear', 'noise'],
    });
    // Still served: there is no contribution to hold.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // The learner's reports are in their data download.
    const exported = await call(a, 'GET', '/api/user/export');
    const mine = exported.json<{ data: { voice_clip_reports: { text: string; reason: string }[] } }>().data
      .voice_clip_reports;
    expect(mine.map((each) => each.reason)).toEqual(['noise']);
    expect(mine[0]?.text).toBe(listen?.text ?? listen?.audioFile);
  });

  /** The `n`th Swahili listen exercise: its clip is a course file, espeak-ng's synthetic speech. */
  async function swahiliListen(n: number) {
    const listen = await listenExercise(t.database.db, 'sw', 'audio_url', n);
    const file = listen?.audioFile ?? '';
    const learner = await signUp(t.app);
    /** The exercise's URL as a learner gets it, or null when its lesson no longer serves it. */
    const served = async () => {
      const lesson = await call(learner, 'GET', `/api/lesson/${listen?.lessonId ?? ''}`);
      const exercise = lesson
        .json<{ data: { exercises: { id: string; audio_url: string | null }[] } }>()
        .data.exercises.find((each) => each.id === listen?.id);
      return exercise ? (exercise.audio_url ?? '') : null;
    };
    const entry = async () => (await overview()).reported.find((each) => each.file === file);
    const decide = (decision: string) => call(t.admin, 'POST', `/api/admin/voices/files/${file}`, { decision });
    return { file, served, entry, decide };
  }

  it('lets an admin hear a reported course file and keep it: its reports are settled, and audited', async () => {
    const { file, served, entry, decide } = await swahiliListen(1);
    const url = (await served()) ?? '';
    for (const learner of [await signUp(t.app), await signUp(t.app)]) await report(learner, url, 'wrong_tone');
    const listed = await entry();
    expect(listed).toMatchObject({ code: 'sw', source: 'course', status: 'in_service', reports: 2 });
    // The admin's player: the clip itself, for admins only, never cached.
    const heard = await call(t.admin, 'GET', listed?.audio_url ?? '');
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['cache-control']).toContain('no-store');
    expect(heard.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect((await call(await signUp(t.app), 'GET', listed?.audio_url ?? '')).statusCode).toBe(403);

    const kept = await decide('keep');
    expect(kept.json<{ data: { status: string } }>().data).toEqual({ file, status: 'in_service' });
    expect(await entry()).toBeUndefined();
    expect(await served()).toBe(url);
    // Nothing left to decide until a learner reports it again; then only the new report counts.
    expect((await decide('keep')).statusCode).toBe(409);
    await report(await signUp(t.app), url);
    expect(await entry()).toMatchObject({ reports: 1, reasons: ['wrong_text'] });
    expect((await fileAudit(file)).map((each) => [each.action, each.actor_kind, each.actor?.id])).toEqual([
      ['keep', 'admin', t.admin.userId],
    ]);
  });

  it('takes a reported course file out of service: learners stop getting it and the studio asks for it first, until an admin puts it back', async () => {
    const { file, served, entry, decide } = await swahiliListen(2);
    const url = (await served()) ?? '';
    await report(await signUp(t.app), url, 'unclear');
    const out = await decide('take_out');
    expect(out.json<{ data: { status: string } }>().data).toEqual({ file, status: 'out_of_service' });
    expect((await decide('take_out')).statusCode).toBe(409);
    // The listen exercise is no longer served, and its old URL plays nothing.
    expect(await served()).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await report(await signUp(t.app), url)).statusCode).toBe(404);
    // The admin still hears it, to decide.
    const listed = await entry();
    expect(listed).toMatchObject({ status: 'out_of_service', source: 'course', reports: 1 });
    expect((await call(t.admin, 'GET', listed?.audio_url ?? '')).statusCode).toBe(200);
    // The studio asks for it before anything else.
    const recorder = await contributor('sw');
    const first = (await studio(recorder, 'sw', 1)).items[0];
    expect(first?.text).toBe(listed?.text);

    const back = await decide('keep');
    expect(back.json<{ data: { status: string } }>().data.status).toBe('in_service');
    const again = (await served()) ?? '';
    expect(again).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
    expect(again).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: again })).statusCode).toBe(200);
    expect(await entry()).toBeUndefined();
    expect((await studio(recorder, 'sw', 1)).items[0]?.text).not.toBe(listed?.text);

    expect((await fileAudit(file)).map((each) => [each.action, each.actor_kind, each.actor?.id])).toEqual([
      ['put_back', 'admin', t.admin.userId],
      ['take_out', 'admin', t.admin.userId],
    ]);
  });

  it('takes a course file out of service once three learners report it, audited as the system, until a contribution replaces it', async () => {
    const { file, served, entry } = await swahiliListen(3);
    const url = (await served()) ?? '';
    for (const learner of [await signUp(t.app), await signUp(t.app)]) await report(learner, url);
    expect(await served()).toBe(url);
    await report(await signUp(t.app), url, 'noise');
    expect(await served()).toBeNull();
    expect(await entry()).toMatchObject({ status: 'out_of_service', reports: 3 });
    expect((await fileAudit(file))[0]).toMatchObject({
      actor: null,
      actor_kind: 'system',
      action: 'take_out',
      after: { file, status: 'out_of_service', reports: 3 },
    });

    // A contributor's clip, once approved, plays in its place; the file stays out of service beneath it.
    const recorder = await contributor('sw');
    const item = (await studio(recorder, 'sw', 1)).items[0];
    await recordApproved(recorder, item?.text_id ?? '');
    const replaced = (await served()) ?? '';
    expect(replaced).toMatch(/^\/api\/audio\//);
    const played = await t.app.inject({ method: 'GET', url: replaced });
    expect(played.statusCode).toBe(200);
    expect(await entry()).toBeUndefined();
    const voiced = (await studio(recorder, 'sw', 100)).items.map((each) => each.text_id);
    expect(voiced).not.toContain(item?.text_id);
  });

  it('answers bad reports with a 4xx and a message, and limits how often a learner reports', async () => {
    const learner = await signUp(t.app);
    expect((await report(undefined, '/api/audio/0123456789abcdef0123.ogg')).statusCode).toBe(401);
    const malformed = await report(learner, '/content/audio/sw/x.ogg');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('not the address of a clip');
    const reason = await call(learner, 'POST', '/api/voices/reports', {
      audio_url: '/api/audio/0123456789abcdef0123.ogg',
      reason: 'boring',
    });
    expect(reason.statusCode).toBe(400);
    const unknown = await report(learner, '/api/audio/0123456789abcdef0123.ogg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toContain('could not find that clip');

    let status = 0;
    for (let sent = 0; sent < 30 && status !== 429; sent += 1)
      status = (await report(learner, '/api/audio/0123456789abcdef0123.ogg')).statusCode;
    expect(status).toBe(429);
  });
});
