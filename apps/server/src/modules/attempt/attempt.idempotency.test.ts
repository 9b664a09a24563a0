import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLearningServices } from '../../composition.ts';
import { unitOfWork } from '../../repositories.ts';
import { createMaintenanceService } from '../health/maintenance.service.ts';
import { signUp } from '../../test/factories.ts';
import { rightAnswers } from '../../test/fixture-answers.ts';
import { createTestApp } from '../../test/helper.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

describe('idempotency keys', async () => {
  const { app, database } = await createTestApp({ importContent: true, contentDir: fixtures });
  let clock = new Date('2026-06-01T08:00:00Z');
  const { course, attempts } = createLearningServices({ uow: unitOfWork(database.db), now: () => clock });
  const maintenance = createMaintenanceService({ uow: unitOfWork(database.db), now: () => clock });
  const [language] = await course.listLanguages(undefined);
  const [unit] = await course.courseMap(undefined, language?.id ?? '');
  const lessonId = unit?.lessons[0]?.id ?? '';

  it('returns the first response for a day, then forgets the key and the sweep deletes it', async () => {
    const { userId } = await signUp(app);
    const lesson = await course.getLesson(userId, lessonId);
    const typed = lesson.exercises.find((exercise) => exercise.type === 'translate');
    const attempt = await attempts.startLesson(userId, lessonId);
    const answerWrong = () =>
      attempts.checkAnswer(
        userId,
        typed?.id ?? '',
        { lesson_attempt_id: attempt.lesson_attempt_id, answer: 'nothing like it' },
        'same-key-0001',
      );

    const first = await answerWrong();
    clock = new Date('2026-06-01T20:00:00Z');
    expect(await answerWrong()).toEqual(first);
    expect(await maintenance.sweep()).toMatchObject({ responses: 0 });

    clock = new Date('2026-06-02T09:00:00Z');
    const later = await answerWrong();
    expect(later.attempt.wrong_answers).toBe(first.attempt.wrong_answers + 1);
    clock = new Date('2026-06-03T10:00:00Z');
    expect(await maintenance.sweep()).toMatchObject({ responses: 1 });
  });

  it('announces a completed lesson once: a replay of the answer that completed it publishes nothing', async () => {
    const published: string[] = [];
    const told = createLearningServices({
      uow: unitOfWork(database.db),
      publisher: { publish: (userId) => published.push(userId) },
    });
    const { userId } = await signUp(app);
    const lesson = await told.course.getLesson(userId, lessonId);
    const answers = rightAnswers(lesson);
    const { lesson_attempt_id } = await told.attempts.startLesson(userId, lessonId);
    const answer = (exerciseId: string, key?: string) =>
      told.attempts.checkAnswer(userId, exerciseId, { lesson_attempt_id, answer: answers.get(exerciseId) }, key);
    let last = '';
    for (const [exerciseId] of answers) {
      last = exerciseId;
      await answer(exerciseId, `complete-${exerciseId.slice(0, 8)}`);
    }
    expect(published).toEqual([userId]);
    const replayed = await answer(last, `complete-${last.slice(0, 8)}`);
    const again = await answer(last);
    expect([replayed.attempt.status, again.attempt.status]).toEqual(['completed', 'completed']);
    expect(published).toEqual([userId]);
  });

  it('binds a key to its exercise: the same key on another exercise is that exercise’s own answer', async () => {
    clock = new Date();
    const { userId } = await signUp(app);
    const lesson = await course.getLesson(userId, lessonId);
    const [first, second] = lesson.exercises.filter((exercise) => exercise.type !== 'match_pairs');
    const answers = rightAnswers(lesson);
    const { lesson_attempt_id } = await attempts.startLesson(userId, lessonId);
    const answer = (exerciseId: string) =>
      attempts.checkAnswer(userId, exerciseId, { lesson_attempt_id, answer: answers.get(exerciseId) }, 'one-key-twice');
    const one = await answer(first?.id ?? '');
    const other = await answer(second?.id ?? '');
    expect(other.correct).toBe(true);
    expect(other.expected).not.toBe(one.expected);
    expect(other.attempt.correct_exercise_ids).toEqual([first?.id, second?.id]);
  });
});
