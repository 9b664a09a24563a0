import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Attempt, CheckResult, CourseUnit, Language, Lesson } from '@roots/shared/contracts/learning';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonAttempts } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { rightAnswers } from '../../test/fixture-answers.ts';
import { createTestApp } from '../../test/helper.ts';
import { tempDir } from '../../test/after-file.ts';
import { audioFileName } from '../course/course.clips.ts';

interface Envelope<T> {
  data: T;
  error?: { message: string };
}

/**
 * The fixture course with two speak exercises at the end of its first lesson: "jambo", whose clip
 * is in the course files, and "asante", which has none yet.
 */
function contentWithSpeaking(): string {
  const root = tempDir('speak');
  cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses'), join(root, 'courses'), {
    recursive: true,
  });
  const unit = join(root, 'courses', 'sw', 'units', '01-greetings.yaml');
  const speak = (say: string) => `      - type: speak\n        prompt: Say it aloud\n        say: ${say}\n`;
  const lastPair = '          - [mama, mother]\n';
  writeFileSync(unit, readFileSync(unit, 'utf8').replace(lastPair, `${lastPair}${speak('jambo')}${speak('asante')}`));
  mkdirSync(join(root, 'audio', 'sw'), { recursive: true });
  writeFileSync(join(root, 'audio', 'sw', audioFileName('jambo')), 'OggS');
  return root;
}

describe('speaking practice: a speak exercise said, marked by the learner, or skipped for 15 minutes', async () => {
  const { app, database } = await createTestApp({ importContent: true, contentDir: contentWithSpeaking() });
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: object, payload?: object) => {
    const response = await app.inject({ method, url, headers: headers as Record<string, string>, payload });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const [swahili] = (await call<Language[]>('GET', '/api/language', {})).body.data;
  const languageId = swahili?.id ?? '';
  const lessonId = (await call<CourseUnit[]>('GET', `/api/unit/${languageId}`, {})).body.data[0]?.lessons[0]?.id ?? '';

  /** A learner in the first lesson: its exercises, a fresh attempt, and the steps on it. */
  const inLesson = async () => {
    const { headers } = await signUp(app);
    const lesson = (await call<Lesson>('GET', `/api/lesson/${lessonId}`, headers)).body.data;
    const attempt = (await call<Attempt>('POST', `/api/lesson/start/${lessonId}`, headers)).body.data;
    const attemptId = attempt.lesson_attempt_id;
    const speak = lesson.exercises.find((e) => e.type === 'speak');
    const step = (path: 'spoken' | 'skip-speaking' | 'skip-listening', id = speak?.id ?? '', body?: object) =>
      call<Attempt>('POST', `/api/exercise/${path}/${id}`, headers, body ?? { lesson_attempt_id: attemptId });
    /** Every exercise but the speak one, answered right. */
    const answerTheRest = async () => {
      const answers = rightAnswers(lesson);
      for (const exercise of lesson.exercises.filter((e) => e.type !== 'speak')) {
        const checked = await call<CheckResult>('POST', `/api/exercise/check/${exercise.id}`, headers, {
          lesson_attempt_id: attemptId,
          answer: answers.get(exercise.id),
        });
        expect(checked.body.data.correct).toBe(true);
      }
    };
    return { headers, lesson, attemptId, speak, step, answerTheRest };
  };
  const xpOf = async (headers: object) => (await call<number>('GET', '/api/user/xp', headers)).body.data;

  it('serves a speak exercise once its text has a clip: the text and the clip, nothing to grade', async () => {
    const { lesson } = await inLesson();
    // "asante" has no clip yet: it stays out of the lesson, which counts one exercise fewer.
    expect(lesson.exercises.map((e) => e.type)).toEqual(['select', 'translate', 'word_bank', 'match_pairs', 'speak']);
    const speak = lesson.exercises.at(-1);
    expect(speak).toMatchObject({ prompt: 'Say it aloud', sentence: 'jambo' });
    expect(speak?.audio_url).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
    const clip = await app.inject({ method: 'GET', url: speak?.audio_url ?? '' });
    expect(clip.statusCode).toBe(200);
  });

  it('counts a speak exercise marked by the learner as done: no heart, no mistake, the combo untouched', async () => {
    const { headers, speak, step, answerTheRest } = await inLesson();
    await answerTheRest();
    const streak = async () =>
      (await call<{ consecutive_correct_answers: number }>('GET', '/api/user/streak', headers)).body.data
        .consecutive_correct_answers;
    expect(await streak()).toBe(4);
    const marked = await step('spoken');
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({
      status: 'completed',
      wrong_answers: 0,
      hearts: { heart_count: 5 },
      speaking_skipped_until: null,
    });
    expect(marked.body.data.correct_exercise_ids).toContain(speak?.id);
    expect(await streak()).toBe(4);
    // The lesson pays what it pays without a speak exercise: 10 XP, +5 for a perfect lesson.
    expect(marked.body.data.summary).toMatchObject({ xp: 15, coins: 10, perfect: true, replay: false });
  });

  it('pays a lesson once, however often or at once its last speak exercise is marked', async () => {
    const { headers, step, answerTheRest } = await inLesson();
    await answerTheRest();
    const marks = await Promise.all([step('spoken'), step('spoken'), step('spoken')]);
    expect(marks.map((m) => m.status)).toEqual([200, 200, 200]);
    expect(marks.every((m) => m.body.data.status === 'completed')).toBe(true);
    const again = await step('spoken');
    expect(again.body.data.summary).toEqual(marks[0].body.data.summary);
    expect(await xpOf(headers)).toBe(15);
    // Skipping it now changes nothing either: the step is done.
    expect((await step('skip-speaking')).body.data.speaking_skipped_until).toBeNull();
    expect(await xpOf(headers)).toBe(15);
  });

  it('pays a replay a third of the XP: marking a speak exercise adds nothing to it', async () => {
    const { headers, lesson, speak, step, answerTheRest } = await inLesson();
    await answerTheRest();
    await step('spoken');
    // The replay, played at a person's pace (its start moved back a minute).
    const attempt = (await call<Attempt>('POST', `/api/lesson/start/${lessonId}`, headers)).body.data;
    await database.db
      .update(lessonAttempts)
      .set({ startedAt: new Date(Date.now() - 60_000) })
      .where(eq(lessonAttempts.id, attempt.lesson_attempt_id));
    const answers = rightAnswers(lesson);
    for (const exercise of lesson.exercises.filter((e) => e.type !== 'speak'))
      await call('POST', `/api/exercise/check/${exercise.id}`, headers, {
        lesson_attempt_id: attempt.lesson_attempt_id,
        answer: answers.get(exercise.id),
      });
    const done = await call<Attempt>('POST', `/api/exercise/spoken/${speak?.id ?? ''}`, headers, {
      lesson_attempt_id: attempt.lesson_attempt_id,
    });
    expect(done.body.data.summary).toMatchObject({ xp: 3, coins: 0, replay: true });
    expect(await xpOf(headers)).toBe(18);
  });

  it('skips speak exercises for 15 minutes with "Can’t speak now", apart from the listening window', async () => {
    const { headers, attemptId, speak, step } = await inLesson();
    const before = Date.now();
    const skipped = await step('skip-speaking');
    expect(skipped.status).toBe(200);
    expect(skipped.body.data).toMatchObject({
      correct_exercise_ids: [speak?.id],
      wrong_answers: 0,
      hearts: { heart_count: 5 },
      listening_skipped_until: null,
    });
    const until = Date.parse(skipped.body.data.speaking_skipped_until ?? '');
    expect(until - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
    // Inside the window nothing stretches it, and it follows the learner into their next attempt.
    expect((await step('skip-speaking')).body.data.speaking_skipped_until).toBe(
      skipped.body.data.speaking_skipped_until,
    );
    const resumed = await call<Attempt>('GET', `/api/lesson/attempt/${attemptId}`, headers);
    expect(resumed.body.data.speaking_skipped_until).toBe(skipped.body.data.speaking_skipped_until);
  });

  it('answers bad input with a 4xx and a message, never a 500, and changes nothing', async () => {
    const { headers, lesson, attemptId, speak, step } = await inLesson();
    const select = lesson.exercises.find((e) => e.type === 'select');
    // A speak exercise is not checked, and only speak exercises are marked or skipped as spoken.
    const checked = await call('POST', `/api/exercise/check/${speak?.id ?? ''}`, headers, {
      lesson_attempt_id: attemptId,
      answer: 'jambo',
    });
    expect(checked.status).toBe(400);
    expect(checked.body.error?.message).toMatch(/mark it yourself/);
    expect((await step('spoken', select?.id)).status).toBe(400);
    expect((await step('skip-speaking', select?.id)).status).toBe(400);
    expect((await step('skip-listening')).status).toBe(400);
    // The body: missing, not an attempt id, an unknown attempt, or someone else's.
    expect((await step('spoken', speak?.id, {})).status).toBe(400);
    expect((await step('spoken', speak?.id, { lesson_attempt_id: 'nope' })).status).toBe(400);
    expect((await step('spoken', speak?.id, { lesson_attempt_id: attemptId, said: 'well' })).status).toBe(400);
    const unknown = { lesson_attempt_id: '00000000-0000-4000-8000-000000000000' };
    expect((await step('spoken', speak?.id, unknown)).status).toBe(404);
    expect((await step('spoken', 'not-an-id')).status).toBe(400);
    const stranger = await call('POST', `/api/exercise/spoken/${speak?.id ?? ''}`, (await inLesson()).headers, {
      lesson_attempt_id: attemptId,
    });
    expect(stranger.status).toBe(404);
    const state = await call<Attempt>('GET', `/api/lesson/attempt/${attemptId}`, headers);
    expect(state.body.data).toMatchObject({ correct_exercise_ids: [], wrong_answers: 0, hearts: { heart_count: 5 } });
  });
});
