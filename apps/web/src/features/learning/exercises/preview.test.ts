import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import { describe, expect, it } from 'vitest';
import { toPlayerExercise, tryAnswer } from './preview.ts';

const tryWith = (source: ExerciseSource, value: Parameters<typeof tryAnswer>[2], code = 'yo') =>
  tryAnswer(source, toPlayerExercise(source), value, code);

describe('the exercise preview', () => {
  it('shows a select exercise without its answer and grades the chosen option', () => {
    const source: ExerciseSource = {
      type: 'select',
      prompt: 'Hello?',
      options: ['bawo', 'odabo', 'ese'],
      answer: 'bawo',
    };
    const exercise = toPlayerExercise(source);
    expect(JSON.stringify(exercise)).not.toContain('answer');
    const id = (text: string) => exercise.options?.find((o) => o.text === text)?.id ?? '';
    expect(tryWith(source, id('bawo'))).toBe('correct');
    expect(tryWith(source, id('ese'))).toBe('wrong');
  });

  it('grades typed answers with the shared rules: tone marks, typos and wrong answers', () => {
    const source: ExerciseSource = {
      type: 'translate',
      prompt: 'Write this in Yoruba',
      into: 'target',
      source: 'Thank you',
      answers: ['Ẹ ṣé'],
    };
    expect(tryWith(source, 'ẹ ṣé')).toBe('correct');
    expect(tryWith(source, 'ẹ ṣe')).toBe('tone');
    expect(tryWith(source, 'omi tutu')).toBe('wrong');
  });

  it('grades word banks from their tiles and match pairs from the pairs', () => {
    const bank: ExerciseSource = {
      type: 'word_bank',
      prompt: 'Build it',
      into: 'english',
      source: 'Asante sana',
      tiles: ['thank', 'you', 'very', 'much', 'hello'],
      answers: ['thank you very much'],
    };
    const tiles = toPlayerExercise(bank).tiles ?? [];
    const pick = (...words: string[]) => words.map((w) => tiles.find((t) => t.text === w)?.id ?? '');
    expect(tryWith(bank, pick('thank', 'you', 'very', 'much'), 'sw')).toBe('correct');
    expect(tryWith(bank, pick('hello'), 'sw')).toBe('wrong');

    const match: ExerciseSource = {
      type: 'match_pairs',
      prompt: 'Match',
      pairs: [
        ['jambo', 'hello'],
        ['kwaheri', 'goodbye'],
        ['asante', 'thank you'],
        ['mama', 'mother'],
      ],
    };
    const exercise = toPlayerExercise(match);
    const right = (text: string) => exercise.right?.find((r) => r.text === text)?.id ?? '';
    const left = exercise.left ?? [];
    const all = left.map((l) => [l.id, right(match.pairs.find(([a]) => a === l.text)?.[1] ?? '')] as [string, string]);
    expect(tryWith(match, all, 'sw')).toBe('correct');
    expect(
      tryWith(
        match,
        all.map(([l], i) => [l, all[(i + 1) % all.length]?.[1] ?? ''] as [string, string]),
        'sw',
      ),
    ).toBe('wrong');
  });
});
