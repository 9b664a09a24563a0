import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learnerStats, users } from '../../db/schema.ts';
import { signUp as signUpLearner } from '../../test/factories.ts';
import { rightAnswers } from '../../test/fixture-answers.ts';
import { createTestApp } from '../../test/helper.ts';
import { createLearningServices } from '../../composition.ts';
import { unitOfWork } from '../../repositories.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

/**
 * The daily streak through the service with a controlled clock: days are counted in the
 * learner's own time zone, and an equipped freeze covers one missed day.
 */
describe('daily streak across time zones and freezes', async () => {
  const { app, database } = await createTestApp({ importContent: true, contentDir: fixtures });
  let clock = new Date();
  const { course, attempts, learner } = createLearningServices({ uow: unitOfWork(database.db), now: () => clock });
  const [language] = await course.listLanguages(undefined);
  const [unit] = await course.courseMap(undefined, language?.id ?? '');
  const lessonId = unit?.lessons[0]?.id ?? '';

  const makeLearner = async (timeZone: string) => {
    const { userId } = await signUpLearner(app);
    await database.db.update(users).set({ timeZone }).where(eq(users.id, userId));
    return userId;
  };

  /** Finishes the first lesson at `at` (a replay of a completed lesson still counts the day). */
  const finishLessonAt = async (userId: string, at: string) => {
    clock = new Date(at);
    const lesson = await course.getLesson(userId, lessonId);
    const attempt = await attempts.startLesson(userId, lessonId);
    const right = rightAnswers(lesson);
    let summary;
    for (const exercise of lesson.exercises) {
      const result = await attempts.checkAnswer(
        userId,
        exercise.id,
        { lesson_attempt_id: attempt.lesson_attempt_id, answer: right.get(exercise.id) },
        undefined,
      );
      summary = result.attempt.summary;
    }
    return summary;
  };

  it('counts 23:30 and 00:30 in Nairobi as two days although they are one UTC day', async () => {
    const id = await makeLearner('Africa/Nairobi');
    // 23:30 and 00:30 in Nairobi (UTC+3) are 20:30 and 21:30 UTC on the same UTC day.
    expect((await finishLessonAt(id, '2026-05-04T20:30:00Z'))?.streak.current).toBe(1);
    expect((await finishLessonAt(id, '2026-05-04T21:30:00Z'))?.streak.current).toBe(2);
    clock = new Date('2026-05-05T12:00:00Z');
    expect(await learner.streak(id)).toMatchObject({ current_streak: 2, longest_streak: 2, today_counted: true });
  });

  it('counts two lessons at 22:00 and 02:00 UTC in Los Angeles as one day', async () => {
    const id = await makeLearner('America/Los_Angeles');
    await finishLessonAt(id, '2026-05-04T22:00:00Z');
    expect((await finishLessonAt(id, '2026-05-05T02:00:00Z'))?.streak).toMatchObject({ current: 1, extended: false });
  });

  it('resets after a missed day, but a freeze covers it and is used up', async () => {
    const id = await makeLearner('UTC');
    await finishLessonAt(id, '2026-05-01T10:00:00Z');
    await finishLessonAt(id, '2026-05-02T10:00:00Z');
    await database.db.update(learnerStats).set({ streakFreezes: 1 }).where(eq(learnerStats.userId, id));
    clock = new Date('2026-05-04T09:00:00Z');
    // The gap is covered: the streak still shows before the learner comes back.
    expect((await learner.streak(id)).current_streak).toBe(2);
    const covered = await finishLessonAt(id, '2026-05-04T10:00:00Z');
    expect(covered?.streak).toMatchObject({ current: 3, freeze_used: true });
    expect((await learner.streak(id)).streak_freezes).toBe(0);
    clock = new Date('2026-05-06T09:00:00Z');
    expect((await learner.streak(id)).current_streak).toBe(0);
    const reset = await finishLessonAt(id, '2026-05-06T10:00:00Z');
    expect(reset?.streak).toMatchObject({ current: 1, freeze_used: false });
    expect((await learner.streak(id)).longest_streak).toBe(3);
  });

  /** A learner who changes time zone the way the settings page does (PATCH /api/user/profile). */
  const makeTraveller = async (timeZone: string) => {
    const { userId, headers } = await signUpLearner(app);
    const moveTo = async (zone: string) => {
      const moved = await app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers,
        payload: { time_zone: zone },
      });
      expect(moved.statusCode).toBe(200);
    };
    await moveTo(timeZone);
    return { id: userId, moveTo };
  };

  it('adds no day for a hop east to a zone where it is already tomorrow, and one the next real day', async () => {
    const { id, moveTo } = await makeTraveller('Pacific/Honolulu');
    // 22:00 on 3 May in Honolulu (UTC−10); that day ends at 10:00 UTC on 4 May.
    expect((await finishLessonAt(id, '2026-05-04T08:00:00Z'))?.streak).toMatchObject({ current: 1, extended: true });
    await moveTo('Pacific/Kiritimati');
    // 22:30 on 4 May in Kiritimati (UTC+14), but the counted day has not ended yet.
    expect((await finishLessonAt(id, '2026-05-04T08:30:00Z'))?.streak).toMatchObject({ current: 1, extended: false });
    expect(await learner.streak(id)).toMatchObject({ current_streak: 1, today_counted: true });
    // 10:00 on 5 May in Kiritimati: the next real day.
    clock = new Date('2026-05-04T20:00:00Z');
    expect(await learner.streak(id)).toMatchObject({ current_streak: 1, today_counted: false });
    expect((await finishLessonAt(id, '2026-05-04T20:00:00Z'))?.streak).toMatchObject({ current: 2, extended: true });
    expect((await finishLessonAt(id, '2026-05-05T09:30:00Z'))?.streak).toMatchObject({ current: 2, extended: false });
    expect((await learner.stats(id)).streak).toMatchObject({ current_streak: 2, today_counted: true });
  });

  it('does not rescue a day missed in UTC+14 by a hop west to where that day has not ended', async () => {
    const { id, moveTo } = await makeTraveller('Pacific/Kiritimati');
    // 14:00 on 1 and 2 May in Kiritimati; 3 May there (10:00 UTC on 2 May to 10:00 UTC on 3 May) is missed.
    await finishLessonAt(id, '2026-05-01T00:00:00Z');
    expect((await finishLessonAt(id, '2026-05-02T00:00:00Z'))?.streak.current).toBe(2);
    clock = new Date('2026-05-03T12:00:00Z');
    expect((await learner.streak(id)).current_streak).toBe(0);
    // 01:00 on 3 May in Pago Pago (UTC−11): the day after 2 May there, but 3 May ended in Kiritimati.
    await moveTo('Pacific/Pago_Pago');
    expect(await learner.streak(id)).toMatchObject({ current_streak: 0, today_counted: false });
    expect((await finishLessonAt(id, '2026-05-03T12:00:00Z'))?.streak).toMatchObject({ current: 1, extended: true });
    expect((await learner.streak(id)).longest_streak).toBe(2);
  });

  it('lets an equipped freeze cover a day missed before a hop west, as it would without one', async () => {
    const { id, moveTo } = await makeTraveller('Pacific/Kiritimati');
    await finishLessonAt(id, '2026-05-01T00:00:00Z');
    await finishLessonAt(id, '2026-05-02T00:00:00Z');
    await database.db.update(learnerStats).set({ streakFreezes: 1 }).where(eq(learnerStats.userId, id));
    await moveTo('Pacific/Pago_Pago');
    const covered = await finishLessonAt(id, '2026-05-03T12:00:00Z');
    expect(covered?.streak).toMatchObject({ current: 3, extended: true, freeze_used: true });
    expect((await learner.streak(id)).streak_freezes).toBe(0);
  });

  it('keeps a streak for a learner who moves west, counting no more than one day a day', async () => {
    const { id, moveTo } = await makeTraveller('Pacific/Kiritimati');
    // 14:00 on 2 May in Kiritimati, which ends at 10:00 UTC on 2 May.
    await finishLessonAt(id, '2026-05-02T00:00:00Z');
    await moveTo('Pacific/Pago_Pago');
    // 23:30 on 1 May in Pago Pago: after the counted day, so it counts, and the learner’s days
    // go on ending no earlier than one day after the last one did.
    expect((await finishLessonAt(id, '2026-05-02T10:30:00Z'))?.streak).toMatchObject({ current: 2, extended: true });
    expect((await finishLessonAt(id, '2026-05-02T11:30:00Z'))?.streak).toMatchObject({ current: 2, extended: false });
    // 20:00 on 2 May in Pago Pago.
    expect((await finishLessonAt(id, '2026-05-03T07:00:00Z'))?.streak).toMatchObject({ current: 2, extended: false });
    // 10:00 on 3 May in Pago Pago, the day after: a day again, and days end at midnight there from now on.
    expect((await finishLessonAt(id, '2026-05-03T21:00:00Z'))?.streak).toMatchObject({ current: 3, extended: true });
    expect((await finishLessonAt(id, '2026-05-04T12:00:00Z'))?.streak).toMatchObject({ current: 4, extended: true });
  });

  it('regenerates a heart every 30 minutes after losing one', async () => {
    const id = await makeLearner('UTC');
    clock = new Date('2026-05-10T10:00:00Z');
    const lesson = await course.getLesson(id, lessonId);
    const attempt = await attempts.startLesson(id, lessonId);
    const select = lesson.exercises.find((e) => e.type === 'select');
    const wrong = select?.options?.find((o) => o.text === 'asante')?.id;
    for (const key of ['a-wrong-1', 'a-wrong-2']) {
      await attempts.checkAnswer(
        id,
        select?.id ?? '',
        { lesson_attempt_id: attempt.lesson_attempt_id, answer: wrong },
        key,
      );
    }
    expect((await learner.hearts(id)).heart_count).toBe(3);
    clock = new Date('2026-05-10T10:29:59Z');
    expect(await learner.hearts(id)).toMatchObject({
      heart_count: 3,
      next_heart_regen: '2026-05-10T10:30:00.000Z',
    });
    clock = new Date('2026-05-10T11:00:00Z');
    expect(await learner.hearts(id)).toMatchObject({ heart_count: 5, next_heart_regen: null });
  });
});
