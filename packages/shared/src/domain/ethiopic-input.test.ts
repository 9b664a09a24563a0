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
    ['seeme', 'ሲመ'],
    ['seemei', 'ሲሜ'],
    ['smei', 'ስሜ'],
    ['simE', 'ስሜ'],
    ['dehna hun', 'ደህና ሁን'],
    ["t'eina yst'lny", 'ጤና ይስጥልኝ'],
    // The romanisation shown under ጤና ይስጥልኝ, typed as shown (issue 39): the heard i is nothing.
    ["t'eina yist'iliny", 'ጤና ይስጥልኝ'],
    ['indemin aderik', 'እንደምን አደርክ'],
    ['indemn aderk', 'እንደምን አደርክ'],
    ['cha', 'ቻ'],
    ['chaw', 'ቻው'],
    ['amesegnalehu', 'አመሰግናለሁ'],
    ["eetyop'ya", 'ኢትዮጵያ'],
    ['gwadenyayei', 'ጓደኛዬ'],
    ['isWa', 'እሷ'],
    ['qwanqwa', 'ቋንቋ'],
    ['kwas', 'ኳስ'],
    ['shay', 'ሻይ'],
    ['xay', 'ሻይ'],
    ['zhe', 'ዠ'],
    ["ch'ew", 'ጨው'],
    ["ts'ehay", 'ጸሃይ'],
    ['hhekeem', 'ሐኪም'],
    ["se'aat", 'ሰዓት'],
    ['seaat', 'ሰዓት'],
    ['3 seat.', '3 ሰአት.'],
  ])('%s → %s', (keys, fidel) => {
    expect(transliterate(keys)).toBe(fidel);
  });

  it('tells e (1st order) from ee (3rd) and from ei, E and ē (5th)', () => {
    expect(transliterate('le')).toBe('ለ');
    expect(transliterate('lee')).toBe('ሊ');
    expect(transliterate('lei')).toBe('ሌ');
    expect(transliterate('lE')).toBe('ሌ');
    expect(transliterate('lē')).toBe('ሌ');
    expect(transliterate('lé')).toBe('ሌ');
    expect(transliterate('me mei')).toBe('መ ሜ');
  });

  it('gives every vowel order to a consonant, and a vowel letter to a vowel alone', () => {
    expect(transliterate('be bu bee ba bei b bo bwa')).toBe('በ ቡ ቢ ባ ቤ ብ ቦ ቧ');
    expect(transliterate('a u ee ei i o e E')).toBe('አ ኡ ኢ ኤ እ ኦ ኧ ኤ');
  });

  it('takes an i after a consonant for the heard 6th-order vowel: nothing', () => {
    expect(transliterate('bi')).toBe('ብ');
    expect(transliterate('simih')).toBe('ስምህ');
    expect(transliterate('niya')).toBe('ኛ'); // as n, y, a: the i leaves ን as it is
    expect(transliterate("ni'ya")).toBe('ንያ');
    expect(transliterate("le'inei")).toBe('ለእኔ'); // after a vowel, i is the letter እ
  });

  it('doubles a letter for its sound-alike variant', () => {
    expect(transliterate('he hhe hhhe')).toBe('ሀ ሐ ኀ');
    expect(transliterate('ha hha hhha')).toBe('ሃ ሓ ኃ');
    expect(transliterate('sa ssa ssost')).toBe('ሳ ሣ ሦስት');
    expect(transliterate('a aa aaa')).toBe('አ ዓ ዐ');
    expect(transliterate('i ii')).toBe('እ ዕ');
  });

  it('keeps letters apart across an apostrophe, and reads capitals it has no use for as small', () => {
    expect(transliterate('nya')).toBe('ኛ');
    expect(transliterate("n'ya")).toBe('ንያ');
    expect(transliterate("s'h")).toBe('ስህ');
    expect(transliterate('Selam')).toBe('ሰላም');
    expect(transliterate('Tena')).toBe('ተና');
    expect(transliterate('ta’')).toBe("ታ'"); // a last apostrophe waits for the next key
  });

  it('reads whole keys as typing them one at a time does', () => {
    // Every string of up to four of these keys: pasted (or a phone keyboard's whole word) and
    // typed letter by letter give the same fidel.
    const keys = ['s', 'h', 'n', 'y', 't', "'", 'i', 'e', 'a', 'w', 'g', 'E', 'c', 'k', 'u'];
    const mismatches: string[] = [];
    const walk = (typed: string, depth: number) => {
      if (typed && typeAll(typed) !== transliterate(typed)) mismatches.push(typed);
      if (depth > 0) for (const key of keys) walk(typed + key, depth - 1);
    };
    walk('', 4);
    expect(mismatches).toEqual([]);
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
    expect(typeAll('ei', 'ደስ')).toBe('ደሴ');
    expect(typeAll('e', 'ሰ')).toBe('ሲ');
    expect(typeAll('i', 'ስ')).toBe('ስ'); // the heard vowel: nothing to change
    expect(typeAll('h', 'ስ')).toBe('ሽ'); // s then h is sh
    expect(typeAll("'", 'ት')).toBe('ጥ'); // t then ' is the ejective
    expect(typeAll('wa', 'ግ')).toBe('ጓ');
  });

  it('types phrases, with spaces and punctuation left alone', () => {
    expect(typeAll('dehna hun!')).toBe('ደህና ሁን!');
    expect(typeAll('inei daweet neny.')).toBe('እኔ ዳዊት ነኝ.');
    expect(typeAll("t'eina yist'iliny")).toBe('ጤና ይስጥልኝ');
    expect(typeAll("se'at")).toBe('ሰአት');
    expect(typeAll("se'aat")).toBe('ሰዓት');
    expect(typeAll("n'ya")).toBe('ንያ');
    expect(typeAll('chaw')).toBe('ቻው');
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
    expect(backspace('ሴ')).toBe('ሰ'); // sei
    expect(backspace('ሲ')).toBe('ሰ'); // see
    expect(backspace('ሽ')).toBe('ስ');
    expect(backspace('ጥ')).toBe('ት');
    expect(backspace('ጓ')).toBe('ግው');
    expect(backspace('ኢ')).toBe('ኧ'); // ee
    expect(backspace('ዓ')).toBe('አ'); // aa
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
    expect(toKeys('ሲ')).toBe('see');
    expect(toKeys('ኣ')).toBeUndefined();
  });

  it('types every word of the Amharic greetings from their romanisation, as shown', () => {
    for (const word of ['ሰላም', 'ቡና', 'ደህና', 'ቻው', 'ሁን', 'ነው', 'ሳራ', 'ዳዊት', 'አሜሪካ', 'ጤና', 'ይስጥልኝ']) {
      expect(transliterate(romanise(word))).toBe(word);
      expect(typeAll(romanise(word))).toBe(word);
    }
  });
});
