/**
 * Typing Amharic on any keyboard: Latin letters become fidel as they are typed ("selam" gives
 * ሰላም). This table is also the romanisation Roots shows under every Ethiopic text (ethiopic.ts
 * spells each syllable with it), so a word typed exactly as it is shown is that word: ONE scheme
 * for reading and typing, plain letters, no capitals needed.
 *
 *   consonant alone      the 6th order: s ስ, l ል, m ም. An i after a consonant is the short vowel
 *                        the 6th order is said with where it is heard (yist'iliny, indemin): shown
 *                        to be read, and taken as nothing when typed (yistiliny = ystlny = ይስጥልኝ)
 *   consonant + vowel    e 1st (ሰ se), u 2nd (ሱ su), ee 3rd (ሲ see), a 4th (ሳ sa), ei 5th (ሴ sei),
 *                        o 7th (ሶ so); E and ē also give the 5th
 *   consonant + wa       the labialised form: gwa ጓ, swa ሷ (gwe, gwee, gwei, gwu too for q k g h)
 *   a vowel alone        a vowel letter: a አ, u ኡ, ee ኢ, ei ኤ, i እ, o ኦ, e ኧ; a again gives
 *                        ዓ (aaa ዐ) and i again ዕ, the other letters said a and i
 *   two letters          sh ሸ, ch (ቻ cha), zh, ny ኘ; with an apostrophe the ejectives t' ጠ, ch', p',
 *                        ts' ጸ, and q ቀ (k' too); SERA's x (sh) works too. (Not SERA's c: typed
 *                        letter by letter, its ች would take the h of ch as ህ.)
 *   a letter doubled     the sound-alike letter: hh ሐ (hhh ኀ), ss ሠ, said like h and s
 *   an apostrophe        keeps two letters apart: n'y gives ን and ይ, not ኘ; se'aat ሰዓት
 *
 * After h, the 1st order (ሀ he, ሐ hhe) is said like the 4th (ሃ ha): both are written, so each has
 * its spelling. A vowel typed after a consonant changes that consonant's order (s, then a: ስ
 * becomes ሳ), and backspace takes back the last Latin letter (ሳ becomes ስ, then nothing). Nothing
 * is kept between key presses: the fidel word before the caret is read back into its letters each
 * time, so moving the caret, pasting or a phone keyboard's whole word gives the same fidel as
 * typing letter by letter.
 */

/** Consonant spellings (as shown) and the 1st-order code point of their family, longest first. */
const SPELLINGS: readonly (readonly [string, number])[] = [
  ["ts'", 0x1338],
  ["ch'", 0x1328],
  ['hhh', 0x1280],
  ["t'", 0x1320],
  ["p'", 0x1330],
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
  ['q', 0x1240],
  ['b', 0x1260],
  ['v', 0x1268],
  ['t', 0x1270],
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

/** What the table reads: the spellings and a few more ways to type a consonant, longest first. */
const ALIASES: readonly (readonly [string, number])[] = [
  ["k'", 0x1240],
  ['x', 0x1238],
];
const CONSONANTS = [...SPELLINGS, ...ALIASES].sort(([a], [b]) => b.length - a.length);

/**
 * E (the 5th order) is the one capital with a meaning; any other is read as its small letter, so
 * a phone that capitalises the first letter does no harm. (SERA's capital consonants are left out
 * for that reason: the apostrophe spellings say the same.)
 */
const MEANINGFUL_CAPITALS = new Set(['E']);

/** Vowel keys after a consonant and the order (0-based) they give it, longest first. */
const VOWELS: readonly (readonly [string, number])[] = [
  ['ee', 2],
  ['ei', 4],
  ['e', 0],
  ['u', 1],
  ['a', 3],
  ['E', 4],
  ['o', 6],
];
const SIXTH = 5;
/** The vowel heard in a 6th order (ethiopic.ts shows it): typed after a consonant, it is nothing. */
const HEARD_SIXTH = 'i';

/** The vowel letters, longest first: the glottal (አ) and pharyngeal (ዐ) families and ኧ. */
const VOWEL_LETTERS: readonly (readonly [string, number])[] = [
  ['aaa', 0x12d0],
  ['aa', 0x12d3],
  ['a', 0x12a0],
  ['ii', 0x12d5],
  ['i', 0x12a5],
  ['ee', 0x12a2],
  ['ei', 0x12a4],
  ['e', 0x12a7],
  ['E', 0x12a4],
  ['u', 0x12a1],
  ['o', 0x12a6],
];

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
/** Order in a labialised series, by vowel key (wu stands for the 6th, said qu). */
const SERIES_ORDER = new Map([
  ['e', 0],
  ['ee', 2],
  ['a', 3],
  ['ei', 4],
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

/** The longest entry of `table` whose key starts at `index`. */
function keyAt(table: readonly (readonly [string, number])[], keys: string, index: number) {
  return table.find(([key]) => keys.startsWith(key, index));
}

/** The labialised syllable of a family with this vowel key, if Ethiopic has one. */
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
 * kept, so the next key still sees it. An i right after a consonant is the heard 6th-order vowel:
 * it is taken out and the keys read again, exactly as typing letter by letter reads them (the i
 * leaves ን as it is, so n, i, y is ኝ as n, y is).
 */
export function transliterate(input: string): string {
  let keys = normaliseKeys(input);
  for (;;) {
    const { fidel, heardAt } = read(keys);
    if (heardAt < 0) return fidel;
    keys = keys.slice(0, heardAt) + keys.slice(heardAt + 1);
  }
}

/** One reading of the keys: the fidel, or where an i follows a consonant (then nothing else). */
function read(keys: string): { fidel: string; heardAt: number } {
  const out: string[] = [];
  let i = 0;
  while (i < keys.length) {
    const consonant = keyAt(CONSONANTS, keys, i);
    if (consonant) {
      const [token, family] = consonant;
      i += token.length;
      if (keys[i] === HEARD_SIXTH) return { fidel: '', heardAt: i };
      // w and a vowel make the labialised form, even across an apostrophe: typed letter by letter,
      // ስ then w is ስው whatever came between, and ስው then a is ሷ.
      const w = keys[i] === "'" && keys[i + 1] === 'w' ? i + 1 : i;
      const afterW = keys[w] === 'w' ? keyAt(VOWELS, keys, w + 1) : undefined;
      const wa = afterW ? labialised(family, afterW[0]) : undefined;
      if (afterW && wa !== undefined) {
        out.push(String.fromCodePoint(wa));
        i = w + 1 + afterW[0].length;
        continue;
      }
      const vowel = keyAt(VOWELS, keys, i);
      out.push(String.fromCodePoint(family + (vowel ? vowel[1] : SIXTH)));
      i += vowel ? vowel[0].length : 0;
      continue;
    }
    const letter = keyAt(VOWEL_LETTERS, keys, i);
    if (letter) {
      out.push(String.fromCodePoint(letter[1]));
      i += letter[0].length;
      continue;
    }
    const char = keys[i] ?? '';
    // An apostrophe between letters only keeps them apart; at the very end it waits for the next key.
    if (char !== "'" || i === keys.length - 1) out.push(char);
    i += 1;
  }
  return { fidel: out.join(''), heardAt: -1 };
}

/** The first key of `table` that gives `value` (the spelling shown, not an alias typed). */
const keyOf = (table: readonly (readonly [string, number])[], value: number) =>
  table.find(([key, v]) => v === value && key !== 'E')?.[0];

/**
 * The keys of one syllable as Roots shows and types them, or undefined when the table cannot
 * type it (letters the courses do not use, such as ቐ, ኸ, ጘ and ፀ).
 */
export function keysOfSyllable(cp: number): string | undefined {
  const letter = keyOf(VOWEL_LETTERS, cp);
  if (letter !== undefined) return letter;
  const base = cp - ((cp - 0x1200) & 7);
  const order = cp - base;
  for (const [family, series] of LABIALISED_SERIES) {
    if (series !== base) continue;
    const vowel = [...SERIES_ORDER].find(([key, o]) => o === order && key !== 'E')?.[0];
    const spelling = keyOf(SPELLINGS, family);
    return vowel && spelling ? `${spelling}w${vowel}` : undefined;
  }
  const spelling = keyOf(SPELLINGS, base);
  if (spelling === undefined || base === 0x12a0 || base === 0x12d0) return undefined;
  if (order === SIXTH) return spelling;
  if (order === 7) return NO_WA.has(base) ? undefined : `${spelling}wa`;
  const vowel = keyOf(VOWELS, order);
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
