import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english-words.ts';

describe('the English word list the server passes to the grader', () => {
  it('knows English words, and not typos or course words', () => {
    for (const word of ['here', 'there', 'eighty', 'went', 'drank']) expect(isEnglishWord(word)).toBe(true);
    for (const word of ['heer', 'goodbe', 'asante']) expect(isEnglishWord(word)).toBe(false);
  });
});
