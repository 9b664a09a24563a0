import type { Attempt, CheckResult, Exercise, Lesson } from '@roots/shared/contracts/learning';
import { describe, expect, it } from 'vitest';
import { fullHearts, makeAttempt, makeExercise, makeLesson } from '../../../test/lesson-data.ts';
import { currentExercise, initPlayer, type PlayerState, playerReducer } from './lesson-player-state.ts';

const exercise = makeExercise;

const wordBank = exercise('w', {
  type: 'word_bank',
  options: undefined,
  tiles: [
    { id: 't1', text: 'Habari' },
    { id: 't2', text: 'yako' },
  ],
});

const lesson = (exercises: Exercise[]): Lesson => makeLesson({ exercises });
const hearts = fullHearts;
const attempt = makeAttempt;

const result = (correct: boolean, overrides: Partial<Attempt> = {}): CheckResult => ({
  correct,
  result: correct ? 'correct' : 'wrong',
  expected: 'A',
  note: null,
  explanation: null,
  hearts,
  combo: { consecutive_correct_answers: 0, level: 0, multiplier: 1, bonus_percent: 0, status: '' },
  attempt: attempt(overrides),
});

const start = (exercises: Exercise[], resumed: Partial<Attempt> = {}): PlayerState =>
  initPlayer({ lesson: lesson(exercises), attempt: attempt(resumed) });

describe('lesson player state', () => {
  it('starts with the first exercise, an empty answer and nothing done', () => {
    const state = start([exercise('e1'), wordBank]);
    expect(currentExercise(state)?.id).toBe('e1');
    expect(state.value).toBe('');
    expect(state.done).toBe(0);
    expect(state.feedback).toBeUndefined();
  });

  it('resumes an attempt with the new exercises first and the ones answered wrongly last', () => {
    const state = start([exercise('e1'), exercise('e2'), exercise('e3'), exercise('e4')], {
      correct_exercise_ids: ['e1'],
      retry_exercise_ids: ['e2'],
    });
    expect(state.queue).toEqual(['e3', 'e4', 'e2']);
    expect(state.done).toBe(1);
  });

  it('a number key chooses the option at that position', () => {
    const state = playerReducer(start([exercise('e1')]), { type: 'pick', index: 1 });
    expect(state.value).toBe('e1-b');
  });

  it('a number key chooses the option at that position of a read exercise, as of a select', () => {
    const read = exercise('r', { type: 'read', passage: [{ text: 'Amina anacheka.' }], question: 'Who laughs?' });
    expect(playerReducer(start([read]), { type: 'pick', index: 0 }).value).toBe('r-a');
  });

  it('a number key adds the tile at that position once to a word bank answer', () => {
    let state = start([wordBank]);
    expect(state.value).toEqual([]);
    state = playerReducer(state, { type: 'pick', index: 1 });
    state = playerReducer(state, { type: 'pick', index: 1 });
    state = playerReducer(state, { type: 'pick', index: 0 });
    expect(state.value).toEqual(['t2', 't1']);
  });

  it('a number key beyond the options or while feedback shows changes nothing', () => {
    const state = start([exercise('e1')]);
    expect(playerReducer(state, { type: 'pick', index: 5 })).toBe(state);
    const checked = playerReducer(state, { type: 'checked', result: result(true) });
    expect(playerReducer(checked, { type: 'pick', index: 0 })).toBe(checked);
  });

  it('a checked answer shows its feedback and takes the attempt from the server', () => {
    const state = playerReducer(start([exercise('e1')]), {
      type: 'checked',
      result: result(false, { wrong_answers: 1 }),
    });
    expect(state.feedback?.correct).toBe(false);
    expect(state.attempt.wrong_answers).toBe(1);
  });

  it('continuing after a right answer counts it done and moves to the next exercise with an empty answer', () => {
    let state = start([exercise('e1'), wordBank]);
    state = playerReducer(state, { type: 'answer', value: 'e1-a' });
    state = playerReducer(state, { type: 'checked', result: result(true) });
    state = playerReducer(state, { type: 'continue' });
    expect(state.done).toBe(1);
    expect(state.queue).toEqual(['w']);
    expect(state.value).toEqual([]);
    expect(state.feedback).toBeUndefined();
  });

  it('a skipped listen exercise counts done, not wrong, and the next one comes up', () => {
    const listen = exercise('l1', { type: 'listen', options: undefined });
    let state = start([listen, wordBank]);
    const until = '2025-01-01T00:15:00.000Z';
    state = playerReducer(state, {
      type: 'skipped',
      attempt: attempt({ correct_exercise_ids: ['l1'], listening_skipped_until: until }),
    });
    expect(state.done).toBe(1);
    expect(state.queue).toEqual(['w']);
    expect(state.value).toEqual([]);
    expect(state.attempt.listening_skipped_until).toBe(until);
    expect(state.attempt.wrong_answers).toBe(0);
  });

  it('continuing after a wrong answer asks that exercise again at the end', () => {
    let state = start([exercise('e1'), exercise('e2')]);
    state = playerReducer(state, { type: 'checked', result: result(false) });
    state = playerReducer(state, { type: 'continue' });
    expect(state.done).toBe(0);
    expect(state.queue).toEqual(['e2', 'e1']);
  });

  it('continuing without feedback changes nothing', () => {
    const state = start([exercise('e1')]);
    expect(playerReducer(state, { type: 'continue' })).toBe(state);
  });

  it('running out of hearts marks the attempt failed', () => {
    const state = playerReducer(start([exercise('e1')]), { type: 'outOfHearts' });
    expect(state.attempt.status).toBe('failed');
  });

  it('opens and closes the quit dialog', () => {
    const open = playerReducer(start([exercise('e1')]), { type: 'quit', open: true });
    expect(open.quitOpen).toBe(true);
    expect(playerReducer(open, { type: 'quit', open: false }).quitOpen).toBe(false);
  });
});
