import type { CheckResult, CourseUnit, Exercise, Lesson } from '@roots/shared/contracts/learning';
import { describe, expect, it } from 'vitest';
import type { AdminExercise, ReportGroup } from '@roots/shared/contracts/management';
import { signUp, signUpAdmin } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { readFixtureCourses } from '../../test/read-fixture.ts';

interface Envelope<T> {
  data: T;
}

/** A read exercise through the API: served with its passage and no answer, graded as a choice. */
describe('read exercises', async () => {
  const { app, config } = await createTestApp({
    env: { ADMIN_EMAIL: 'editor@example.com' },
    importContent: true,
    contentDir: readFixtureCourses(),
  });
  const admin = (await signUpAdmin(app, config.dataDir, { email: 'editor@example.com' })).headers;
  const get = async <T>(url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).json<Envelope<T>>().data;
  const [swahili] = await get<{ id: string }[]>('/api/language');
  const languageId = swahili?.id ?? '';
  const [hello] = (await get<CourseUnit[]>(`/api/unit/${languageId}`))[0]?.lessons ?? [];

  const readExercise = async (headers: Record<string, string>) => {
    const lesson = await get<Lesson>(`/api/lesson/${hello?.id ?? ''}`, headers);
    const exercise = lesson.exercises.find((e) => e.type === 'read');
    if (!exercise) throw new Error('the lesson has no read exercise');
    return exercise;
  };
  const start = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: `/api/lesson/start/${hello?.id ?? ''}`, headers })).json<
      Envelope<{ lesson_attempt_id: string }>
    >().data.lesson_attempt_id;
  const check = (headers: Record<string, string>, exercise: Exercise, attemptId: string, answer: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/exercise/check/${exercise.id}`,
      headers,
      payload: { lesson_attempt_id: attemptId, answer },
    });
  const optionId = (exercise: Exercise, text: string) => exercise.options?.find((o) => o.text === text)?.id;

  it('serves the passage as lines, the question and four options, and nothing that tells the answer', async () => {
    const { headers } = await signUp(app);
    const exercise = await readExercise(headers);
    expect(exercise).toMatchObject({
      prompt: 'Read, then answer',
      passage: [
        { speaker: 'Amina', text: 'Jambo, Juma!' },
        { speaker: 'Juma', text: 'Jambo! Asante sana.' },
        { text: 'Amina anasema kwaheri.' },
      ],
      question: 'What does Amina say at the end?',
    });
    expect(exercise.passage?.[2]).not.toHaveProperty('speaker');
    expect(exercise.options?.map((o) => o.text).sort()).toEqual(['Goodbye', 'Hello', 'Thank you', 'Very well']);
    expect(Object.keys(exercise).filter((key) => /answer|solution|explanation/u.test(key))).toEqual([]);
    expect(JSON.stringify(exercise)).not.toContain('Kwaheri means');
  });

  it('hints the passage’s words line by line, but never the meaning that is the answer', async () => {
    const { headers } = await signUp(app);
    const { passage, hints } = await readExercise(headers);
    const hinted = (line: number) =>
      (hints?.passage?.[line] ?? []).map((h) => [passage?.[line]?.text.slice(h.start, h.end), h.meanings]);
    expect(hinted(0)).toEqual([['Jambo', ['hello']]]);
    expect(hinted(1)).toEqual([
      ['Jambo', ['hello']],
      ['Asante', ['thank you']],
    ]);
    // "kwaheri" means goodbye, the answer: its hint is withheld.
    expect(hinted(2)).toEqual([]);
    expect(JSON.stringify(hints)).not.toMatch(/goodbye/iu);
  });

  it('grades the chosen option: a wrong one shows the right answer and comes back in practice, the right one is correct', async () => {
    const { headers } = await signUp(app);
    const exercise = await readExercise(headers);
    const attemptId = await start(headers);
    const wrong = (await check(headers, exercise, attemptId, optionId(exercise, 'Hello'))).json<
      Envelope<CheckResult>
    >();
    expect(wrong.data).toMatchObject({ result: 'wrong', expected: 'Goodbye', explanation: 'Kwaheri means goodbye.' });
    const right = (await check(headers, exercise, attemptId, optionId(exercise, 'Goodbye'))).json<
      Envelope<CheckResult>
    >();
    expect(right.data.result).toBe('correct');

    const practice = await app.inject({
      method: 'POST',
      url: '/api/practice/start',
      headers,
      payload: { language_id: languageId },
    });
    expect(practice.statusCode).toBe(200);
    const [again] = practice.json<Envelope<{ exercises: Exercise[] }>>().data.exercises;
    expect(again).toMatchObject({ id: exercise.id, type: 'read', question: exercise.question });
    expect(again?.passage).toHaveLength(3);
  });

  it('refuses an answer that is not one of its option ids with a 400 that says why', async () => {
    const { headers } = await signUp(app);
    const exercise = await readExercise(headers);
    const attemptId = await start(headers);
    for (const answer of ['Goodbye', 'ffffffffff', ['x']]) {
      const response = await check(headers, exercise, attemptId, answer);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(
        /option is not part of this exercise|not in the right form/u,
      );
    }
  });

  it('is created and edited in the CMS, checked as a choice when published, and comes back as written', async () => {
    const exercise = {
      type: 'read',
      prompt: 'Read, then answer',
      passage: [['Amina', 'Jambo, Juma!'], 'Juma anasema asante.'],
      question: 'What does Juma say?',
      options: ['Thank you', 'Hello', 'Goodbye'],
      answer: 'Thank you',
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/exercise',
      headers: admin,
      payload: { lesson_id: hello?.id, exercise },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Envelope<AdminExercise>>().data;
    const publish = (body: object) =>
      app.inject({ method: 'PATCH', url: `/api/exercise/${id}`, headers: admin, payload: body });
    const refused = await publish({ status: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/3 options, at least 4 needed/u);
    const edited = { ...exercise, options: [...exercise.options, 'Mother'] };
    const published = await publish({ exercise: edited, status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json<Envelope<AdminExercise>>().data).toMatchObject({
      status: 'published',
      exercise: { ...edited, options: expect.arrayContaining(edited.options) as string[] },
    });
    const badLine = await publish({ exercise: { ...edited, passage: [['Amina', 'Jambo', 'Juma']] } });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty([
      'exercise.passage.0',
    ]);
  });

  it('can be reported, and the editors see which question the report is about', async () => {
    const { headers } = await signUp(app);
    const exercise = await readExercise(headers);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/exercise/report/${exercise.id}`,
      headers,
      payload: { kind: 'answer_rejected', answer: 'Hello' },
    });
    expect(sent.statusCode).toBe(201);
    const reports = await get<ReportGroup[]>('/api/admin/reports', admin);
    expect(reports.find((group) => group.exercise_id === exercise.id)).toMatchObject({
      type: 'read',
      question: 'What does Amina say at the end?',
      // A choice: there is no typed answer to accept for everyone.
      accepts_text: false,
    });
  });
});
