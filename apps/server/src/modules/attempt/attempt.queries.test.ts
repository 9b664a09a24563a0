import { join } from 'node:path';
import type { CourseUnit, Lesson } from '@roots/shared/contracts/learning';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learnerStats } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

/**
 * What a classroom's answers cost the database, counted statement by statement (BEGIN and COMMIT
 * aside): the course comes from memory, the learner's rows are locked, read in one statement and
 * written in one more.
 */
describe('statements of an answer check', async () => {
  const statements: string[] = [];
  const { app, database } = await createTestApp({
    importContent: true,
    contentDir: fixtures,
    // PostgreSQL's driver reports the transaction's BEGIN and COMMIT too; PGlite's does not.
    onQuery: (query) => !/^(begin|commit)\b/i.test(query) && statements.push(query),
  });
  const counted = async <T>(work: () => Promise<T>) => {
    statements.length = 0;
    const result = await work();
    return { result, sent: [...statements] };
  };

  const learner = await signUp(app);
  const get = async <T>(url: string) =>
    (await app.inject({ method: 'GET', url, headers: learner.headers })).json<{ data: T }>().data;
  const [swahili] = await get<{ id: string }[]>('/api/language');
  const languageId = swahili?.id ?? '';
  const lessonId = (await get<CourseUnit[]>(`/api/unit/${languageId}`))[0]?.lessons[0]?.id ?? '';
  const lesson = await get<Lesson>(`/api/lesson/${lessonId}`);
  const attemptId = (
    await app.inject({ method: 'POST', url: `/api/lesson/start/${lessonId}`, headers: learner.headers })
  ).json<{ data: { lesson_attempt_id: string } }>().data.lesson_attempt_id;
  const check = (exerciseId: string, answer: unknown, key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/exercise/check/${exerciseId}`,
      headers: { ...learner.headers, 'idempotency-key': key },
      payload: { lesson_attempt_id: attemptId, answer },
    });
  const select = lesson.exercises.find((exercise) => exercise.type === 'select');
  const jambo = select?.options?.find((option) => option.text === 'jambo')?.id;

  it('sends four for a right answer: the session, the lock, one read, one write', async () => {
    const { result, sent } = await counted(() => check(select?.id ?? '', jambo, 'answer-right-1'));
    expect(result.json<{ data: { result: string } }>().data.result).toBe('correct');
    expect(sent).toHaveLength(4);
    expect(sent[1]).toMatch(/for update$/);
    expect(sent[3]).toMatch(/^with\s+answers as \(\s*insert into "attempt_answers"/);
  });

  it('sends three more for a wrong one that costs a heart: the "hearts full" notification', async () => {
    const typed = lesson.exercises.find((exercise) => exercise.type === 'translate');
    const { result, sent } = await counted(() => check(typed?.id ?? '', 'nope', 'answer-wrong-1'));
    expect(result.json<{ data: { result: string } }>().data.result).toBe('wrong');
    expect(sent).toHaveLength(7);
    // The review card is read with the rest and written with the rest.
    expect(sent.filter((statement) => statement.includes('"review_items"'))).toHaveLength(2);
  });

  it('sends three for a repeated submission: the first response comes back', async () => {
    const { result, sent } = await counted(() => check(select?.id ?? '', jambo, 'answer-right-1'));
    expect(result.statusCode).toBe(200);
    expect(sent).toHaveLength(3);
  });

  /** Pupils who each started the lesson, and their answers to its select exercise, sent at once. */
  const classroom = async (size: number) => {
    const pupils = await Promise.all(Array.from({ length: size }, () => signUp(app)));
    const attempts = await Promise.all(
      pupils.map(
        async (pupil) =>
          (await app.inject({ method: 'POST', url: `/api/lesson/start/${lessonId}`, headers: pupil.headers })).json<{
            data: { lesson_attempt_id: string };
          }>().data.lesson_attempt_id,
      ),
    );
    const answerAtOnce = (attemptOf: (i: number) => string | undefined) =>
      Promise.all(
        pupils.map((pupil, i) =>
          app.inject({
            method: 'POST',
            url: `/api/exercise/check/${select?.id ?? ''}`,
            headers: pupil.headers,
            payload: { lesson_attempt_id: attemptOf(i), answer: jambo },
          }),
        ),
      );
    return { pupils, attempts, answerAtOnce };
  };

  it('locks, reads and writes a classroom answering at once in one transaction', async () => {
    const { attempts, answerAtOnce } = await classroom(4);
    // The last pupil sends a classmate's attempt: refused, and the others are graded all the same.
    const { result, sent } = await counted(() => answerAtOnce((i) => attempts[i === 3 ? 0 : i]));
    expect(result.map((response) => response.statusCode)).toEqual([200, 200, 200, 404]);
    expect(sent.filter((statement) => statement.endsWith('for update'))).toHaveLength(1);
    // One session lookup for the four, then the lock, the read and the write.
    expect(sent).toHaveLength(4);
  });

  it('grades each answer again alone when their shared transaction fails', async () => {
    const { pupils, attempts, answerAtOnce } = await classroom(3);
    // A learner row gone missing (it never should) fails the batch's read for everyone.
    await database.db.delete(learnerStats).where(eq(learnerStats.userId, pupils[1]?.userId ?? ''));
    const { result, sent } = await counted(() => answerAtOnce((i) => attempts[i]));
    expect(result.map((response) => response.statusCode)).toEqual([200, 500, 200]);
    expect(sent.filter((statement) => statement.endsWith('for update')).length).toBeGreaterThan(1);
  });

  it('sends two for the course map: the session and the learner’s completed lessons', async () => {
    const { sent } = await counted(() => get(`/api/unit/${languageId}`));
    expect(sent).toHaveLength(2);
  });

  it('reads the course from the database again after a content change', async () => {
    app.contentChanged();
    const { sent } = await counted(() => get(`/api/unit/${languageId}`));
    expect(sent.length).toBeGreaterThan(2);
    expect((await counted(() => get(`/api/unit/${languageId}`))).sent).toHaveLength(2);
  });
});
