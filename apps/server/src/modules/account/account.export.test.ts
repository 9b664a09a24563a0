import { join } from 'node:path';
import type { CheckResult, CourseUnit, Lesson } from '@roots/shared/contracts/learning';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

interface Envelope<T> {
  data: T;
}

/** The data download holds every learning record of the learner, and nobody else's. */
describe('data export of learning records', async () => {
  const { app } = await createTestApp({ importContent: true, contentDir: fixtures });
  const get = async <T>(url: string, headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url, headers })).json<Envelope<T>>().data;
  const post = async <T>(url: string, headers: Record<string, string>, payload?: object) =>
    (await app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })).json<Envelope<T>>().data;

  it('exports enrolments, stats, both ledgers, attempts with their answers, reviews and stored responses', async () => {
    const { headers } = await signUp(app);
    const other = await signUp(app);
    const [language] = await get<{ id: string }[]>('/api/language', headers);
    const languageId = language?.id ?? '';
    const [unit] = await get<CourseUnit[]>(`/api/unit/${languageId}`, headers);
    const lessonId = unit?.lessons[0]?.id ?? '';
    const lesson = await get<Lesson>(`/api/lesson/${lessonId}`, headers);
    const select = lesson.exercises.find((e) => e.type === 'select');
    const selectId = select?.id ?? '';
    const option = (text: string) => select?.options?.find((o) => o.text === text)?.id;

    // One wrong answer (a heart, a review item), then the right one; the rest left unfinished.
    const attempt = await post<{ lesson_attempt_id: string }>(`/api/lesson/start/${lessonId}`, headers);
    const checkUrl = `/api/exercise/check/${selectId}`;
    const wrong = await app.inject({
      method: 'POST',
      url: checkUrl,
      headers: { ...headers, 'idempotency-key': 'export-key-0001' },
      payload: { lesson_attempt_id: attempt.lesson_attempt_id, answer: option('kwaheri') },
    });
    expect(wrong.json<Envelope<CheckResult>>().data.correct).toBe(false);
    await post(checkUrl, headers, { lesson_attempt_id: attempt.lesson_attempt_id, answer: option('jambo') });
    // A practice session of the mistake: 10 XP and a heart back.
    const practice = await post<{ attempt: { lesson_attempt_id: string } }>('/api/practice/start', headers, {
      language_id: languageId,
    });
    await post(checkUrl, headers, { lesson_attempt_id: practice.attempt.lesson_attempt_id, answer: option('jambo') });
    // A problem report with the answer the learner gave, and a setting changed.
    await post(`/api/exercise/report/${selectId}`, headers, {
      kind: 'answer_rejected',
      answer: 'kwaheri',
      note: 'Also a greeting?',
    });
    await app.inject({ method: 'PATCH', url: '/api/user/profile', headers, payload: { sound_effects: false } });
    await app.inject({ method: 'PUT', url: `/api/user/languages/current/${languageId}`, headers });
    // Another learner's records stay out of this export.
    await post(`/api/lesson/start/${lessonId}`, other.headers);

    const response = await app.inject({ method: 'GET', url: '/api/user/export', headers });
    expect(response.statusCode).toBe(200);
    const data = response.json<Envelope<Record<string, unknown>>>().data;
    expect(data).toMatchObject({
      learner_stats: { hearts: { heart_count: 5, max_heart: 5 }, coins: 50, current_streak: 1 },
      enrollments: [{ language_code: 'sw', language: 'Swahili' }],
      lesson_completions: [],
      xp_ledger: [{ amount: 10, source: 'practice', attempt_id: practice.attempt.lesson_attempt_id }],
      coin_ledger: [{ amount: 50, source: 'sign-up', attempt_id: null }],
      lesson_attempts: [
        {
          id: attempt.lesson_attempt_id,
          kind: 'lesson',
          lesson_id: lessonId,
          status: 'active',
          wrong_answers: 1,
          answers: [{ exercise_id: selectId, wrong_count: 1, result: { verdict: 'correct', expected: 'jambo' } }],
        },
        {
          id: practice.attempt.lesson_attempt_id,
          kind: 'practice',
          status: 'completed',
          summary: { xp: 10, hearts_gained: 1 },
          answers: [{ exercise_id: selectId, wrong_count: 0 }],
        },
      ],
      review_items: [{ exercise_id: selectId, schedule: { reps: 2 } }],
      answer_responses: [{ response: { correct: false, expected: 'jambo', hearts: { heart_count: 4 } } }],
      problem_reports: [
        { exercise_id: selectId, kind: 'answer_rejected', answer: 'kwaheri', note: 'Also a greeting?', status: 'open' },
      ],
      sound_effects: false,
      current_language_id: languageId,
    });
    expect(data.lesson_attempts).toHaveLength(2);
    expect(response.body).not.toContain(other.userId);
    expect(response.body).not.toMatch(/argon2|password_hash|token/i);
  });
});
