import { describe, expect, it } from 'vitest';
import type { ExerciseRow } from '../course/course-exercise.repository.ts';
import { gradeExercise } from './attempt.grader.ts';
import { isEnglishWord } from '../../lib/english-words.ts';

/** A typed exercise as the importer stores it; only what the grader reads matters here. */
const translate = (into: 'english' | 'target', answers: string[]) =>
  ({ type: 'translate', payload: { into }, solution: { answers } }) as unknown as ExerciseRow;

describe('the server grader wires in the English word list and the course words', () => {
  it('knows English words from the word list', () => {
    for (const word of ['here', 'there', 'eighty', 'went', 'drank']) expect(isEnglishWord(word)).toBe(true);
    for (const word of ['heer', 'goodbe', 'asante']) expect(isEnglishWord(word)).toBe(false);
  });

  it('answers in English: another English word is wrong, a real typo is a typo, contractions are equal', () => {
    const context = { locale: 'sw', courseWords: new Set<string>() };
    const grade = (answer: string, accepted: string[]) =>
      gradeExercise(translate('english', accepted), answer, context).verdict;
    expect(grade('I am there', ['I am here'])).toBe('wrong');
    expect(grade('I want to go', ['I went to go'])).toBe('wrong');
    expect(grade('I am heer', ['I am here'])).toBe('typo');
    expect(grade("I'm here", ['I am here'])).toBe('correct');
    expect(grade('21', ['twenty-one'])).toBe('correct');
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
  const wordBank = (tiles: string[], answers: string[]) =>
    ({
      type: 'word_bank',
      payload: { into: 'english', tiles: tiles.map((text, i) => ({ id: `t${String(i)}`, text })) },
      solution: { answers },
    }) as unknown as ExerciseRow;

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
  const typed = (answers: string[], romanised: boolean) =>
    ({
      type: 'translate',
      payload: { into: 'target' },
      solution: { answers, ...(romanised ? { romanised: true } : {}) },
    }) as unknown as ExerciseRow;

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
