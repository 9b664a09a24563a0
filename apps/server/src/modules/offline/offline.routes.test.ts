import type { Attempt, CheckResult, CourseUnit, Exercise, Lesson } from '@roots/shared/contracts/learning';
import type { OfflineKey, OfflinePackage, OfflineSummary } from '@roots/shared/contracts/offline';
import { gradeExercise, type Verdict } from '@roots/shared/domain/exercise-grader';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { languages, lessonAttempts, lessonCompletions, lessons, units } from '../../db/schema.ts';
import { isEnglishWord } from '../../lib/english-words.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import type { ExerciseRow } from '../course/course-exercise.repository.ts';
import { offlineKey } from './offline.service.ts';

interface Envelope<T> {
  data: T;
  error?: { code: string; message: string };
}
type Headers = Record<string, string>;

/** Grades an answer on the device: the shared grader, with only what the package carries. */
function onDevice(made: OfflinePackage, exercise: Exercise, key: OfflineKey, answer: unknown): Verdict {
  const words = key.english_words ?? [];
  return gradeExercise({ type: exercise.type, payload: exercise, solution: key }, answer, {
    locale: made.language.code,
    courseWords: new Set(made.course_words),
    isEnglishWord: (word) => words.includes(word),
  }).verdict;
}

/** Whether two words are one insert, delete, substitution or swap apart. */
function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (a[i] === b[i]) i += 1;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : b.slice(i + 1) === a.slice(i);
}

/** The right answers an exercise's key allows, in the form the player sends them. */
function rightAnswersOf(exercise: Exercise, key: OfflineKey): unknown[] {
  if (key.option !== undefined) return [key.option];
  if (key.pairs) return [Object.entries(key.pairs)];
  const answers = key.answers ?? [];
  if (exercise.type !== 'word_bank') return answers;
  // A word bank's answer is its tiles in order: each accepted sentence spelled with the tiles.
  return answers.map((sentence) => {
    const used = new Set<string>();
    return sentence.split(/\s+/u).map((word) => {
      const bare = word.replace(/[.,!?¿¡።፧]/gu, '').toLocaleLowerCase();
      const tile = exercise.tiles?.find((t) => !used.has(t.id) && t.text.toLocaleLowerCase() === bare);
      if (tile) used.add(tile.id);
      return tile?.id;
    });
  });
}

describe('offline download', async () => {
  const { app, database } = await createTestApp({ importContent: true });
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<Envelope<T>>(), raw: response };
  };
  const download = async (headers: Headers, languageId: string) => {
    const response = await call<OfflinePackage>('POST', `/api/offline/course/${languageId}`, headers);
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const summary = async (headers: Headers, languageId: string) => {
    const response = await call<OfflineSummary>('GET', `/api/offline/course/${languageId}`, headers);
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const check = (headers: Headers, exerciseId: string, attemptId: string, answer: unknown, key: string) =>
    call<CheckResult>(
      'POST',
      `/api/exercise/check/${exerciseId}`,
      { ...headers, 'idempotency-key': key },
      {
        lesson_attempt_id: attemptId,
        answer,
      },
    );
  const startLesson = async (headers: Headers, lessonId: string) => {
    const started = await call<Attempt>('POST', `/api/lesson/start/${lessonId}`, headers);
    expect(started.status).toBe(200);
    return started.body.data.lesson_attempt_id;
  };
  /** The device's right answer to an exercise: the first its key allows that the shared grader takes. */
  const rightAnswer = (made: OfflinePackage, exercise: Exercise, key: OfflineKey) => {
    const answer = rightAnswersOf(exercise, key).find((a) => onDevice(made, exercise, key, a) === 'correct');
    expect(answer, `a right answer to ${exercise.type} ${exercise.id}`).toBeDefined();
    return answer;
  };

  const courses = (await call<{ id: string; code: string }[]>('GET', '/api/language', {})).body.data;
  const swahili = courses.find((c) => c.code === 'sw')?.id ?? '';
  const courseOrder = (await call<CourseUnit[]>('GET', `/api/unit/${swahili}`, {})).body.data.flatMap((unit) =>
    unit.lessons.map((lesson) => lesson.id),
  );

  /** Plays a downloaded lesson with the keys' right answers, each answer with an Idempotency-Key. */
  const play = async (headers: Headers, made: OfflinePackage, index: number) => {
    const { lesson, keys } = made.lessons[index] ?? { lesson: undefined, keys: {} };
    if (!lesson) throw new Error(`no lesson ${String(index)} in the package`);
    const attemptId = await startLesson(headers, lesson.id);
    let last: CheckResult | undefined;
    let state: Attempt | undefined;
    const responses = new Map<string, CheckResult>();
    for (const exercise of lesson.exercises) {
      if (exercise.type === 'speak') {
        // Nothing is graded: the learner marks it said (the device queues the same step).
        const said = await call<Attempt>('POST', `/api/exercise/spoken/${exercise.id}`, headers, {
          lesson_attempt_id: attemptId,
        });
        expect(said.status).toBe(200);
        state = said.body.data;
        continue;
      }
      const key = keys[exercise.id];
      if (!key) throw new Error(`no key for ${exercise.id}`);
      const answer = rightAnswer(made, exercise, key);
      const response = await check(headers, exercise.id, attemptId, answer, `offline-${attemptId}-${exercise.id}`);
      expect(response.status, response.raw.body).toBe(200);
      expect({ id: exercise.id, type: exercise.type, result: response.body.data.result }).toEqual({
        id: exercise.id,
        type: exercise.type,
        result: 'correct',
      });
      last = response.body.data;
      responses.set(exercise.id, last);
      state = last.attempt;
    }
    return { attemptId, responses, state };
  };

  it('is for signed-in learners only, and says when a language does not exist', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await call(method, `/api/offline/course/${swahili}`, {})).status).toBe(401);
    }
    const { headers } = await signUp(app);
    const unknown = await call('POST', '/api/offline/course/00000000-0000-4000-8000-000000000000', headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('We could not find that language.');
    expect((await call('GET', '/api/offline/course/00000000-0000-4000-8000-000000000000', headers)).status).toBe(404);
    expect((await call('GET', '/api/offline/course/not-an-id', headers)).status).toBe(400);
  });

  it('carries the next ten lessons exactly as the lesson route gives them, keys without words, and the clips', async () => {
    const { headers } = await signUp(app);
    const made = await download(headers, swahili);
    expect(made.language).toEqual({ id: swahili, code: 'sw', name: 'Swahili' });
    expect(made.lessons.map((l) => l.lesson.id)).toEqual(courseOrder.slice(0, 10));
    expect(made.lessons.map((l) => l.lesson.status)).toEqual(['available', ...Array<string>(9).fill('locked')]);
    for (const { lesson, keys } of made.lessons) {
      expect(lesson).toEqual((await call<Lesson>('GET', `/api/lesson/${lesson.id}`, headers)).body.data);
      expect(Object.keys(keys).sort()).toEqual(lesson.exercises.map((e) => e.id).sort());
    }
    expect(made.practice).toBeNull();
    expect(made.hearts).toMatchObject({ heart_count: 5, max_heart: 5 });
    expect(made.unlimited_hearts).toBe(false);
    expect(made.course_words).toContain('kwaheri');
    expect(Date.parse(made.made_at)).toBeGreaterThan(Date.now() - 60_000);

    // Every clip a lesson plays is there once, with the size the audio route sends.
    const played = new Set(
      made.lessons.flatMap(({ lesson }) => [
        ...lesson.exercises.map((e) => e.audio_url),
        ...lesson.new_words.map((w) => w.audio_url),
      ]),
    );
    played.delete(null);
    expect(new Set(made.clips.map((c) => c.url))).toEqual(played);
    expect(made.clips.length).toBe(played.size);
    expect(made.clips.length).toBeGreaterThan(10);
    for (const clip of made.clips.slice(0, 12)) {
      const sent = await app.inject({ method: 'GET', url: clip.url, headers });
      expect(sent.statusCode).toBe(200);
      expect(sent.rawPayload.length).toBe(clip.bytes);
    }

    // English typed answers carry the English words one typo away, and nothing else of the list.
    const english = made.lessons.flatMap(({ lesson, keys }) =>
      lesson.exercises.filter((e) => e.into === 'english').map((e) => keys[e.id]),
    );
    expect(english.length).toBeGreaterThan(0);
    for (const key of english) expect(key?.english_words).toBeDefined();
    const words = new Set(english.flatMap((key) => key?.english_words ?? []));
    expect(words.size).toBeLessThan(5_000);
  });

  it('sizes the download before it is made: the summary equals the package, and starts no practice', async () => {
    const { headers, userId } = await signUp(app);
    // A typo in the first lesson puts the exercise in the review queue: practice has one exercise.
    const first = await download(headers, swahili);
    const lesson = first.lessons[0]?.lesson;
    const goodbye = lesson?.exercises.find((e) => e.into === 'english' && e.source === 'Kwaheri');
    const attemptId = await startLesson(headers, lesson?.id ?? '');
    const typo = await check(headers, goodbye?.id ?? '', attemptId, 'Goodbe', 'typo-once-12345');
    expect(typo.body.data.result).toBe('typo');

    const practiceSessions = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(lessonAttempts)
          .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.kind, 'practice')))
      )[0]?.n;
    const before = await summary(headers, swahili);
    expect(await practiceSessions()).toBe(0);
    const made = await download(headers, swahili);
    expect(await practiceSessions()).toBe(1);
    expect(before).toEqual({
      lessons: made.lessons.length,
      practice_exercises: made.practice?.exercises.length ?? 0,
      clips: made.clips.length,
      bytes: made.bytes,
    });
    expect(before.practice_exercises).toBe(1);
    expect(await summary(headers, swahili)).toEqual(before);
    // The size is the package's JSON as sent and its clips.
    const raw = await call<OfflinePackage>('POST', `/api/offline/course/${swahili}`, headers);
    const json = Buffer.byteLength(JSON.stringify(raw.body.data));
    expect(raw.body.data.bytes).toBe(json + raw.body.data.clips.reduce((sum, clip) => sum + clip.bytes, 0));
  });

  it('starts or resumes the practice session that /practice/start resumes, with its keys', async () => {
    const { headers } = await signUp(app);
    const first = await download(headers, swahili);
    const lesson = first.lessons[0]?.lesson;
    const goodbye = lesson?.exercises.find((e) => e.into === 'english' && e.source === 'Kwaheri');
    const attemptId = await startLesson(headers, lesson?.id ?? '');
    await check(headers, goodbye?.id ?? '', attemptId, 'Goodbe', 'typo-again-1234');

    const made = await download(headers, swahili);
    const practice = made.practice;
    expect(practice?.attempt).toMatchObject({ kind: 'practice', status: 'active' });
    expect(practice?.exercises.map((e) => e.id)).toEqual([goodbye?.id]);
    const started = await call<{ attempt: Attempt; exercises: Exercise[] }>('POST', '/api/practice/start', headers, {
      language_id: swahili,
    });
    expect(started.body.data.attempt.lesson_attempt_id).toBe(practice?.attempt.lesson_attempt_id);
    expect(started.body.data.exercises).toEqual(practice?.exercises);
    // A second download resumes it too.
    expect((await download(headers, swahili)).practice?.attempt.lesson_attempt_id).toBe(
      practice?.attempt.lesson_attempt_id,
    );

    // Answers replayed later go to that session, graded again by the server.
    const exercise = practice?.exercises[0];
    const key = exercise && practice.keys[exercise.id];
    if (!exercise || !key) throw new Error('no practice exercise');
    const answer = rightAnswer(made, exercise, key);
    const replayed = await check(headers, exercise.id, practice.attempt.lesson_attempt_id, answer, 'practice-replay-1');
    expect(replayed.body.data).toMatchObject({ result: 'correct' });
    expect(replayed.body.data.attempt.status).toBe('completed');
  });

  it('grades every downloaded exercise on the device as /exercise/check does, and replays with Idempotency-Keys', async () => {
    // Answers are limited to 120 a minute per learner: one learner plays the first five lessons,
    // a second, who completed those, the next five of their own download.
    const { headers } = await signUp(app);
    const made = await download(headers, swahili);
    expect(made.lessons).toHaveLength(10);
    let xp = 0;
    for (let index = 0; index < 5; index += 1) {
      const { attemptId, responses, state } = await play(headers, made, index);
      expect(state?.status).toBe('completed');
      xp += state?.summary?.xp ?? 0;
      // The device sends a queued answer again when it never saw the response: the first response comes back.
      if (index === 0) {
        const lesson = made.lessons[0]?.lesson;
        const exercise = lesson?.exercises.find((e) => e.type !== 'speak');
        const key = exercise && made.lessons[0]?.keys[exercise.id];
        if (!exercise || !key) throw new Error('no exercise');
        const again = await check(
          headers,
          exercise.id,
          attemptId,
          rightAnswer(made, exercise, key),
          `offline-${attemptId}-${exercise.id}`,
        );
        expect(again.body.data).toEqual(responses.get(exercise.id));
      }
    }
    expect(xp).toBeGreaterThan(0);
    const stats = (await call<{ xp_total: number }>('GET', '/api/user/stats', headers)).body.data;
    expect(stats.xp_total).toBe(xp);

    const second = await signUp(app);
    await database.db
      .insert(lessonCompletions)
      .values(courseOrder.slice(0, 5).map((lessonId) => ({ userId: second.userId, lessonId })));
    const rest = await download(second.headers, swahili);
    expect(rest.lessons.slice(0, 5).map((l) => l.lesson.id)).toEqual(made.lessons.slice(5).map((l) => l.lesson.id));
    let graded = 0;
    for (let index = 0; index < 5; index += 1) {
      const { responses, state } = await play(second.headers, rest, index);
      expect(state?.status).toBe('completed');
      graded += responses.size;
    }
    expect(graded).toBe(
      rest.lessons.slice(0, 5).flatMap((l) => l.lesson.exercises.filter((e) => e.type !== 'speak')).length,
    );
    // Ten lessons done: the next download starts at the eleventh.
    const next = await download(second.headers, swahili);
    expect(next.lessons.map((l) => l.lesson.id)).toEqual(courseOrder.slice(10, 20));
  });

  it('moves on once a lesson is completed through the answer routes', async () => {
    const { headers } = await signUp(app);
    const made = await download(headers, swahili);
    await play(headers, made, 0);
    const after = await download(headers, swahili);
    expect(after.lessons[0]?.lesson.id).toBe(courseOrder[1]);
    expect(after.lessons[0]?.lesson.status).toBe('available');
    expect(after.lessons.map((l) => l.lesson.id)).toEqual(courseOrder.slice(1, 11));
  });

  it('gives the server’s verdict on the device for typos in English, with only the words the key carries', async () => {
    const { headers } = await signUp(app);
    const made = await download(headers, swahili);
    const lesson = made.lessons[0];
    const goodbye = lesson?.lesson.exercises.find((e) => e.into === 'english' && e.source === 'Kwaheri');
    const key = goodbye && lesson?.keys[goodbye.id];
    if (!lesson || !goodbye || !key) throw new Error('no Kwaheri exercise');
    const attemptId = await startLesson(headers, lesson.lesson.id);
    const server = await check(headers, goodbye.id, attemptId, 'goodbe', 'goodbe-typo-1');
    expect(server.body.data.result).toBe('typo');
    expect(onDevice(made, goodbye, key, 'goodbe')).toBe('typo');

    // Every English exercise of the package, with each accepted word swapped for each word one typo
    // away (real words and not): the device and the server's grader agree.
    const rowOf = (exercise: Exercise, k: OfflineKey) =>
      ({ type: exercise.type, payload: exercise, solution: k }) as unknown as ExerciseRow;
    let compared = 0;
    for (const { lesson: each, keys } of made.lessons) {
      for (const exercise of each.exercises.filter((e) => e.into === 'english' && e.type !== 'word_bank')) {
        const k = keys[exercise.id];
        if (!k) continue;
        for (const accepted of k.answers ?? []) {
          const words = accepted.split(' ');
          words.forEach((word, i) => {
            const bare = word.toLowerCase().replace(/[^a-z']/gu, '');
            const near = (k.english_words ?? []).filter((w) => oneEdit(w, bare));
            const typos = [...near, bare.slice(0, -1), `${bare}s`, `x${bare.slice(1)}`];
            for (const typo of typos) {
              const typed = words.map((w, j) => (j === i ? typo : w)).join(' ');
              const server = gradeExercise(rowOf(exercise, k), typed, {
                locale: 'sw',
                courseWords: new Set(made.course_words),
                isEnglishWord,
              }).verdict;
              expect({ typed, verdict: onDevice(made, exercise, k, typed) }).toEqual({ typed, verdict: server });
              compared += 1;
            }
          });
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('keys English answers with the words the server’s list would meet: here and there, drink and drank', () => {
    const cases: [string[], string, Verdict][] = [
      [['I am here'], 'I am there', 'wrong'],
      [['I am here'], 'I am heer', 'typo'],
      [['I drink water'], 'I drank water', 'wrong'],
      [['I drink water'], 'I drimk water', 'typo'],
      [['Goodbye'], 'Goodbe', 'typo'],
      [['Goodbye', 'Bye'], 'goodbey', 'typo'],
      [["It's here"], 'Its there', 'wrong'],
      [['I want to go'], 'I went to go', 'wrong'],
    ];
    for (const [answers, typed, expected] of cases) {
      const row = { type: 'translate', payload: { into: 'english' }, solution: { answers }, explanation: null };
      const key = offlineKey(row as unknown as ExerciseRow, isEnglishWord);
      const words = key.english_words ?? [];
      const context = { locale: 'sw', courseWords: new Set<string>() };
      const exercise = { type: 'translate' as const, payload: { into: 'english' as const }, solution: key };
      const device = gradeExercise(exercise, typed, { ...context, isEnglishWord: (w) => words.includes(w) });
      const server = gradeExercise(row as unknown as ExerciseRow, typed, { ...context, isEnglishWord });
      expect({ typed, device: device.verdict, server: server.verdict }).toEqual({
        typed,
        device: expected,
        server: expected,
      });
    }
  });

  it('gives an empty download for a language without lessons and a finished course', async () => {
    const { headers, userId } = await signUp(app);
    const [empty] = await database.db
      .insert(languages)
      .values({ code: 'xh', name: 'Xhosa', nativeName: 'isiXhosa', description: 'Not written yet.' })
      .returning();
    const made = await download(headers, empty?.id ?? '');
    expect(made).toMatchObject({ lessons: [], practice: null, clips: [], course_words: [] });
    expect(await summary(headers, empty?.id ?? '')).toEqual({
      lessons: 0,
      practice_exercises: 0,
      clips: 0,
      bytes: made.bytes,
    });

    // Every Afrikaans lesson completed: nothing left to download.
    const afrikaans = courses.find((c) => c.code === 'af')?.id ?? '';
    const done = await database.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(units, eq(units.id, lessons.unitId))
      .where(inArray(units.languageId, [afrikaans]));
    await database.db.insert(lessonCompletions).values(done.map(({ id }) => ({ userId, lessonId: id })));
    expect((await download(headers, afrikaans)).lessons).toEqual([]);
  });

  it('limits downloads per learner, with Retry-After', async () => {
    const { headers } = await signUp(app);
    const [empty] = await database.db
      .insert(languages)
      .values({ code: 'nr', name: 'Ndebele', nativeName: 'isiNdebele', description: 'Not written yet.' })
      .returning();
    const url = `/api/offline/course/${empty?.id ?? ''}`;
    for (let i = 0; i < 20; i += 1) expect((await call('POST', url, headers)).status).toBe(200);
    const limited = await call('POST', url, headers);
    expect(limited.status).toBe(429);
    expect(limited.raw.headers['retry-after']).toBeDefined();
    // Another learner is not limited by the first.
    expect((await call('POST', url, (await signUp(app)).headers)).status).toBe(200);
  });
});
