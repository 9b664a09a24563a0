import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Attempt, Language, Lesson, PairCheck } from '@roots/shared/contracts/learning';
import type { UserProfile } from '@roots/shared/contracts/user';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { audioFileName } from '../course/course.clips.ts';
import { tempDir } from '../../test/after-file.ts';

interface Envelope<T> {
  data: T;
  error?: { message: string };
}

/** The fixture course with a listen exercise (and its clip) second in the first lesson. */
function contentWithListening(): string {
  const root = tempDir('phone');
  cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses'), join(root, 'courses'), {
    recursive: true,
  });
  const unit = join(root, 'courses', 'sw', 'units', '01-greetings.yaml');
  const listen = '      - type: listen\n        prompt: Type what you hear\n        say: Jambo!\n';
  writeFileSync(
    unit,
    readFileSync(unit, 'utf8').replace('        answer: jambo\n', `        answer: jambo\n${listen}`),
  );
  mkdirSync(join(root, 'audio', 'sw'), { recursive: true });
  writeFileSync(join(root, 'audio', 'sw', audioFileName('Jambo!')), 'OggS');
  return root;
}

describe('the lesson on a phone: pairs, listening skips, sound and the current course', async () => {
  const { app } = await createTestApp({ importContent: true, contentDir: contentWithListening() });
  const learner = async () => (await signUp(app)).headers;
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: object, payload?: object) => {
    const response = await app.inject({ method, url, headers: headers as Record<string, string>, payload });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const [swahili] = (await call<Language[]>('GET', '/api/language', {})).body.data;
  const languageId = swahili?.id ?? '';
  const firstLessonId = async (headers: object) =>
    (await call<{ lessons: { id: string }[] }[]>('GET', `/api/unit/${languageId}`, headers)).body.data[0]?.lessons[0]
      ?.id ?? '';

  /** A learner in the first lesson: its exercises and a fresh attempt. */
  const inLesson = async () => {
    const headers = await learner();
    const lessonId = await firstLessonId(headers);
    const lesson = (await call<Lesson>('GET', `/api/lesson/${lessonId}`, headers)).body.data;
    const attempt = (await call<Attempt>('POST', `/api/lesson/start/${lessonId}`, headers)).body.data;
    const byType = (type: string) => lesson.exercises.find((e) => e.type === type);
    return { headers, lesson, attempt, byType };
  };

  it('tells whether one tapped pair is right, and counts a wrong pair as a mistake without a heart', async () => {
    const { headers, attempt, byType } = await inLesson();
    const match = byType('match_pairs');
    const left = (text: string) => match?.left?.find((item) => item.text === text)?.id ?? '';
    const right = (text: string) => match?.right?.find((item) => item.text === text)?.id ?? '';
    const pair = (l: string, r: string) =>
      call<PairCheck>('POST', `/api/exercise/check-pair/${match?.id ?? ''}`, headers, {
        lesson_attempt_id: attempt.lesson_attempt_id,
        left: l,
        right: r,
      });

    const good = await pair(left('jambo'), right('hello'));
    expect(good).toMatchObject({ status: 200, body: { data: { correct: true } } });
    // Only the verdict: nothing that names the right partner of a wrong pair.
    expect(Object.keys(good.body.data)).toEqual(['correct']);
    expect((await pair(left('jambo'), right('goodbye'))).body.data).toEqual({ correct: false });

    const after = (await call<Attempt>('GET', `/api/lesson/attempt/${attempt.lesson_attempt_id}`, headers)).body.data;
    expect(after.wrong_answers).toBe(1);
    expect(after.hearts.heart_count).toBe(5);
    expect(after.retry_exercise_ids).toEqual([]);

    expect((await pair('nope', right('hello'))).status).toBe(400);
    expect((await pair(left('jambo'), '')).status).toBe(400);
    const select = byType('select');
    const notPairs = await call('POST', `/api/exercise/check-pair/${select?.id ?? ''}`, headers, {
      lesson_attempt_id: attempt.lesson_attempt_id,
      left: 'a',
      right: 'b',
    });
    expect(notPairs.status).toBe(400);
    const stranger = await call('POST', `/api/exercise/check-pair/${match?.id ?? ''}`, await learner(), {
      lesson_attempt_id: attempt.lesson_attempt_id,
      left: left('jambo'),
      right: right('hello'),
    });
    expect(stranger.status).toBe(404);
  });

  it('skips a listen exercise without a heart or a mistake, and opens a 15-minute window', async () => {
    const { headers, attempt, byType } = await inLesson();
    const listen = byType('listen');
    const skip = (id: string, attemptId = attempt.lesson_attempt_id) =>
      call<Attempt>('POST', `/api/exercise/skip-listening/${id}`, headers, { lesson_attempt_id: attemptId });

    expect((await skip(byType('select')?.id ?? '')).status).toBe(400);
    expect((await skip(listen?.id ?? '', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('POST', `/api/exercise/skip-listening/${listen?.id ?? ''}`, headers, {})).status).toBe(400);

    const before = Date.now();
    const skipped = await skip(listen?.id ?? '');
    expect(skipped.status).toBe(200);
    expect(skipped.body.data).toMatchObject({ wrong_answers: 0, correct_exercise_ids: [listen?.id] });
    expect(skipped.body.data.hearts.heart_count).toBe(5);
    const until = Date.parse(skipped.body.data.listening_skipped_until ?? '');
    expect(until - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(15 * 60_000 + 5000);

    // Skipping again inside the window changes nothing and does not stretch it.
    const again = await skip(listen?.id ?? '');
    expect(again.body.data.listening_skipped_until).toBe(skipped.body.data.listening_skipped_until);
    // The window follows the learner into the next attempt, so the player skips there too.
    const resumed = await call<Attempt>('GET', `/api/lesson/attempt/${attempt.lesson_attempt_id}`, headers);
    expect(resumed.body.data.listening_skipped_until).toBe(skipped.body.data.listening_skipped_until);
  });

  it('keeps the sound effects switch on the account', async () => {
    const headers = await learner();
    expect((await call<UserProfile>('GET', '/api/user/profile', headers)).body.data.sound_effects).toBe(true);
    const off = await call<UserProfile>('PATCH', '/api/user/profile', headers, { sound_effects: false });
    expect(off).toMatchObject({ status: 200, body: { data: { sound_effects: false } } });
    expect((await call<UserProfile>('GET', '/api/user/profile', headers)).body.data.sound_effects).toBe(false);
    expect((await call('PATCH', '/api/user/profile', headers, { sound_effects: 'loud' })).status).toBe(400);
  });

  it('keeps the current course on the account, so it follows the learner to another browser', async () => {
    const headers = await learner();
    const current = (id: string) => call<Language>('PUT', `/api/user/languages/current/${id}`, headers);
    // Not enrolled yet: nothing to make current.
    expect((await current(languageId)).status).toBe(404);
    expect((await current('not-an-id')).status).toBe(400);
    const enrolled = await call<Language>('POST', `/api/language/enroll/${languageId}`, headers);
    expect(enrolled.body.data).toMatchObject({ greeting: 'Karibu!', current: true });
    expect(await current(languageId)).toMatchObject({ status: 200, body: { data: { id: languageId, current: true } } });
    const mine = (await call<Language[]>('GET', '/api/user/languages', headers)).body.data;
    expect(mine.map((language) => [language.code, language.current])).toEqual([['sw', true]]);
    // The catalogue marks no course current for a visitor.
    expect((await call<Language[]>('GET', '/api/language', {})).body.data[0]?.current).toBe(false);
  });

  it('limits pair checks per learner, so they cannot be used to probe answers quickly', async () => {
    const tap = async ({ headers, attempt, byType }: Awaited<ReturnType<typeof inLesson>>) => {
      const match = byType('match_pairs');
      const response = await app.inject({
        method: 'POST',
        url: `/api/exercise/check-pair/${match?.id ?? ''}`,
        headers,
        // One school's address for the whole class.
        remoteAddress: '10.9.9.9',
        payload: {
          lesson_attempt_id: attempt.lesson_attempt_id,
          left: match?.left?.[0]?.id,
          right: match?.right?.[0]?.id,
        },
      });
      return response.statusCode;
    };
    const prober = await inLesson();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push(await tap(prober));
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // A classmate behind the same address still has the whole allowance.
    expect(await tap(await inLesson())).toBe(200);
  });
});
