import type { Attempt, Lesson } from '@roots/shared/contracts/learning';
import { describe, expect, it } from 'vitest';
import { makeAttempt, makeExercise, makeLesson, textItems } from '../../../test/lesson-data.ts';
import { currentExercise, initPlayer, type PlayerState, playerReducer } from './lesson-player-state.ts';

const exercise = makeExercise('e1', {
  position: 1,
  prompt: 'What does “jambo” mean?',
  options: textItems({ a: 'hello', b: 'goodbye' }),
});

const lesson = (overrides: Partial<Lesson> = {}): Lesson =>
  makeLesson({
    title: 'Hello',
    unit: { id: 'u1', title: 'Greetings', position: 1, has_tips: false },
    new_words: [
      { word: 'jambo', meaning: 'hello', audio_url: '/api/audio/0123456789abcdef0123.ogg' },
      { word: 'asante', meaning: 'thank you', audio_url: null },
    ],
    exercises: [exercise],
    ...overrides,
  });
const attempt = makeAttempt;

const start = (lessonOverrides: Partial<Lesson> = {}, attemptOverrides: Partial<Attempt> = {}, wordsMet = false) =>
  initPlayer({ lesson: lesson(lessonOverrides), attempt: attempt(attemptOverrides), wordsMet });

describe('lesson player: the new words before the exercises', () => {
  it('opens a lesson with its new words, one at a time, then its first exercise', () => {
    let state: PlayerState = start();
    expect(state.intro).toEqual({ index: 0, count: 2, skippable: false });
    state = playerReducer(state, { type: 'introNext' });
    expect(state.intro?.index).toBe(1);
    state = playerReducer(state, { type: 'introNext' });
    expect(state.intro).toBeUndefined();
    expect(currentExercise(state)?.id).toBe('e1');
    // Once past the words, the step is over.
    expect(playerReducer(state, { type: 'introNext' })).toBe(state);
  });

  it('offers Skip only to a learner who met these words before', () => {
    const first = start();
    expect(playerReducer(first, { type: 'introSkip' })).toBe(first);
    const again = start({}, {}, true);
    expect(again.intro?.skippable).toBe(true);
    expect(playerReducer(again, { type: 'introSkip' }).intro).toBeUndefined();
  });

  it('does not show the words of a completed lesson, of a resumed attempt, or of a lesson with none', () => {
    expect(start({ status: 'completed' }).intro).toBeUndefined();
    expect(start({}, { correct_exercise_ids: ['e1'] }).intro).toBeUndefined();
    expect(start({}, { retry_exercise_ids: ['e1'], wrong_answers: 1 }).intro).toBeUndefined();
    expect(start({ new_words: [] }).intro).toBeUndefined();
  });

  it('ignores number keys while the words are on screen', () => {
    const state = start();
    expect(playerReducer(state, { type: 'pick', index: 0 })).toBe(state);
    const past = playerReducer(playerReducer(state, { type: 'introNext' }), { type: 'introNext' });
    expect(playerReducer(past, { type: 'pick', index: 0 }).value).toBe('a');
  });
});
