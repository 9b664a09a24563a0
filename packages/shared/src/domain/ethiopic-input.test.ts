import { describe, expect, it } from 'vitest';
import { applyBackspace, applyInput, toKeys, transliterate } from './ethiopic-input.ts';
import { romanise } from './ethiopic.ts';

/** Types `keys` one at a time at the end of the field, as the answer box does. */
function typeAll(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = applyInput(value + key, value.length + key.length).value;
  return value;
}

/** Presses backspace `times` times at the end of the field. */
function backspace(value: string, times = 1): string {
  let current = value;
  for (let i = 0; i < times; i += 1) {
    const edit = applyBackspace(current, current.length);
    current = edit ? edit.value : current.slice(0, -1);
  }
  return current;
}

describe('transliterate: whole sequences', () => {
  it.each([
    ['selam', 'ሰላም'],
    ['buna', 'ቡና'],
    ['whe', 'ውሀ'],
    ['sime', 'ሲመ'],
    ['simE', 'ሲሜ'],
    ['smE', 'ስሜ'],
    ['dehna hun', 'ደህና ሁን'],
    ["t'Ena yst'lny", 'ጤና ይስጥልኝ'],
    ["t'Ena yist'iliny", 'ጤና ዪስጢሊኝ'], // i after a consonant is the 3rd order, a consonant alone the 6th
    ['cha', 'ቻ'],
    ['chaw', 'ቻው'],
    ['amesegnalehu', 'አመሰግናለሁ'],
    ['indemn neh', 'እንደምን ነህ'],
    ["iityop'ya", 'ኢትዮጵያ'],
    ['gwadenyayE', 'ጓደኛዬ'],
    ['isWa', 'እሷ'],
    ['qwanqwa', 'ቋንቋ'],
    ['kwas', 'ኳስ'],
    ['shay', 'ሻይ'],
    ['xay', 'ሻይ'],
    ['zhe', 'ዠ'],
    ["ch'ew", 'ጨው'],
    ["ts'ehay", 'ጸሃይ'],
    ['hhekim', 'ሐኪም'],
    ['seaat', 'ሰዓት'],
    ['3 seat.', '3 ሰአት.'],
  ])('%s → %s', (keys, fidel) => {
    expect(transliterate(keys)).toBe(fidel);
  });

  it('tells e (1st order) from E and ē (5th order)', () => {
    expect(transliterate('le')).toBe('ለ');
    expect(transliterate('lE')).toBe('ሌ');
    expect(transliterate('lē')).toBe('ሌ');
    expect(transliterate('lé')).toBe('ሌ');
    expect(transliterate('me mE')).toBe('መ ሜ');
  });

  it('gives every vowel order to a consonant, and a glottal stop to a vowel alone', () => {
    expect(transliterate('be bu bi ba bE b bo bwa')).toBe('በ ቡ ቢ ባ ቤ ብ ቦ ቧ');
    expect(transliterate('a u i E o')).toBe('አ ኡ እ ኤ ኦ');
    expect(transliterate('ii')).toBe('ኢ');
  });

  it('doubles a letter for its sound-alike variant', () => {
    expect(transliterate('ha hha hhha')).toBe('ሃ ሓ ኃ');
    expect(transliterate('sa ssa')).toBe('ሳ ሣ');
    expect(transliterate('a aa')).toBe('አ ዓ');
  });

  it('keeps letters apart across an apostrophe, and reads capitals it has no use for as small', () => {
    expect(transliterate('nya')).toBe('ኛ');
    expect(transliterate("n'ya")).toBe('ንያ');
    expect(transliterate("s'h")).toBe('ስህ');
    expect(transliterate('Selam')).toBe('ሰላም');
    expect(transliterate('Tena')).toBe('ተና');
    expect(transliterate('ta’')).toBe("ታ'"); // a last apostrophe waits for the next key
  });
});

describe('applyInput: as you type', () => {
  it('turns "selam" into ሰላም one key at a time', () => {
    const steps: string[] = [];
    let value = '';
    for (const key of 'selam') {
      value = applyInput(value + key, value.length + key.length).value;
      steps.push(value);
    }
    expect(steps).toEqual(['ስ', 'ሰ', 'ሰል', 'ሰላ', 'ሰላም']);
  });

  it('changes the vowel of the consonant before the caret', () => {
    expect(typeAll('a', 'ስ')).toBe('ሳ');
    expect(typeAll('o', 'ሰላም')).toBe('ሰላሞ');
    expect(typeAll('E', 'ደስ')).toBe('ደሴ');
    expect(typeAll('h', 'ስ')).toBe('ሽ'); // s then h is sh
    expect(typeAll("'", 'ት')).toBe('ጥ'); // t then ' is the ejective
    expect(typeAll('wa', 'ግ')).toBe('ጓ');
  });

  it('types phrases, with spaces and punctuation left alone', () => {
    expect(typeAll('dehna hun!')).toBe('ደህና ሁን!');
    expect(typeAll('ene dawit negn.')).toBe('አነ ዳዊት ነግን.');
    expect(typeAll('inE dawit neny.')).toBe('እኔ ዳዊት ነኝ.');
    expect(typeAll("se'at")).toBe('ሰአት');
    expect(typeAll("n'ya")).toBe('ንያ');
  });

  it('converts only what is before the caret, and a pasted word at once', () => {
    expect(applyInput('buna ሰላም', 4)).toEqual({ value: 'ቡና ሰላም', caret: 2 });
    expect(applyInput('ሰላም x', 5)).toEqual({ value: 'ሰላም ሽ', caret: 5 });
    expect(applyInput('ሰላም ', 4)).toEqual({ value: 'ሰላም ', caret: 4 });
  });
});

describe('applyBackspace: takes back the last Latin letter', () => {
  it('walks ሰላም back letter by letter', () => {
    const steps: string[] = [];
    let value = 'ሰላም';
    while (value) {
      value = backspace(value);
      steps.push(value);
    }
    expect(steps).toEqual(['ሰላ', 'ሰል', 'ሰ', 'ስ', '']);
  });

  it('takes the vowel off a syllable first, then the consonant', () => {
    expect(backspace('ሳ')).toBe('ስ');
    expect(backspace('ሴ')).toBe('ስ');
    expect(backspace('ሽ')).toBe('ስ');
    expect(backspace('ጥ')).toBe('ት');
    expect(backspace('ጓ')).toBe('ግው');
    expect(backspace('ኢ')).toBe('እ');
    expect(backspace('ንያ')).toBe('ንይ');
  });

  it('leaves what it cannot read to the browser', () => {
    expect(applyBackspace('selam', 5)).toBeUndefined();
    expect(applyBackspace('ሰላም ', 4 + 1)).toBeUndefined();
    expect(applyBackspace('', 0)).toBeUndefined();
    expect(applyBackspace('ሰላም', 2)).toEqual({ value: 'ሰልም', caret: 2 });
  });
});

describe('toKeys', () => {
  it('reads fidel back into the keys that type it', () => {
    expect(toKeys('ሰላም')).toBe('selam');
    expect(toKeys('ንያ')).toBe("n'ya");
    expect(toKeys('ሰዓት')).toBe('seaat');
    expect(toKeys('ኣ')).toBeUndefined();
  });

  it('types every word of the Amharic greetings from their romanisation’s letters', () => {
    // What a learner reads under a word (ethiopic.ts) and what the keys of that word are agree
    // on every consonant: the romanisation is a guide to typing.
    for (const word of ['ሰላም', 'ቡና', 'ደህና', 'ቻው', 'ሁን', 'ነው', 'ሳራ', 'ዳዊት', 'አሜሪካ']) {
      expect(transliterate(romanise(word).replace('ē', 'E'))).toBe(word);
    }
  });
});
