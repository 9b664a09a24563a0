import { describe, expect, it } from 'vitest';
import { englishTypoWords } from './answer.ts';
import { type GradableExercise, gradeExercise, partnerOf } from './exercise-grader.ts';

/** A typed exercise as the importer stores it. */
const translate = (into: 'english' | 'target', answers: string[]): GradableExercise => ({
  type: 'translate',
  payload: { into },
  solution: { answers },
});

/** A stand-in for the server's word list (apps/server/src/lib/english-words.ts). */
const dictionary = new Set(['i', 'am', 'here', 'there', 'want', 'went', 'to', 'go']);
const isEnglishWord = (word: string) => dictionary.has(word);

describe('the grader takes the English word list and the course words from its context', () => {
  it('answers in English: another English word is wrong, a real typo is a typo, contractions are equal', () => {
    const context = { locale: 'sw', courseWords: new Set<string>(), isEnglishWord };
    const grade = (answer: string, accepted: string[]) =>
      gradeExercise(translate('english', accepted), answer, context).verdict;
    expect(grade('I am there', ['I am here'])).toBe('wrong');
    expect(grade('I want to go', ['I went to go'])).toBe('wrong');
    expect(grade('I am heer', ['I am here'])).toBe('typo');
    expect(grade("I'm here", ['I am here'])).toBe('correct');
    expect(grade('21', ['twenty-one'])).toBe('correct');
  });

  it('without a word list, a one-letter slip onto an English word is only a typo', () => {
    const grade = (answer: string) =>
      gradeExercise(translate('english', ['I am here']), answer, { locale: 'sw', courseWords: new Set() }).verdict;
    expect(grade('I am there')).toBe('typo');
  });

  it('answers in the course language: a tone slip onto another taught word is wrong', () => {
    const courseWords = new Set(['ìyá', 'rẹ', 'rẹ̀'].map((w) => w.normalize('NFC')));
    const grade = (answer: string) =>
      gradeExercise(translate('target', ['ìyá rẹ̀']), answer, { locale: 'yo', courseWords }).verdict;
    expect(grade('ìyá rẹ')).toBe('wrong');
    expect(grade('iya rẹ̀')).toBe('tone');
    expect(grade('Ìyá rẹ̀')).toBe('correct');
  });
});

describe('English worded otherwise (issue 39): right, with a note', () => {
  const context = { locale: 'am', courseWords: new Set<string>() };
  const wordBank = (tiles: string[], answers: string[]): GradableExercise => ({
    type: 'word_bank',
    payload: { into: 'english', tiles: tiles.map((text, i) => ({ id: `t${String(i)}`, text })) },
    solution: { answers },
  });

  it('in a typed translation: an article more or less, a compound in two words', () => {
    const grade = (answer: string, accepted: string[]) =>
      gradeExercise(translate('english', accepted), answer, context);
    expect(grade('Good bye', ['Goodbye'])).toEqual({
      verdict: 'correct',
      expected: 'Goodbye',
      note: 'english-wording',
    });
    expect(grade('I eat the rice', ['I eat rice'])).toMatchObject({ verdict: 'correct', note: 'english-wording' });
    expect(grade('I eat bread', ['I eat rice'])).toEqual({ verdict: 'wrong', expected: 'I eat rice' });
  });

  it('in a word bank built into English', () => {
    const exercise = wordBank(['Where', 'is', 'the', 'school', 'hospital'], ['Where is school?']);
    expect(gradeExercise(exercise, ['t0', 't1', 't2', 't3'], context)).toEqual({
      verdict: 'correct',
      expected: 'Where is school?',
      note: 'english-wording',
    });
    expect(gradeExercise(exercise, ['t0', 't1', 't3'], context)).toEqual({
      verdict: 'correct',
      expected: 'Where is school?',
    });
    expect(gradeExercise(exercise, ['t0', 't1', 't2', 't4'], context).verdict).toBe('wrong');
  });
});

describe('Amharic typed in Latin letters (issue 39): right in every unit', () => {
  const context = { locale: 'am', courseWords: new Set<string>() };
  const typed = (answers: string[], romanised: boolean): GradableExercise => ({
    type: 'translate',
    payload: { into: 'target' },
    solution: { answers, ...(romanised ? { romanised: true } : {}) },
  });

  it('plainly right where the exercise accepts it (the romanisation units), a slip with a note after', () => {
    expect(gradeExercise(typed(['ቡና'], true), 'buna', context)).toEqual({ verdict: 'correct', expected: 'ቡና' });
    expect(gradeExercise(typed(['ቡና'], false), 'buna', context)).toEqual({
      verdict: 'typo',
      expected: 'ቡና',
      note: 'romanised',
    });
    expect(gradeExercise(typed(['ቡና'], false), 'shay', context).verdict).toBe('wrong');
  });

  it('the spoken -ለው is right with a note', () => {
    expect(gradeExercise(typed(['እበላለሁ'], false), 'እበላለው', context)).toEqual({
      verdict: 'correct',
      expected: 'እበላለሁ',
      note: 'spoken-ending',
    });
  });
});

describe('answers by id', () => {
  const context = { locale: 'sw', courseWords: new Set<string>() };
  const pairs: GradableExercise = {
    type: 'match_pairs',
    payload: {
      left: [
        { id: 'a', text: 'maji' },
        { id: 'b', text: 'chai' },
      ],
      right: [
        { id: 'x', text: 'water' },
        { id: 'y', text: 'tea' },
      ],
    },
    solution: { pairs: { a: 'x', b: 'y' } },
  };

  it('grades pairs, and a left id named like an object property finds no partner', () => {
    expect(
      gradeExercise(
        pairs,
        [
          ['a', 'x'],
          ['b', 'y'],
        ],
        context,
      ),
    ).toMatchObject({ verdict: 'correct', wrongPairs: [] });
    expect(
      gradeExercise(
        pairs,
        [
          ['a', 'y'],
          ['b', 'x'],
        ],
        context,
      ),
    ).toMatchObject({ verdict: 'wrong', wrongPairs: ['a', 'b'] });
    expect(partnerOf(pairs.solution.pairs ?? {}, 'constructor')).toBeUndefined();
  });

  it('an answer in the wrong form or with ids of another exercise is a validation error', () => {
    const select: GradableExercise = {
      type: 'select',
      payload: { options: [{ id: 'o1', text: 'water' }] },
      solution: { option: 'o1' },
    };
    expect(gradeExercise(select, 'o1', context).verdict).toBe('correct');
    expect(() => gradeExercise(select, 'o9', context)).toThrow(/not part of this exercise/u);
    expect(() => gradeExercise(select, 42, context)).toThrow(/not in the right form/u);
    expect(() => gradeExercise(pairs, [['a', 'x']], context)).toThrow(/Match every word/u);
  });
});

describe('an offline key’s English words (englishTypoWords)', () => {
  const list = new Set(['i', 'am', 'here', 'there', 'hero', 'her', 'drink', 'drank', 'water', 'goodbye', 'its', 'it']);
  const inList = (word: string) => list.has(word);

  it('are the real words one edit from an accepted word, apostrophes dropped too', () => {
    expect(englishTypoWords(['I am here'], inList)).toEqual(['am', 'her', 'here', 'hero', 'i', 'it', 'there']);
    expect(englishTypoWords(["It's water"], inList)).toContain('its');
  });

  it('grade as the whole list does', () => {
    const context = { locale: 'sw', courseWords: new Set<string>() };
    for (const [accepted, typed] of [
      ['I am here', 'I am there'],
      ['I am here', 'I am heer'],
      ['I drink water', 'I drank water'],
      ['Goodbye', 'Goodbe'],
    ] as const) {
      const words = englishTypoWords([accepted], inList);
      const grade = (isEnglishWord: (word: string) => boolean) =>
        gradeExercise(translate('english', [accepted]), typed, { ...context, isEnglishWord }).verdict;
      expect(grade((word) => words.includes(word))).toBe(grade(inList));
    }
  });
});
