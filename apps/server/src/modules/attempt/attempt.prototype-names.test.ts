import { join } from 'node:path';
import type { CheckResult, CourseUnit, Language, Lesson } from '@roots/shared/contracts/learning';
import type { ReportGroup } from '@roots/shared/contracts/management';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exercises, learnerStats } from '../../db/schema.ts';
import { signUp, signUpAdmin } from '../../test/factories.ts';
import { rightAnswers } from '../../test/fixture-answers.ts';
import { createTestApp } from '../../test/helper.ts';

/**
 * Every name an object inherits, typed where the product looks words up: a lookup through a plain
 * object's prototype once turned the answer "constructor" into a 500 for every learner.
 */
const inheritedNames = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Function.prototype),
    '__proto__',
  ]),
];

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
type Method = 'GET' | 'POST' | 'PATCH';

describe('names an object inherits, as answers, accepted answers, reports, words and hints', async () => {
  const { app, database, config } = await createTestApp({
    env: { ADMIN_EMAIL: 'editor@example.com' },
    importContent: true,
    contentDir: fixtures,
  });
  const admin = (await signUpAdmin(app, config.dataDir, { email: 'editor@example.com' })).headers;
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const data = async <T>(method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    (await call(method, url, headers, payload)).json<{ data: T }>().data;

  const [swahili] = await data<Language[]>('GET', '/api/language', {});
  const languageId = swahili?.id ?? '';
  const [unit] = await data<CourseUnit[]>('GET', `/api/unit/${languageId}`, {});
  const [firstId = '', secondId = ''] = unit?.lessons.map((lesson) => lesson.id) ?? [];
  const typed = (lesson: Lesson) => lesson.exercises.filter((exercise) => exercise.type === 'translate');

  /**
   * A learner of their own for each run of answers (answers are rate-limited per learner), who has
   * played the first lesson right, so the second (a translation into English) is open.
   */
  async function newLearner() {
    const { userId, headers } = await signUp(app, {});
    await call('POST', `/api/language/enroll/${languageId}`, headers);
    const lessonOf = (id: string) => data<Lesson>('GET', `/api/lesson/${id}`, headers);
    const start = async (lessonId: string) =>
      (await data<{ lesson_attempt_id: string }>('POST', `/api/lesson/start/${lessonId}`, headers)).lesson_attempt_id;
    /** Answers with full hearts, so every answer is graded, not refused for want of hearts. */
    const answer = async (exerciseId: string, attemptId: string, given: unknown) => {
      await database.db.update(learnerStats).set({ hearts: 5 }).where(eq(learnerStats.userId, userId));
      return call('POST', `/api/exercise/check/${exerciseId}`, headers, {
        lesson_attempt_id: attemptId,
        answer: given,
      });
    };
    const first = await lessonOf(firstId);
    const attemptId = await start(firstId);
    for (const [exerciseId, given] of rightAnswers(first)) await answer(exerciseId, attemptId, given);
    return { headers, lessonOf, start, answer };
  }

  it('grades each name, alone, in capitals and in a sentence, as a wrong answer in both directions', async () => {
    for (const lessonId of [firstId, secondId]) {
      const { lessonOf, start, answer } = await newLearner();
      const lesson = await lessonOf(lessonId);
      const attemptId = await start(lessonId);
      for (const exercise of typed(lesson)) {
        for (const name of inheritedNames) {
          for (const given of [name, name.toUpperCase(), `I said ${name} twice`]) {
            const response = await answer(exercise.id, attemptId, given);
            expect([given, response.statusCode]).toEqual([given, 200]);
            expect(response.json<{ data: CheckResult }>().data.correct).toBe(false);
          }
        }
      }
    }
  });

  it('grades each name in a pair as a wrong pair, never a server error', async () => {
    const { headers, lessonOf, start } = await newLearner();
    const lesson = await lessonOf(firstId);
    const pairs = lesson.exercises.find((exercise) => exercise.type === 'match_pairs');
    const attemptId = await start(lesson.id);
    for (const name of inheritedNames) {
      const response = await call('POST', `/api/exercise/check-pair/${pairs?.id ?? ''}`, headers, {
        lesson_attempt_id: attemptId,
        left: name,
        right: name,
      });
      expect([name, response.statusCode]).toEqual([name, 400]);
    }
  });

  it('accepts a reported name only through the checks of a CMS edit, and grades the exercise afterwards', async () => {
    const { lessonOf, start, answer } = await newLearner();
    const lesson = await lessonOf(secondId);
    const [english] = typed(lesson);
    const exerciseId = english?.id ?? '';
    for (const name of inheritedNames) {
      const reporter = await signUp(app, {});
      const reported = await call('POST', `/api/exercise/report/${exerciseId}`, reporter.headers, {
        kind: 'answer_rejected',
        answer: name,
        note: name,
      });
      expect([name, reported.statusCode]).toEqual([name, 201]);
    }
    const groups = await data<ReportGroup[]>('GET', '/api/admin/reports', admin);
    const reports = groups.find((group) => group.exercise_id === exerciseId)?.reports ?? [];
    expect(reports).toHaveLength(inheritedNames.length);
    for (const report of reports) {
      const accepted = await call('POST', `/api/admin/reports/${report.id}/accept`, admin);
      expect([report.answer, accepted.statusCode]).toEqual([report.answer, expect.any(Number)]);
      expect(accepted.statusCode).toBeLessThan(500);
    }
    // An answer the exercise shows (its own source) is refused, as the CMS refuses it, and nothing changes.
    const reporter = await signUp(app, {});
    await call('POST', `/api/exercise/report/${exerciseId}`, reporter.headers, {
      kind: 'answer_rejected',
      answer: 'Kwaheri',
    });
    const [leak] = (await data<ReportGroup[]>('GET', '/api/admin/reports', admin)).flatMap((group) => group.reports);
    const refused = await call('POST', `/api/admin/reports/${leak?.id ?? ''}/accept`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /^This answer cannot be accepted: .*shows its own answer "Kwaheri"/,
    );
    expect((await lessonOf(lesson.id)).exercises).toEqual(lesson.exercises);
    const attemptId = await start(lesson.id);
    const right = rightAnswers(lesson).get(exerciseId);
    for (const given of [right, 'certainly not', ...inheritedNames]) {
      const response = await answer(exerciseId, attemptId, given);
      expect([given, response.statusCode]).toEqual([given, 200]);
    }
  });

  it('saves or refuses each name as an accepted answer, a word and a hinted sentence in the CMS, never a 5xx', async () => {
    const { headers, lessonOf, start, answer } = await newLearner();
    const lesson = await lessonOf(secondId);
    const exerciseId = typed(lesson)[0]?.id ?? '';
    for (const name of inheritedNames) {
      const edits = [
        call('PATCH', `/api/exercise/${exerciseId}`, admin, {
          exercise: {
            type: 'translate',
            prompt: 'Write this in English',
            into: 'english',
            source: `Kwaheri ${name}`,
            answers: ['Goodbye', name],
          },
        }),
        call('PATCH', `/api/lesson/${lesson.id}`, admin, {
          words: [
            ['kwaheri', 'goodbye'],
            [name, name],
            ['jambo', name],
          ],
        }),
      ];
      for (const response of await Promise.all(edits)) {
        expect([name, response.statusCode, response.body]).toEqual([name, expect.any(Number), expect.any(String)]);
        expect(response.statusCode).toBeLessThan(500);
      }
      const shown = await call('GET', `/api/lesson/${lesson.id}`, headers);
      expect([name, shown.statusCode]).toEqual([name, 200]);
      const attemptId = await start(lesson.id);
      for (const given of ['goodbye', name]) {
        const response = await answer(exerciseId, attemptId, given);
        expect([name, given, response.statusCode]).toEqual([name, given, 200]);
      }
    }
  });

  it('answers an exercise the grader cannot read with a 400 that costs nothing, and its batch neighbours as before', async () => {
    const [first, ...rest] = await Promise.all(Array.from({ length: 6 }, () => newLearner()));
    if (!first) throw new Error('no learner');
    const players = [first, ...rest];
    const lesson = await first.lessonOf(secondId);
    const exerciseId = typed(lesson)[0]?.id ?? '';
    const [row] = await database.db.select().from(exercises).where(eq(exercises.id, exerciseId));
    const attempts = await Promise.all(players.map((player) => player.start(secondId)));
    // A solution no grader can read, as a bad hand edit of the database would leave it.
    await database.db
      .update(exercises)
      .set({ solution: { answers: 42 } as unknown as NonNullable<typeof row>['solution'] })
      .where(eq(exercises.id, exerciseId));
    // Any CMS edit makes the server read its courses again, the broken solution with them.
    const reload = () => call('PATCH', `/api/lesson/${secondId}`, admin, { xp_reward: 10 });
    await reload();
    try {
      const others = lesson.exercises.filter((exercise) => exercise.id !== exerciseId);
      const right = rightAnswers(lesson);
      const responses = await Promise.all(
        players.map((player, i) =>
          i === 0
            ? player.answer(exerciseId, attempts[i] ?? '', 'goodbye')
            : player.answer(others[0]?.id ?? '', attempts[i] ?? '', right.get(others[0]?.id ?? '')),
        ),
      );
      const [broken, ...neighbours] = responses;
      expect(broken?.statusCode).toBe(400);
      expect(broken?.json<{ error: { message: string } }>().error.message).toMatch(/cost you nothing/);
      for (const response of neighbours) expect(response.json<{ data: CheckResult }>().data.correct).toBe(true);
    } finally {
      await database.db.update(exercises).set({ solution: row?.solution }).where(eq(exercises.id, exerciseId));
      await reload();
    }
  });
});
