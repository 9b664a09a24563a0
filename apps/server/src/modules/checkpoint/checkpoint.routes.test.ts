import type { CheckpointSession, CheckResult, CourseUnit, Exercise, Language } from '@roots/shared/contracts/learning';
import { normalizeAnswer } from '@roots/shared/domain/answer';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coinLedger, exercises, learnerStats, lessonCompletions, xpLedger } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

interface Envelope<T> {
  data: T;
  error?: { code: string; message: string };
}

type Headers = Record<string, string>;

function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

describe('checkpoints: testing out of a unit', async () => {
  const { app, database } = await createTestApp({ importContent: true });
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<Envelope<T>>(), raw: response.body };
  };
  const languages = (await call<Language[]>('GET', '/api/language', {})).body.data;
  const swahili = languages.find((language) => language.code === 'sw');
  const yoruba = languages.find((language) => language.code === 'yo');
  const languageId = swahili?.id ?? '';
  const courseMap = async (headers: Headers) =>
    (await call<CourseUnit[]>('GET', `/api/unit/${languageId}`, headers)).body.data;
  const units = await courseMap({});
  const unitId = (index: number) => units[index]?.id ?? '';

  /** A learner taking Swahili as their current course. */
  const learner = async () => {
    const { headers } = await signUp(app);
    await call('POST', `/api/language/enroll/${languageId}`, headers);
    return headers;
  };
  const start = (headers: Headers, unit: string) =>
    call<CheckpointSession>('POST', '/api/checkpoint/start', headers, { unit_id: unit });
  const check = (headers: Headers, attemptId: string, exerciseId: string, answer: unknown, key?: string) =>
    call<CheckResult>(
      'POST',
      `/api/exercise/check/${exerciseId}`,
      { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      { lesson_attempt_id: attemptId, answer },
    );

  /** The right answer to a drawn exercise, worked out from its solution as only a test can read it. */
  const rightAnswer = async (exercise: Exercise): Promise<unknown> => {
    const [row] = await database.db.select().from(exercises).where(eq(exercises.id, exercise.id));
    const solution = row?.solution;
    if (!solution) throw new Error('no solution');
    if (solution.option !== undefined) return solution.option;
    const accepted = solution.answers?.[0] ?? '';
    if (exercise.type !== 'word_bank') return accepted;
    const locale = exercise.into === 'english' ? 'en' : 'sw';
    const words = normalizeAnswer(accepted, locale).split(' ');
    const unused = [...(exercise.tiles ?? [])];
    const ids: string[] = [];
    for (let i = 0; i < words.length;) {
      const found = unused.findIndex((tile) => {
        const parts = normalizeAnswer(tile.text, locale).split(' ');
        return parts.every((part, k) => words[i + k] === part);
      });
      const tile = unused[found];
      if (!tile) throw new Error(`no tile for ${accepted}`);
      ids.push(tile.id);
      i += normalizeAnswer(tile.text, locale).split(' ').length;
      unused.splice(found, 1);
    }
    return ids;
  };
  /** A wrong answer of the right form, for an exercise answered by an option or typed. */
  const wrongAnswer = async (exercise: Exercise): Promise<unknown> => {
    if (exercise.options) {
      const right = await rightAnswer(exercise);
      return exercise.options.find((option) => option.id !== right)?.id;
    }
    return 'qqqq zzzz';
  };
  const answerable = (exercise: Exercise) => exercise.type !== 'word_bank';

  const totals = async (userId: string) => {
    const [stats] = await database.db.select().from(learnerStats).where(eq(learnerStats.userId, userId));
    const xp = await database.db.select().from(xpLedger).where(eq(xpLedger.userId, userId));
    const coins = await database.db.select().from(coinLedger).where(eq(coinLedger.userId, userId));
    return { xp: stats?.xpTotal, coins: stats?.coins, hearts: stats?.hearts, credits: xp.length + coins.length };
  };
  const userIdOf = async (headers: Headers) =>
    (await call<{ id: string }>('GET', '/api/user/profile', headers)).body.data.id;

  it('starts with 15 questions, mostly from the unit, none of them carrying its answer', async () => {
    const headers = await learner();
    const { status, body, raw } = await start(headers, unitId(2));
    expect(status).toBe(200);
    const session = body.data;
    expect(session.attempt).toMatchObject({ kind: 'checkpoint', status: 'active', lesson_id: null });
    expect(session.exercises).toHaveLength(15);
    expect(session.unit).toMatchObject({ id: unitId(2), title: units[2]?.title });
    expect(session.next_unit).toMatchObject({ id: unitId(3) });
    expect(session.mistakes_allowed).toBe(2);
    expect(raw).not.toMatch(/solution|"answers"|"answer"|"pairs"/);
    expect(session.exercises.map((e) => e.type)).not.toContain('match_pairs');
    expect(session.exercises.map((e) => e.type)).not.toContain('listen');
    const rows = await database.db
      .select({ lessonId: exercises.lessonId })
      .from(exercises)
      .where(
        inArray(
          exercises.id,
          session.exercises.map((e) => e.id),
        ),
      );
    const ownLessons = new Set(units[2]?.lessons.map((lesson) => lesson.id));
    expect(rows.filter((row) => ownLessons.has(row.lessonId)).length).toBeGreaterThanOrEqual(11);

    // A second tab (or a reload) resumes the same checkpoint with the same questions.
    const again = (await start(headers, unitId(2))).body.data;
    expect(again.attempt.lesson_attempt_id).toBe(session.attempt.lesson_attempt_id);
    expect(again.exercises.map((e) => e.id)).toEqual(session.exercises.map((e) => e.id));
  });

  it('passes with two mistakes: every lesson up to the unit done, no XP, coins or hearts moved, the next unit open', async () => {
    const headers = await learner();
    const userId = await userIdOf(headers);
    const before = await totals(userId);
    // Unit 3 while unit 1 is still being learnt: locked units can be tested out of.
    expect((await courseMap(headers))[2]?.lessons[0]?.status).toBe('locked');
    const session = (await start(headers, unitId(2))).body.data;
    const attemptId = session.attempt.lesson_attempt_id;
    const wrongOnes = session.exercises.filter(answerable).slice(0, 2);
    for (const exercise of wrongOnes) {
      const result = (await check(headers, attemptId, exercise.id, await wrongAnswer(exercise))).body.data;
      expect(result.correct).toBe(false);
      expect(result.attempt.status).toBe('active');
    }
    let last: CheckResult | undefined;
    for (const exercise of [...session.exercises.filter((e) => !wrongOnes.includes(e)), ...wrongOnes]) {
      const response = await check(headers, attemptId, exercise.id, await rightAnswer(exercise), `key-${exercise.id}`);
      expect(response.status).toBe(200);
      last = response.body.data;
    }
    expect(last?.attempt.status).toBe('completed');
    expect(last?.attempt.summary).toMatchObject({ xp: 0, coins: 0, replay: false, hearts_gained: 0 });
    expect(last?.attempt.wrong_answers).toBe(2);

    const map = await courseMap(headers);
    expect(map.slice(0, 3).flatMap((unit) => unit.lessons.map((lesson) => lesson.status))).toEqual(
      map.slice(0, 3).flatMap((unit) => unit.lessons.map(() => 'completed')),
    );
    expect(map[3]?.lessons.map((lesson) => lesson.status)).toEqual(
      map[3]?.lessons.map((_, i) => (i === 0 ? 'available' : 'locked')),
    );
    expect(await totals(userId)).toEqual(before);

    // The final answer replayed (its key, or another tab's new key) applies nothing twice.
    const final = present(wrongOnes[1]);
    const replay = await check(headers, attemptId, final.id, await rightAnswer(final), `key-${final.id}`);
    expect(replay.body.data).toEqual(last);
    const otherTab = await check(headers, attemptId, final.id, await rightAnswer(final), 'another-tab-key');
    expect(otherTab.body.data.attempt.status).toBe('completed');
    const completions = await database.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, userId));
    expect(completions.every((row) => row.timesCompleted === 1)).toBe(true);
    expect(await totals(userId)).toEqual(before);

    // A unit completed, by a checkpoint or by its lessons, has nothing to test out of.
    for (const index of [0, 2]) {
      const done = await start(headers, unitId(index));
      expect(done.status).toBe(409);
      expect(done.body.error?.message).toMatch(/already completed this unit/);
    }
    // Its next unit's checkpoint still starts.
    expect((await start(headers, unitId(3))).status).toBe(200);
  });

  it('leaves a lesson completed before as it was, with its count', async () => {
    const headers = await learner();
    const userId = await userIdOf(headers);
    const firstLesson = units[0]?.lessons[0]?.id ?? '';
    await database.db.insert(lessonCompletions).values({ userId, lessonId: firstLesson, timesCompleted: 3 });
    const session = (await start(headers, unitId(0))).body.data;
    for (const exercise of session.exercises) {
      await check(headers, session.attempt.lesson_attempt_id, exercise.id, await rightAnswer(exercise));
    }
    const [row] = await database.db
      .select()
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonId, firstLesson)));
    expect(row?.timesCompleted).toBe(3);
    expect((await courseMap(headers))[1]?.lessons[0]?.status).toBe('available');
  });

  it('applies a pass once when two tabs send the final answer together', async () => {
    const headers = await learner();
    const userId = await userIdOf(headers);
    const session = (await start(headers, unitId(1))).body.data;
    const attemptId = session.attempt.lesson_attempt_id;
    const rest = session.exercises.slice(0, -1);
    const final = present(session.exercises.at(-1));
    for (const exercise of rest) await check(headers, attemptId, exercise.id, await rightAnswer(exercise));
    const answer = await rightAnswer(final);
    const both = await Promise.all([
      check(headers, attemptId, final.id, answer, 'first-tab-key'),
      check(headers, attemptId, final.id, answer, 'second-tab-key'),
    ]);
    expect(both.map((response) => response.body.data.attempt.status)).toEqual(['completed', 'completed']);
    const completions = await database.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, userId));
    expect(completions).toHaveLength((units[0]?.lessons.length ?? 0) + (units[1]?.lessons.length ?? 0));
    expect(completions.every((row) => row.timesCompleted === 1)).toBe(true);
  });

  it('fails at the third mistake with a kind message, and "Try again" draws afresh', async () => {
    const headers = await learner();
    const userId = await userIdOf(headers);
    const before = await totals(userId);
    const session = (await start(headers, unitId(1))).body.data;
    const attemptId = session.attempt.lesson_attempt_id;
    const [a, b, c, d] = session.exercises.filter(answerable);
    let last: CheckResult | undefined;
    for (const exercise of [a, b, c].map(present)) {
      last = (await check(headers, attemptId, exercise.id, await wrongAnswer(exercise))).body.data;
    }
    expect(last?.attempt.status).toBe('failed');
    expect(last?.attempt.wrong_answers).toBe(3);
    const after = await check(headers, attemptId, present(d).id, await rightAnswer(present(d)));
    expect(after.status).toBe(409);
    expect(after.body.error?.message).toBe(
      'This checkpoint ended after too many mistakes. Try again for a fresh set of questions.',
    );
    // Hearts are not spent by a checkpoint's mistakes.
    expect(await totals(userId)).toEqual(before);
    expect((await courseMap(headers))[1]?.lessons[0]?.status).toBe('locked');

    const retry = (await start(headers, unitId(1))).body.data;
    expect(retry.attempt.lesson_attempt_id).not.toBe(attemptId);
    expect(retry.attempt.status).toBe('active');
  });

  it('answers 404 for a unit outside the current course, 400 for a bad id', async () => {
    const headers = await learner();
    const otherUnit = (await call<CourseUnit[]>('GET', `/api/unit/${yoruba?.id ?? ''}`, {})).body.data[0]?.id ?? '';
    const elsewhere = await start(headers, otherUnit);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error?.message).toBe('We could not find that unit in your current course.');
    expect((await start(headers, 'not-a-unit')).status).toBe(400);
    const { headers: signedOut } = { headers: {} };
    expect((await start(signedOut, unitId(0))).status).toBe(401);
  });
});
