import { join } from 'node:path';
import type { CheckResult, CourseUnit, Lesson } from '@roots/shared/contracts/learning';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAID_REPLAYS_PER_DAY } from '@roots/shared/domain/learning';
import {
  coinLedger,
  leagueMembers,
  learnerStats,
  lessonAttempts,
  lessons,
  notifications,
  users,
  xpLedger,
} from '../../db/schema.ts';
import { send, signUp as signUpLearner } from '../../test/factories.ts';
import { rightAnswers } from '../../test/fixture-answers.ts';
import { createTestApp } from '../../test/helper.ts';
import { importCourses } from '../content/content.import.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
const PASSWORD = 'Karibu!2026a';

interface Envelope<T> {
  data: T;
}

describe('learning API', async () => {
  const { app, database } = await createTestApp({ importContent: true, contentDir: fixtures });
  const signUp = async (email: string) => (await signUpLearner(app, { email, password: PASSWORD })).headers;
  const get = async <T>(url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).json<Envelope<T>>().data;

  const [swahili] = await get<{ id: string; code: string }[]>('/api/language');
  const languageId = swahili?.id ?? '';
  const map = await get<CourseUnit[]>(`/api/unit/${languageId}`);
  const [first, second] = map[0]?.lessons ?? [];
  const firstId = first?.id ?? '';
  const secondId = second?.id ?? '';

  const check = (
    headers: Record<string, string>,
    exerciseId: string,
    attemptId: string,
    answer: unknown,
    key?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/exercise/check/${exerciseId}`,
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { lesson_attempt_id: attemptId, answer },
    });
  const start = async (headers: Record<string, string>, lessonId: string) =>
    (await app.inject({ method: 'POST', url: `/api/lesson/start/${lessonId}`, headers })).json<
      Envelope<{ lesson_attempt_id: string }>
    >().data.lesson_attempt_id;

  /**
   * Plays a whole lesson with right answers and returns its summary: as a script would, or, with
   * `asPerson`, as if it had taken a minute (its start moved back), as fast as a person plays.
   */
  const finish = async (headers: Record<string, string>, lessonId: string, { asPerson = false } = {}) => {
    const lesson = await get<Lesson>(`/api/lesson/${lessonId}`, headers);
    const answers = rightAnswers(lesson);
    const attemptId = await start(headers, lessonId);
    if (asPerson) {
      await database.db
        .update(lessonAttempts)
        .set({ startedAt: new Date(Date.now() - 60_000) })
        .where(eq(lessonAttempts.id, attemptId));
    }
    let last: CheckResult | undefined;
    for (const exercise of lesson.exercises) {
      last = (await check(headers, exercise.id, attemptId, answers.get(exercise.id))).json<Envelope<CheckResult>>()
        .data;
    }
    return last?.attempt.summary;
  };
  const startPractice = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/practice/start', headers, payload: { language_id: languageId } });

  it('lists the course with the first lesson open and the rest locked, signed out or in', async () => {
    expect(swahili).toMatchObject({ code: 'sw', total_lessons: 2, enrolled: false });
    expect(map[0]?.lessons.map((l) => l.status)).toEqual(['available', 'locked']);
    const facts = await get<{ title: string }[]>(`/api/fact/${languageId}`);
    expect(facts.map((f) => f.title)).toEqual(['Hakuna matata', 'Haraka haraka haina baraka']);
    expect((await app.inject({ method: 'GET', url: '/api/unit/1%20OR%201=1' })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/fact/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });

  it('sends exercises without their answers', async () => {
    const headers = await signUp('amani@example.com');
    const response = await app.inject({ method: 'GET', url: `/api/lesson/${firstId}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/solution|answers|"answer"|asubuhi|"pairs"/);
    const lesson = response.json<Envelope<Lesson>>().data;
    expect(lesson.exercises.map((e) => e.type)).toEqual(['select', 'translate', 'word_bank', 'match_pairs']);
  });

  it('refuses to start a locked lesson', async () => {
    const headers = await signUp('baraka@example.com');
    const response = await app.inject({ method: 'POST', url: `/api/lesson/start/${secondId}`, headers });
    expect(response.statusCode).toBe(403);
  });

  it('runs a whole lesson: typo forgiven, XP, coins, streak credited once, next lesson opens, resume state', async () => {
    const headers = await signUp('chausiku@example.com');
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const answers = rightAnswers(lesson);
    const attemptId = await start(headers, firstId);
    // Starting again resumes the same attempt.
    expect(await start(headers, firstId)).toBe(attemptId);

    const [select, translate, wordBank, match] = lesson.exercises;
    const results: CheckResult[] = [];
    for (const [exercise, answer] of [
      [select, answers.get(select?.id ?? '')],
      [translate, 'Habari za asubui'],
      [wordBank, answers.get(wordBank?.id ?? '')],
    ] as const) {
      const response = await check(headers, exercise?.id ?? '', attemptId, answer);
      expect(response.statusCode).toBe(200);
      results.push(response.json<Envelope<CheckResult>>().data);
    }
    expect(results[1]).toMatchObject({
      correct: true,
      result: 'typo',
      expected: 'Habari za asubuhi',
      note: 'Almost! Watch the spelling.',
    });
    expect(results[2]?.combo).toMatchObject({ consecutive_correct_answers: 3, status: '2 more correct for level 1' });
    expect(results[2]?.hearts.heart_count).toBe(5);

    // Resume after a reload: three done, one to go.
    const state = await get<{ correct_exercise_ids: string[]; status: string }>(
      `/api/lesson/attempt/${attemptId}`,
      headers,
    );
    expect(state.correct_exercise_ids).toHaveLength(3);
    expect(state.status).toBe('active');

    const final = await check(headers, match?.id ?? '', attemptId, answers.get(match?.id ?? ''));
    const done = final.json<Envelope<CheckResult>>().data;
    expect(done.attempt.status).toBe('completed');
    expect(done.attempt.summary).toMatchObject({
      xp: 15,
      xp_breakdown: { lesson: 10, perfect_bonus: 5, combo_bonus: 0, boost_bonus: 0 },
      coins: 10,
      accuracy: 100,
      perfect: true,
      streak: { current: 1, extended: true },
      replay: false,
      hearts_gained: 0,
    });
    // The same final answer again: the recorded result, nothing credited twice.
    const again = await check(headers, match?.id ?? '', attemptId, answers.get(match?.id ?? ''));
    expect(again.json<Envelope<CheckResult>>().data.attempt.summary).toEqual(done.attempt.summary);
    expect(await get<number>('/api/user/xp', headers)).toBe(15);
    const stats = await get<{ coins: number; xp_today: number; streak: { current_streak: number } }>(
      '/api/user/stats',
      headers,
    );
    expect(stats).toMatchObject({ coins: 60, xp_today: 15, streak: { current_streak: 1 } });
    const units = await get<CourseUnit[]>(`/api/unit/${languageId}`, headers);
    expect(units[0]?.lessons.map((l) => l.status)).toEqual(['completed', 'available']);
    const progress = await get<{ completed_lessons: number; percent: number; next_lesson_id: string }>(
      `/api/language/progress/${languageId}`,
      headers,
    );
    expect(progress).toMatchObject({ completed_lessons: 1, percent: 50, next_lesson_id: secondId });
    expect((await get<{ code: string }[]>('/api/user/languages', headers)).map((l) => l.code)).toEqual(['sw']);
  });

  it('queues a tone note or typo for review without a heart, so the spelling is drilled again', async () => {
    const headers = await signUp('zawadi@example.com');
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const attemptId = await start(headers, firstId);
    const translate = lesson.exercises[1];
    const slip = (await check(headers, translate?.id ?? '', attemptId, 'Habari za asubui')).json<
      Envelope<CheckResult>
    >().data;
    expect(slip).toMatchObject({ correct: true, result: 'typo', hearts: { heart_count: 5 } });
    expect(await get(`/api/practice?language_id=${languageId}`, headers)).toMatchObject({ due: 1, total: 1 });
    const session = (await startPractice(headers)).json<Envelope<{ exercises: { id: string }[] }>>().data;
    expect(session.exercises.map((e) => e.id)).toEqual([translate?.id]);
  });

  it('pays a replayed lesson a third of its XP and no coins, however often a script replays it', async () => {
    const headers = await signUp('replay@example.com');
    expect(await finish(headers, firstId)).toMatchObject({ xp: 15, coins: 10, replay: false });
    const replays = [];
    for (let i = 0; i < 6; i += 1) replays.push(await finish(headers, firstId, { asPerson: true }));
    for (const summary of replays) {
      expect(summary).toMatchObject({
        xp: 3,
        xp_breakdown: { lesson: 3, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
        coins: 0,
        replay: true,
        // The replays crossed the daily goal of 20 XP: goal coins come only with first completions.
        daily_goal_reached: false,
        streak: { current: 1, extended: false },
      });
    }
    const stats = await get<{ xp_total: number; coins: number }>('/api/user/stats', headers);
    expect(stats).toMatchObject({ xp_total: 15 + 6 * 3, coins: 60 });

    // The next first completion pays the daily goal the replays' XP already reached.
    expect(await finish(headers, secondId)).toMatchObject({
      replay: false,
      coins: 20,
      daily_goal_reached: true,
    });
    expect(await get<{ coins: number }>('/api/user/stats', headers)).toMatchObject({ coins: 80 });
    expect((await finish(headers, secondId))?.coins).toBe(0);
    // Reaching the goal is a notification, made once with the coins.
    const { notifications } = await get<{ notifications: { kind: string; title: string }[] }>(
      '/api/notifications',
      headers,
    );
    expect(notifications.filter((n) => n.kind === 'daily-goal')).toEqual([
      expect.objectContaining({ title: 'Daily goal reached' }),
    ]);
  });

  it(`pays replays only at a person's pace and at most ${String(PAID_REPLAYS_PER_DAY)} a day: a script's farm earns nothing more`, async () => {
    const headers = await signUp('farm@example.com');
    await finish(headers, firstId);
    // Answered in milliseconds: nobody plays a lesson that fast.
    expect(await finish(headers, firstId)).toMatchObject({ xp: 0, coins: 0, replay: true, streak: { current: 1 } });
    const paid = [];
    for (let i = 0; i < PAID_REPLAYS_PER_DAY + 3; i += 1)
      paid.push((await finish(headers, firstId, { asPerson: true }))?.xp);
    expect(paid).toEqual([...Array<number>(PAID_REPLAYS_PER_DAY).fill(3), 0, 0, 0]);
    const stats = await get<{ xp_total: number }>('/api/user/stats', headers);
    expect(stats.xp_total).toBe(15 + PAID_REPLAYS_PER_DAY * 3);
  });

  it('pays a streak milestone once, with its notification, on the day the streak reaches 7', async () => {
    const headers = await signUp('milestone@example.com');
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'milestone@example.com'));
    // Six days in a row, the last one yesterday (the account's time zone is UTC).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await database.db
      .update(learnerStats)
      .set({ currentStreak: 6, longestStreak: 6, lastStreakDay: yesterday })
      .where(eq(learnerStats.userId, user?.id ?? ''));

    expect(await finish(headers, firstId)).toMatchObject({ coins: 10 + 25, streak: { current: 7, extended: true } });
    expect(await finish(headers, secondId)).toMatchObject({ streak: { current: 7, extended: false } });
    const { notifications } = await get<{ notifications: { kind: string; title: string; message: string }[] }>(
      '/api/notifications',
      headers,
    );
    expect(notifications.filter((n) => n.kind === 'streak-milestone')).toEqual([
      expect.objectContaining({
        title: '7-day streak!',
        message: 'You have learned 7 days in a row and earned 25 coins. Keep it going!',
      }),
    ]);
  });

  it('pays the daily goal but records no notification of the kinds the learner muted', async () => {
    const headers = await signUp('quiet@example.com');
    const muted = await send(app, 'PATCH', '/api/user/profile', headers, {
      muted_notifications: ['daily-goal', 'hearts-full'],
    });
    expect(muted.statusCode).toBe(200);
    // A wrong answer schedules no "hearts full again"; the lessons pay the goal's coins all the same.
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const wrong = lesson.exercises[0]?.options?.find((o) => o.text === 'kwaheri')?.id;
    expect((await check(headers, lesson.exercises[0]?.id ?? '', await start(headers, firstId), wrong)).statusCode).toBe(
      200,
    );
    await finish(headers, firstId);
    expect(await finish(headers, secondId)).toMatchObject({ daily_goal_reached: true });
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'quiet@example.com'));
    const recorded = await database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, user?.id ?? ''));
    expect(recorded).toEqual([]);
  });

  it('costs one heart for a wrong answer, once per Idempotency-Key, and asks it again at the end', async () => {
    const headers = await signUp('dalila@example.com');
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const attemptId = await start(headers, firstId);
    const select = lesson.exercises[0];
    const wrong = select?.options?.find((o) => o.text === 'kwaheri')?.id;
    const first = await check(headers, select?.id ?? '', attemptId, wrong, 'key-0001-abcdef');
    const repeat = await check(headers, select?.id ?? '', attemptId, wrong, 'key-0001-abcdef');
    expect(first.json<Envelope<CheckResult>>().data).toMatchObject({
      correct: false,
      expected: 'jambo',
      hearts: { heart_count: 4 },
    });
    expect(repeat.json()).toEqual(first.json());
    const state = await get<{
      retry_exercise_ids: string[];
      hearts: { heart_count: number; next_heart_regen: string };
    }>(`/api/lesson/attempt/${attemptId}`, headers);
    expect(state.retry_exercise_ids).toEqual([select?.id]);
    expect(state.hearts.heart_count).toBe(4);
    expect(state.hearts.next_heart_regen).not.toBeNull();
    // The profile shows the same hearts, not a stub of 5 of 5.
    const profile = await get<{ hearts: { heart_count: number; next_heart_regen: string | null } }>(
      '/api/user/profile',
      headers,
    );
    expect(profile.hearts).toEqual({ ...state.hearts, max_heart: 5, regeneration_rate: 30 });
  });

  it('places the learner in this week’s league as soon as a lesson earns XP', async () => {
    const { headers, userId } = await signUpLearner(app);
    const places = () => database.db.select().from(leagueMembers).where(eq(leagueMembers.userId, userId));
    expect(await places()).toEqual([]);
    await finish(headers, firstId);
    // Placed right after the response, which does not wait for it.
    await app.whenIdle();
    expect(await places()).toMatchObject([{ tier: 0, groupNo: 1 }]);
  });

  it('schedules one "hearts full again" notification for when regeneration fills them, withdrawn by a refill', async () => {
    const { headers, userId } = await signUpLearner(app);
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const attemptId = await start(headers, firstId);
    const select = lesson.exercises[0];
    const wrong = select?.options?.find((o) => o.text === 'kwaheri')?.id;
    const scheduled = () =>
      database.db
        .select({ at: notifications.createdAt, title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, userId));
    await check(headers, select?.id ?? '', attemptId, wrong);
    const [first] = await scheduled();
    expect(first?.title).toBe('Your hearts are full again');
    // Not shown before its time.
    expect((await get<{ notifications: unknown[] }>('/api/notifications', headers)).notifications).toEqual([]);
    await check(headers, select?.id ?? '', attemptId, wrong);
    const second = await scheduled();
    // Still one, now a heart's regeneration later.
    expect(second).toHaveLength(1);
    expect((second[0]?.at.getTime() ?? 0) - (first?.at.getTime() ?? 0)).toBe(30 * 60_000);
    await database.db.update(learnerStats).set({ coins: 500 }).where(eq(learnerStats.userId, userId));
    const refill = await send(app, 'POST', '/api/store/purchase', headers, { item_id: 'heart-refill' });
    expect(refill.statusCode).toBe(200);
    expect(await scheduled()).toEqual([]);
  });

  it('costs no heart for wrong answers during the Premium trial, and hearts count again when it ends', async () => {
    const headers = await signUp('premium-trial@example.com');
    expect((await app.inject({ method: 'POST', url: '/api/store/premium/trial', headers })).statusCode).toBe(200);
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const attemptId = await start(headers, firstId);
    const select = lesson.exercises[0];
    const wrong = select?.options?.find((o) => o.text === 'kwaheri')?.id;
    for (let i = 0; i < 6; i += 1) {
      const answer = await check(headers, select?.id ?? '', attemptId, wrong);
      expect(answer.json<Envelope<CheckResult>>().data).toMatchObject({ correct: false, hearts: { heart_count: 5 } });
    }
    await app.inject({ method: 'DELETE', url: '/api/store/premium/trial', headers });
    const after = await check(headers, select?.id ?? '', attemptId, wrong);
    expect(after.json<Envelope<CheckResult>>().data).toMatchObject({ hearts: { heart_count: 4 } });
  });

  it('never goes below zero hearts under parallel wrong answers, then ends the attempt', async () => {
    const headers = await signUp('eshe@example.com');
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const attemptId = await start(headers, firstId);
    const select = lesson.exercises[0];
    const wrong = select?.options?.find((o) => o.text === 'asante')?.id;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        check(headers, select?.id ?? '', attemptId, wrong, `parallel-${String(i)}-key`),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409 || c === 403)).toBe(true);
    const hearts = await get<{ heart_count: number }>('/api/user/check-heart', headers);
    expect(hearts.heart_count).toBe(0);
    const state = await get<{ status: string }>(`/api/lesson/attempt/${attemptId}`, headers);
    expect(state.status).toBe('failed');
    const restart = await app.inject({ method: 'POST', url: `/api/lesson/start/${firstId}`, headers });
    expect(restart.statusCode).toBe(403);
    expect(restart.json()).toMatchObject({ error: { code: 'OUT_OF_HEARTS' } });
  });

  it('credits a completion once when the final answer is sent many times in parallel', async () => {
    const headers = await signUp('faraji@example.com');
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const answers = rightAnswers(lesson);
    const attemptId = await start(headers, firstId);
    const [last, ...rest] = [...lesson.exercises].reverse();
    for (const exercise of rest) await check(headers, exercise.id, attemptId, answers.get(exercise.id));
    const finals = await Promise.all(
      Array.from({ length: 6 }, () => check(headers, last?.id ?? '', attemptId, answers.get(last?.id ?? ''))),
    );
    expect(finals.every((r) => r.statusCode === 200)).toBe(true);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'faraji@example.com'));
    const xpRows = await database.db
      .select()
      .from(xpLedger)
      .where(eq(xpLedger.userId, user?.id ?? ''));
    expect(xpRows).toHaveLength(1);
    const coinRows = await database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.userId, user?.id ?? ''));
    expect(coinRows.map((r) => r.source).sort()).toEqual(['lesson', 'sign-up']);
  });

  it("hides other learners' attempts and refuses answers that are not for the exercise", async () => {
    const owner = await signUp('gathoni@example.com');
    const other = await signUp('hamisi@example.com');
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, owner);
    const attemptId = await start(owner, firstId);
    const select = lesson.exercises[0];
    expect(
      (await app.inject({ method: 'GET', url: `/api/lesson/attempt/${attemptId}`, headers: other })).statusCode,
    ).toBe(404);
    expect((await check(other, select?.id ?? '', attemptId, 'o1')).statusCode).toBe(404);
    expect((await check(owner, select?.id ?? '', attemptId, 'not-an-option')).statusCode).toBe(400);
    expect((await check(owner, select?.id ?? '', attemptId, { $ne: 1 })).statusCode).toBe(400);
    const wordBank = lesson.exercises[2];
    const tile = wordBank?.tiles?.[0]?.id;
    expect((await check(owner, wordBank?.id ?? '', attemptId, [tile, tile])).statusCode).toBe(400);
    const noAttempt = await send(app, 'POST', `/api/exercise/check/${select?.id ?? ''}`, owner, { answer: 'o1' });
    expect(noAttempt.statusCode).toBe(400);
    // None of this cost a heart.
    expect((await get<{ heart_count: number }>('/api/user/check-heart', owner)).heart_count).toBe(5);
  });

  it('practises what went wrong without costing hearts, gives one back, and pays 10 XP then 5 a day', async () => {
    const headers = await signUp('jabari@example.com');
    const none = await startPractice(headers);
    expect(none.statusCode).toBe(404);
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const attemptId = await start(headers, firstId);
    const select = lesson.exercises[0];
    const wrong = select?.options?.find((o) => o.text === 'kwaheri')?.id;
    const right = select?.options?.find((o) => o.text === 'jambo')?.id;
    await check(headers, select?.id ?? '', attemptId, wrong);
    expect(await get<{ total: number }>(`/api/practice?language_id=${languageId}`, headers)).toMatchObject({
      total: 1,
    });

    const practise = async () => {
      const response = await startPractice(headers);
      const session =
        response.json<Envelope<{ attempt: { lesson_attempt_id: string; kind: string }; exercises: { id: string }[] }>>()
          .data;
      expect(session.attempt.kind).toBe('practice');
      expect(session.exercises.map((e) => e.id)).toEqual([select?.id]);
      return session.attempt.lesson_attempt_id;
    };
    const first = await practise();
    const miss = (await check(headers, select?.id ?? '', first, wrong)).json<Envelope<CheckResult>>().data;
    expect(miss).toMatchObject({ correct: false, hearts: { heart_count: 4 } });
    const done = (await check(headers, select?.id ?? '', first, right)).json<Envelope<CheckResult>>().data;
    expect(done.attempt).toMatchObject({ status: 'completed', summary: { xp: 10 } });
    expect(done.hearts.heart_count).toBe(5);

    const second = await practise();
    const again = (await check(headers, select?.id ?? '', second, right)).json<Envelope<CheckResult>>().data;
    expect(again.attempt.summary?.xp).toBe(5);
    // A practice exercise is not part of the lesson attempt, and the other way round.
    expect((await check(headers, lesson.exercises[1]?.id ?? '', second, 'x')).statusCode).toBe(404);

    // Right twice, the exercise is learned and scheduled for a later day: nothing is due now.
    expect(await get(`/api/practice?language_id=${languageId}`, headers)).toMatchObject({ due: 0, total: 1 });
    const notDue = await startPractice(headers);
    expect(notDue.statusCode).toBe(404);
    expect(notDue.json()).toMatchObject({
      error: {
        code: 'NOT_FOUND',
        message: 'Nothing is due for review right now. Each exercise comes back when it is time to review it.',
      },
    });
  });

  it('pays XP and a heart back for three practice sessions a day, then practice still works but pays nothing', async () => {
    const headers = await signUp('kito@example.com');
    const lesson = await get<Lesson>(`/api/lesson/${firstId}`, headers);
    const select = lesson.exercises[0];
    const wrong = select?.options?.find((o) => o.text === 'kwaheri')?.id;
    const right = select?.options?.find((o) => o.text === 'jambo')?.id;
    const attemptId = await start(headers, firstId);
    for (const key of ['cap-key-0001', 'cap-key-0002', 'cap-key-0003', 'cap-key-0004'])
      await check(headers, select?.id ?? '', attemptId, wrong, key);
    expect((await get<{ heart_count: number }>('/api/user/check-heart', headers)).heart_count).toBe(1);
    expect(await get(`/api/practice?language_id=${languageId}`, headers)).toMatchObject({ due: 1, rewarded_left: 3 });

    const summaries = [];
    for (let i = 0; i < 5; i += 1) {
      const session = (await startPractice(headers)).json<Envelope<{ attempt: { lesson_attempt_id: string } }>>().data;
      const id = session.attempt.lesson_attempt_id;
      // Wrong first, then right: the exercise stays a recent mistake, so practice can go on.
      await check(headers, select?.id ?? '', id, wrong);
      const done = (await check(headers, select?.id ?? '', id, right)).json<Envelope<CheckResult>>().data;
      expect(done.attempt.status).toBe('completed');
      summaries.push({ xp: done.attempt.summary?.xp, hearts: done.hearts.heart_count });
    }
    expect(summaries).toEqual([
      { xp: 10, hearts: 2 },
      { xp: 5, hearts: 3 },
      { xp: 5, hearts: 4 },
      { xp: 0, hearts: 4 },
      { xp: 0, hearts: 4 },
    ]);
    expect(await get(`/api/practice?language_id=${languageId}`, headers)).toMatchObject({ rewarded_left: 0 });
    expect(await get<number>('/api/user/xp', headers)).toBe(20);
  });

  it('onboards: enrols, sets the goal, marks the profile, answers the first lesson', async () => {
    const headers = await signUp('imani@example.com');
    expect((await get<{ onboarded: boolean }>('/api/user/profile', headers)).onboarded).toBe(false);
    const response = await send(app, 'POST', '/api/user/onboarding', headers, {
      language_id: languageId,
      daily_goal: 30,
    });
    expect(response.json()).toMatchObject({ data: { next_lesson_id: firstId } });
    expect(await get<{ onboarded: boolean; daily_goal: number }>('/api/user/profile', headers)).toMatchObject({
      onboarded: true,
      daily_goal: 30,
    });
    const bad = await send(app, 'POST', '/api/user/onboarding', headers, { language_id: languageId, daily_goal: 15 });
    expect(bad.statusCode).toBe(400);
  });

  it('imports again without touching what an admin edited, and skips an unchanged course', async () => {
    await database.db.update(lessons).set({ title: 'Edited by an admin' }).where(eq(lessons.id, firstId));
    const [report] = await importCourses(database.db, fixtures);
    expect(report?.skipped).toBe(true);
    await database.db.execute(sql`update languages set content_hash = null`);
    const [forced] = await importCourses(database.db, fixtures);
    expect(forced).toMatchObject({ skipped: false, lessons: 0, exercises: 0, facts: 0 });
    const [row] = await database.db.select().from(lessons).where(eq(lessons.id, firstId));
    expect(row?.title).toBe('Edited by an admin');
  });
});
