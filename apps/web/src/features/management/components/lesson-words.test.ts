import { describe, expect, it } from 'vitest';
import { textToWords, wordsToText } from './lesson-words.ts';

describe('a lesson’s words as text', () => {
  it('round-trips the words of a lesson', () => {
    const words: [string, string][] = [
      ['habari', 'news; how are you'],
      ['ሰላም', 'peace = hello'],
    ];
    expect(textToWords(wordsToText(words))).toEqual(words);
  });

  it('skips blank lines, trims, and keeps a line without "=" for the server to refuse', () => {
    expect(textToWords('  jambo =  hello \n\n\nasante\n')).toEqual([
      ['jambo', 'hello'],
      ['asante', ''],
    ]);
  });
});
