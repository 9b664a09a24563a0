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
