import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CourseUnit, Lesson, PracticeSession } from '@roots/shared/contracts/learning';
import type { AdminLesson } from '@roots/shared/contracts/management';
import { asc, eq, sql } from 'drizzle-orm';
import { createEmptyCard } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { courseWords, lessons, reviewItems } from '../../db/schema.ts';
import { signUp, signUpAdmin } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { unitOfWork } from '../../repositories.ts';
import { createClipService } from '../admin/clips.service.ts';
import { audioFileName } from './course.clips.ts';
import { tempDir } from '../../test/after-file.ts';

// The fixture course, with a clip for "jambo" among the course files.
const content = tempDir('teaching');
cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses'), join(content, 'courses'), {
  recursive: true,
});
mkdirSync(join(content, 'audio', 'sw'), { recursive: true });
writeFileSync(join(content, 'audio', 'sw', audioFileName('jambo')), 'OggS jambo');

describe('teaching: new words and word hints', async () => {
  const { app, database, config } = await createTestApp({
    env: { ADMIN_EMAIL: 'editor@example.com' },
    importContent: true,
    contentDir: content,
  });
  const { headers: admin, userId: adminId } = await signUpAdmin(app, config.dataDir, { email: 'editor@example.com' });
  const { headers: learner, userId: learnerId } = await signUp(app);
  const get = async <T>(url: string, headers = learner) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.body}`);
    return response.json<{ data: T }>().data;
  };
  const [swahili] = await get<{ id: string }[]>('/api/language');
  const languageId = swahili?.id ?? '';
  const [unit] = await get<CourseUnit[]>(`/api/unit/${languageId}`);
  const [hello, goodbye] = unit?.lessons ?? [];
  const helloId = hello?.id ?? '';
  const goodbyeId = goodbye?.id ?? '';

  /** The course_words rows of a lesson, as [word, meaning] in order. */
  const storedWords = async (lessonId: string) =>
    (
      await database.db
        .select({ word: courseWords.word, meaning: courseWords.meaning })
        .from(courseWords)
        .where(eq(courseWords.lessonId, lessonId))
        .orderBy(asc(courseWords.position))
    ).map((row) => [row.word, row.meaning]);

  it('sends the words a lesson brings, with a clip URL only where a clip exists (a recording counts)', async () => {
    const lesson = await get<Lesson>(`/api/lesson/${helloId}`);
    expect(lesson.new_words.map(({ word, meaning }) => [word, meaning])).toEqual([
      ['jambo', 'hello'],
      ['asante', 'thank you'],
    ]);
    expect(lesson.new_words[0]?.audio_url).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
    expect(lesson.new_words[1]?.audio_url).toBeNull();
    const clip = await app.inject({ method: 'GET', url: lesson.new_words[0]?.audio_url ?? '' });
    expect(clip.statusCode).toBe(200);
    expect(clip.body).toBe('OggS jambo');

    // An admin's recording of "asante" (DATA_DIR/audio) gives the word its clip at once.
    mkdirSync(join(config.dataDir, 'audio', 'sw'), { recursive: true });
    writeFileSync(join(config.dataDir, 'audio', 'sw', audioFileName('asante')), 'OggS asante');
    const again = await get<Lesson>(`/api/lesson/${helloId}`);
    const asante = again.new_words[1]?.audio_url ?? '';
    expect(asante).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
    expect((await app.inject({ method: 'GET', url: asante })).body).toBe('OggS asante');
    // The URL is random: nothing in it comes from the word (the file is named by its hash).
    expect(asante).not.toContain(audioFileName('asante').slice(0, 16));
  });

  it('hints the course-language text the learner reads, and never text that is an answer', async () => {
    const lesson = await get<Lesson>(`/api/lesson/${goodbyeId}`);
    const fill = lesson.exercises.find((e) => e.type === 'fill_blank');
    // "Asante ___!": asante is taught in the first lesson.
    expect(fill?.hints).toEqual({ sentence: [{ start: 0, end: 6, meanings: ['thank you'] }] });
    // "Kwaheri" into English: its meaning, goodbye, is the answer, so it is withheld.
    const translate = lesson.exercises.find((e) => e.type === 'translate');
    expect(translate?.source).toBe('Kwaheri');
    expect(translate?.hints).toBeUndefined();

    const first = await get<Lesson>(`/api/lesson/${helloId}`);
    // English text is never hinted: the prompt's “hello”, the source of a translation into Swahili,
    // the tiles of a word bank (their meanings would give the sentence away).
    for (const exercise of first.exercises) expect(exercise.hints).toBeUndefined();
  });

  it('keeps course_words equal to each lesson’s words through the import and the CMS', async () => {
    const rows = await database.db.select({ id: lessons.id, words: lessons.words }).from(lessons);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(await storedWords(row.id)).toEqual(row.words);

    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      app.inject({ method, url, headers: admin, payload });
    // An edit that leaves the words alone keeps their rows, so their clip URLs stay cached.
    const urlsOf = async (lessonId: string) =>
      (
        await database.db
          .select({ url: courseWords.audioUrl })
          .from(courseWords)
          .where(eq(courseWords.lessonId, lessonId))
      )
        .map((row) => row.url)
        .sort();
    const before = await urlsOf(helloId);
    expect((await send('PATCH', `/api/lesson/${helloId}`, { title: 'Hello there' })).statusCode).toBe(200);
    expect(await urlsOf(helloId)).toEqual(before);

    const words = [
      ['jambo', 'hello'],
      ['asante', 'thanks'],
      ['habari za asubuhi', 'good morning'],
    ];
    expect((await send('PATCH', `/api/lesson/${helloId}`, { words })).statusCode).toBe(200);
    expect(await storedWords(helloId)).toEqual(words);
    const created = await send('POST', '/api/lesson', { unit_id: unit?.id, title: 'More', words: [['sana', 'very']] });
    expect(created.statusCode).toBe(201);
    expect(await storedWords(created.json<{ data: AdminLesson }>().data.id)).toEqual([['sana', 'very']]);

    // The hints follow at once: "Asante ___!" now reads "thanks".
    const [hint] = (await get<Lesson>(`/api/lesson/${goodbyeId}`)).exercises.flatMap((e) => e.hints?.sentence ?? []);
    expect(hint?.meanings).toEqual(['thanks']);
  });

  it('fills course_words for lessons imported before the table existed (migration 0019)', async () => {
    const written = await database.db
      .select({ lessonId: courseWords.lessonId, word: courseWords.word, file: courseWords.audioFile })
      .from(courseWords)
      .orderBy(asc(courseWords.lessonId), asc(courseWords.position));
    const migration = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'drizzle', '0019_course_words.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('INSERT INTO'));
    expect(backfill).toBeDefined();
    await database.db
      .transaction(async (tx) => {
        await tx.delete(courseWords);
        await tx.execute(sql.raw(backfill ?? ''));
        const filled = await tx
          .select({ lessonId: courseWords.lessonId, word: courseWords.word, file: courseWords.audioFile })
          .from(courseWords)
          .orderBy(asc(courseWords.lessonId), asc(courseWords.position));
        // The SQL names each clip file exactly as course.clips.ts does.
        expect(filled).toEqual(written);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
  });

  it('gives a word a new clip URL when a recording replaces its clip, as it does for exercises', async () => {
    const clips = createClipService({
      uow: unitOfWork(database.db),
      folders: { recordings: join(config.dataDir, 'audio'), course: join(content, 'audio') },
      maker: {
        encodeRecording: (upload) => Promise.resolve(upload),
        speak: () => Promise.reject(new Error('no voice')),
        hasSpeechVoice: () => Promise.resolve(false),
      },
    });
    const [row] = await database.db
      .select({ url: courseWords.audioUrl, file: courseWords.audioFile })
      .from(courseWords)
      .where(eq(courseWords.word, 'jambo'));
    await clips.saveRecording(adminId, languageId, 'jambo', Buffer.from('OggS jambo, recorded'));
    const [renewed] = await database.db
      .select({ url: courseWords.audioUrl })
      .from(courseWords)
      .where(eq(courseWords.word, 'jambo'));
    expect(renewed?.url).not.toBe(row?.url);
    expect(row?.file).toBe(`sw/${audioFileName('jambo')}`);
    expect((await app.inject({ url: renewed?.url ?? '' })).body).toBe('OggS jambo, recorded');
    expect((await app.inject({ url: row?.url ?? '' })).statusCode).toBe(404);
  });

  it('hints the exercises of a practice session as it does a lesson', async () => {
    const lesson = await get<Lesson>(`/api/lesson/${goodbyeId}`);
    const fill = lesson.exercises.find((e) => e.type === 'fill_blank');
    // The fill-in-the-blank is due for review (as after a wrong answer).
    const due = new Date(Date.now() - 60_000);
    await database.db
      .insert(reviewItems)
      .values({ userId: learnerId, exerciseId: fill?.id ?? '', card: createEmptyCard(due), due });
    const session = await app.inject({
      method: 'POST',
      url: '/api/practice/start',
      headers: learner,
      payload: { language_id: languageId },
    });
    expect(session.statusCode).toBe(200);
    const [exercise] = session.json<{ data: PracticeSession }>().data.exercises;
    expect(exercise?.id).toBe(fill?.id);
    expect(exercise?.hints?.sentence).toHaveLength(1);
    expect(exercise?.hints).toEqual(fill?.hints);
  });
});
