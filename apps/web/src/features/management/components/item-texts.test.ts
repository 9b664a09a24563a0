import { describe, expect, it } from 'vitest';
import { textsOf, textToWords, wordLinesProblem, wordsToText } from './item-texts.ts';

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

describe('an item’s texts', () => {
  it('takes the named fields as text, empty where the item has none', () => {
    const fact = { id: 'f1', title: 'Ugali', body: 'Maize porridge.', position: 3 };
    expect(textsOf(fact, [{ name: 'title' }, { name: 'body' }, { name: 'category' }, { name: 'position' }])).toEqual({
      title: 'Ugali',
      body: 'Maize porridge.',
      category: '',
      position: '',
    });
  });

  it('names the line of a word that is not “word = meaning”, counting blank lines as the field shows them', () => {
    expect(wordLinesProblem('jambo = hello\n\n  \nkwaheri = goodbye')).toBeUndefined();
    expect(wordLinesProblem('jambo = hello\nkwaheri = goodbye\nasante')).toBe(
      'Line 3: “asante” has no “=”: write it as word = meaning.',
    );
    expect(wordLinesProblem('jambo = hello\n\n = thanks')).toBe('Line 3: the word before “=” is missing.');
    expect(wordLinesProblem('mama =  ')).toBe('Line 1: the meaning after “=” is missing.');
  });
});
