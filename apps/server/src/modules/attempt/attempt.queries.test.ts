import { join } from 'node:path';
import type { CourseUnit, Lesson } from '@roots/shared/contracts/learning';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learnerStats, lessonCompletions, notifications, xpLedger } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { rightAnswers } from '../../test/fixture-answers.ts';
import { createTestApp } from '../../test/helper.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

/**
 * What a classroom's answers cost the database, counted statement by statement (BEGIN and COMMIT
 * aside): the course comes from memory, the learner's rows are locked, read in one statement and
 * written in one more, whatever the answer does (a heart lost, a lesson completed and paid); the
 * answers that complete a lesson read their rewards' context in one more.
 */
describe('statements of an answer check', async () => {
  const statements: string[] = [];
  const { app, database } = await createTestApp({
    importContent: true,
    contentDir: fixtures,
    // PostgreSQL's driver reports the transaction's BEGIN and COMMIT too; PGlite's does not.
    onQuery: (query) => !/^(begin|commit)\b/i.test(query) && statements.push(query),
  });
  // With the work started after the response (a league placement) done, so it is counted too.
  const counted = async <T>(work: () => Promise<T>) => {
    statements.length = 0;
    const result = await work();
    await app.whenIdle();
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
    expect(sent[1]).toMatch(/for update of "learner_stats"$/);
    expect(sent[3]).toMatch(/^with\s/);
    expect(sent[3]).toMatch(/answers as \(\s*insert into "attempt_answers"/);
  });

  it('sends four for a wrong one that costs a heart: its "hearts full" notification is in the write', async () => {
    const typed = lesson.exercises.find((exercise) => exercise.type === 'translate');
    const { result, sent } = await counted(() => check(typed?.id ?? '', 'nope', 'answer-wrong-1'));
    expect(result.json<{ data: { result: string } }>().data.result).toBe('wrong');
    expect(sent).toHaveLength(4);
    // The review card is read with the rest and written with the rest.
    expect(sent.filter((statement) => statement.includes('"review_items"'))).toHaveLength(2);
    const [scheduled] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.userId), eq(notifications.kind, 'hearts-full')));
    expect(scheduled?.createdAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('sends five for the answer that completes the lesson: its rewards read in one more, written with the rest', async () => {
    const right = rightAnswers(lesson);
    const [last, ...rest] = [...lesson.exercises].reverse();
    for (const exercise of rest) await check(exercise.id, right.get(exercise.id), `complete-${exercise.id}`);
    const { result, sent } = await counted(() => check(last?.id ?? '', right.get(last?.id ?? ''), 'complete-last'));
    const { attempt } = result.json<{ data: { attempt: { status: string; summary: { xp: number; coins: number } } } }>()
      .data;
    expect(attempt.status).toBe('completed');
    expect(attempt.summary.xp).toBeGreaterThan(0);
    // The session, the lock, the read, the rewards' read and the write; the league placement follows
    // the response, off the answer's path.
    const inTransaction = sent.slice(0, sent.findIndex((statement) => statement.startsWith('with')) + 1);
    expect(inTransaction).toHaveLength(5);
    expect(inTransaction[3]).toContain('"lesson_completions"');
    const [stats] = await database.db.select().from(learnerStats).where(eq(learnerStats.userId, learner.userId));
    const credited = await database.db.select().from(xpLedger).where(eq(xpLedger.userId, learner.userId));
    expect(credited.map((credit) => credit.amount)).toEqual([attempt.summary.xp]);
    expect(stats?.xpTotal).toBe(attempt.summary.xp);
    const [completion] = await database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.userId, learner.userId));
    expect(completion?.timesCompleted).toBe(1);
    // The week's first XP placed the learner in a league, after the response.
    expect(sent.slice(inTransaction.length).some((statement) => statement.includes('"league_members"'))).toBe(true);

    // A replay's completion costs as many, and the placement is not looked up again.
    const again = (
      await app.inject({ method: 'POST', url: `/api/lesson/start/${lessonId}`, headers: learner.headers })
    ).json<{ data: { lesson_attempt_id: string } }>().data.lesson_attempt_id;
    const replay = (exerciseId: string, key: string) =>
      app.inject({
        method: 'POST',
        url: `/api/exercise/check/${exerciseId}`,
        headers: { ...learner.headers, 'idempotency-key': key },
        payload: { lesson_attempt_id: again, answer: right.get(exerciseId) },
      });
    for (const exercise of rest) await replay(exercise.id, `replay-${exercise.id}`);
    const replayed = await counted(() => replay(last?.id ?? '', 'replay-last'));
    expect(
      replayed.result.json<{ data: { attempt: { summary: { replay: boolean } } } }>().data.attempt.summary.replay,
    ).toBe(true);
    expect(replayed.sent).toHaveLength(5);
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
    expect(sent.filter((statement) => statement.endsWith('for update of "learner_stats"'))).toHaveLength(1);
    // One session lookup for the four, then the lock, the read and the write.
    expect(sent).toHaveLength(4);
  });

  it('grades each answer again alone when their shared transaction fails', async () => {
    const { pupils, attempts, answerAtOnce } = await classroom(3);
    // A learner row gone missing (it never should) fails the batch's read for everyone.
    await database.db.delete(learnerStats).where(eq(learnerStats.userId, pupils[1]?.userId ?? ''));
    const { result, sent } = await counted(() => answerAtOnce((i) => attempts[i]));
    expect(result.map((response) => response.statusCode)).toEqual([200, 500, 200]);
    expect(sent.filter((statement) => statement.endsWith('for update of "learner_stats"')).length).toBeGreaterThan(1);
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
