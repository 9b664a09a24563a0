/**
 * Typing Amharic on any keyboard: Latin letters become fidel as they are typed ("selam" gives
 * ሰላም), in the spirit of SERA (the System for Ethiopic Representation in ASCII) and close to the
 * romanisation Roots shows (ethiopic.ts), so what a learner reads is what they type.
 *
 *   consonant alone      the 6th order: s ስ, l ል, m ም
 *   consonant + vowel    e 1st (ሰ), u 2nd (ሱ), i 3rd (ሲ), a 4th (ሳ), E or ē 5th (ሴ), o 7th (ሶ)
 *   consonant + wa       the labialised form: gwa ጓ, swa ሷ (gwe, gwi, gwE too for q k g h)
 *   a vowel alone        a glottal stop: a አ, u ኡ, i እ, E ኤ, o ኦ; i again gives ኢ, a again ዓ
 *   two letters          sh ሸ, ch (ቻ cha), zh, ny ኘ; with an apostrophe the ejectives t' ጠ, ch', p',
 *                        ts' ጸ, k' (or q) ቀ; SERA's x (sh) and c (ch) work too
 *   a letter doubled     the sound-alike variant: hh ሐ (hhh the third h), ss ሠ
 *   an apostrophe        keeps two letters apart: n'y gives ን and ይ, not ኘ
 *
 * A vowel typed after a consonant changes that consonant's order (s, then a: ስ becomes ሳ), and
 * backspace takes back the last Latin letter (ሳ becomes ስ, then nothing). Nothing is kept
 * between key presses: the fidel word before the caret is read back into its letters each time,
 * so moving the caret or pasting never confuses the input.
 */

/** Consonant spellings and the 1st-order code point of their family, longest first. */
const CONSONANTS: readonly (readonly [string, number])[] = [
  ["ts'", 0x1338],
  ["ch'", 0x1328],
  ['hhh', 0x1280],
  ["t'", 0x1320],
  ["p'", 0x1330],
  ["k'", 0x1240],
  ['sh', 0x1238],
  ['ch', 0x1278],
  ['zh', 0x12e0],
  ['ny', 0x1298],
  ['hh', 0x1210],
  ['ss', 0x1220],
  ['h', 0x1200],
  ['l', 0x1208],
  ['m', 0x1218],
  ['r', 0x1228],
  ['s', 0x1230],
  ['x', 0x1238],
  ['q', 0x1240],
  ['b', 0x1260],
  ['v', 0x1268],
  ['t', 0x1270],
  ['c', 0x1278],
  ['n', 0x1290],
  ['k', 0x12a8],
  ['w', 0x12c8],
  ['z', 0x12d8],
  ['y', 0x12e8],
  ['d', 0x12f0],
  ['j', 0x1300],
  ['g', 0x1308],
  ['f', 0x1348],
  ['p', 0x1350],
];

/**
 * E (the 5th order) is the one capital with a meaning; any other is read as its small letter, so
 * a phone that capitalises the first letter does no harm. (SERA's capital consonants are left out
 * for that reason: the apostrophe spellings say the same.)
 */
const MEANINGFUL_CAPITALS = new Set(['E']);

/** Vowel keys and the order (0-based) they give a consonant. */
const VOWELS: readonly (readonly [string, number])[] = [
  ['e', 0],
  ['u', 1],
  ['i', 2],
  ['a', 3],
  ['E', 4],
  ['o', 6],
];
const SIXTH = 5;

const GLOTTAL = 0x12a0;
/** The glottal syllable a vowel alone gives (by vowel key): a and e are both the 1st order. */
const GLOTTAL_ORDER = new Map([
  ['a', 0],
  ['e', 0],
  ['u', 1],
  ['i', SIXTH],
  ['E', 4],
  ['o', 6],
]);
const GLOTTAL_I = GLOTTAL + SIXTH;
const GLOTTAL_LONG_I = GLOTTAL + 2;
const GLOTTAL_A = GLOTTAL;
const PHARYNGEAL_A = 0x12d3;

/** Families with a separate labialised series (1st, 3rd, 4th, 5th and 6th order). */
const LABIALISED_SERIES = new Map<number, number>([
  [0x1240, 0x1248],
  [0x1200, 0x1288],
  [0x1210, 0x1288],
  [0x1280, 0x1288],
  [0x12a8, 0x12b0],
  [0x12b8, 0x12c0],
  [0x1308, 0x1310],
]);
/** Order in a labialised series, by vowel key (wu stands for the 6th, read qu). */
const SERIES_ORDER = new Map([
  ['e', 0],
  ['i', 2],
  ['a', 3],
  ['E', 4],
  ['u', 5],
]);
/** Families whose 8th slot is "consonant + wa". */
const NO_WA = new Set([0x1200, 0x1280, 0x12a0, 0x12b8, 0x12c8, 0x12d0, 0x1318, 0x1240, 0x12a8, 0x1308, 0x12e8]);

const APOSTROPHES = /[\u2019\u02bc\u2018]/gu;
const FIFTH_VOWEL = /[ēéèêĒÉÈÊ]/gu;

/** A key as the table reads it: curly apostrophes straight, ē as E, meaningless capitals small. */
function normaliseKeys(keys: string): string {
  return Array.from(keys.replace(APOSTROPHES, "'").replace(FIFTH_VOWEL, 'E'), (key) =>
    key >= 'A' && key <= 'Z' && !MEANINGFUL_CAPITALS.has(key) ? key.toLowerCase() : key,
  ).join('');
}

function vowelAt(keys: string, index: number): readonly [string, number] | undefined {
  return VOWELS.find(([key]) => keys[index] === key);
}

/** The labialised syllable of a family with this vowel, if Ethiopic has one. */
function labialised(family: number, vowel: string): number | undefined {
  const series = LABIALISED_SERIES.get(family);
  if (series !== undefined) {
    const order = SERIES_ORDER.get(vowel);
    return order === undefined ? undefined : series + order;
  }
  return vowel === 'a' && !NO_WA.has(family) ? family + 7 : undefined;
}

/**
 * Latin keys to fidel. Anything that is not a key of the table (spaces, digits, punctuation)
 * passes through and ends the word; an apostrophe that separates nothing yet (the last key) is
 * kept, so the next key still sees it.
 */
export function transliterate(input: string): string {
  const keys = normaliseKeys(input);
  const out: string[] = [];
  /** The last syllable written and the vowel key that made it, for ii and aa. */
  let last: { cp: number; vowelOnly: string } | undefined;
  let i = 0;
  while (i < keys.length) {
    const consonant = CONSONANTS.find(([token]) => keys.startsWith(token, i));
    if (consonant) {
      const [token, family] = consonant;
      i += token.length;
      const next = keys[i];
      const afterW = vowelAt(keys, i + 1);
      const wa = (next === 'w' || next === 'W') && afterW ? labialised(family, afterW[0]) : undefined;
      if (wa !== undefined) {
        out.push(String.fromCodePoint(wa));
        i += 2;
      } else {
        const vowel = vowelAt(keys, i);
        out.push(String.fromCodePoint(family + (vowel ? vowel[1] : SIXTH)));
        if (vowel) i += 1;
      }
      last = undefined;
      continue;
    }
    const vowel = vowelAt(keys, i);
    if (vowel) {
      const [key] = vowel;
      if (last?.cp === GLOTTAL_I && last.vowelOnly === 'i' && key === 'i') {
        out[out.length - 1] = String.fromCodePoint(GLOTTAL_LONG_I);
        last = { cp: GLOTTAL_LONG_I, vowelOnly: '' };
      } else if (last?.cp === GLOTTAL_A && last.vowelOnly === 'a' && key === 'a') {
        out[out.length - 1] = String.fromCodePoint(PHARYNGEAL_A);
        last = { cp: PHARYNGEAL_A, vowelOnly: '' };
      } else {
        const cp = GLOTTAL + (GLOTTAL_ORDER.get(key) ?? 0);
        out.push(String.fromCodePoint(cp));
        last = { cp, vowelOnly: key };
      }
      i += 1;
      continue;
    }
    const char = keys[i] ?? '';
    // An apostrophe between letters only keeps them apart; at the very end it waits for the next key.
    if (char !== "'" || i === keys.length - 1) out.push(char);
    last = undefined;
    i += 1;
  }
  return out.join('');
}

/** The keys that type one syllable, or undefined when the table cannot type it. */
function keysOfSyllable(cp: number): string | undefined {
  if (cp === GLOTTAL_LONG_I) return 'ii';
  if (cp === PHARYNGEAL_A) return 'aa';
  const base = cp - ((cp - 0x1200) & 7);
  const order = cp - base;
  if (base === GLOTTAL) return [...GLOTTAL_ORDER].find(([key, o]) => o === order && key !== 'e')?.[0];
  for (const [family, series] of LABIALISED_SERIES) {
    if (series !== base) continue;
    const vowel = [...SERIES_ORDER].find(([, o]) => o === order)?.[0];
    const spelling = CONSONANTS.find(([, f]) => f === family)?.[0];
    return vowel && spelling ? `${spelling}w${vowel}` : undefined;
  }
  const spelling = CONSONANTS.find(([, family]) => family === base)?.[0];
  if (spelling === undefined) return undefined;
  if (order === SIXTH) return spelling;
  if (order === 7) return NO_WA.has(base) ? undefined : `${spelling}wa`;
  const vowel = VOWELS.find(([, o]) => o === order)?.[0];
  return vowel === undefined ? undefined : spelling + vowel;
}

/**
 * The keys that type a fidel word exactly (apostrophes added where two syllables would run
 * together), or undefined when some syllable cannot be typed.
 */
export function toKeys(word: string): string | undefined {
  let keys = '';
  let typed = '';
  for (const char of word) {
    const own = keysOfSyllable(char.codePointAt(0) ?? 0);
    if (own === undefined) return undefined;
    typed += char;
    const joined = [keys + own, `${keys}'${own}`].find((candidate) => transliterate(candidate) === typed);
    if (joined === undefined) return undefined;
    keys = joined;
  }
  return keys;
}

/** The longest end of a fidel word that the table types exactly, with its keys. */
function typableTail(word: string): { tail: string; keys: string } {
  const chars = Array.from(word);
  for (let start = 0; start < chars.length; start += 1) {
    const tail = chars.slice(start).join('');
    const keys = toKeys(tail);
    if (keys !== undefined) return { tail, keys };
  }
  return { tail: '', keys: '' };
}

export interface Edit {
  value: string;
  caret: number;
}

const TRAILING_LATIN = /[A-Za-z'\u2019\u02bc\u2018ēéèêĒÉÈÊ]+$/u;
const TRAILING_FIDEL = /[\u1200-\u135a]+$/u;

/**
 * After the learner typed (or pasted) at `caret`: the Latin letters just before the caret, read
 * together with the fidel word they continue, become fidel. Unchanged when there are none.
 */
export function applyInput(value: string, caret: number): Edit {
  const before = value.slice(0, caret);
  const latin = TRAILING_LATIN.exec(before)?.[0];
  if (!latin) return { value, caret };
  const start = caret - latin.length;
  const word = TRAILING_FIDEL.exec(before.slice(0, start))?.[0] ?? '';
  const { tail, keys } = typableTail(word);
  const from = start - tail.length;
  const converted = transliterate(keys + latin);
  return { value: value.slice(0, from) + converted + value.slice(caret), caret: from + converted.length };
}

/**
 * Backspace at `caret`: the fidel syllable before it loses its last Latin letter (ሳ becomes ስ,
 * ስ goes). Undefined when the browser's own backspace should run: a selection, no fidel before
 * the caret, or a syllable the table cannot type.
 */
export function applyBackspace(value: string, caret: number): Edit | undefined {
  const before = value.slice(0, caret);
  const word = TRAILING_FIDEL.exec(before)?.[0];
  if (!word) return undefined;
  const { tail, keys } = typableTail(word);
  if (!tail) return undefined;
  const shorter = transliterate(keys.slice(0, -1).replace(/'+$/u, ''));
  const from = caret - tail.length;
  return { value: value.slice(0, from) + shorter + value.slice(caret), caret: from + shorter.length };
}
