/**
 * Romanisation of Ethiopic (Ge'ez script, "fidel") as Roots shows it to Amharic learners: a small
 * muted line under every Ethiopic text in the lesson player, and the form a typed answer may take
 * (answer.ts reads romanised answers loosely, see `matchesRomanised`).
 *
 * ONE scheme for reading and typing: each syllable is spelled with the keys of the input method
 * (ethiopic-input.ts), so a word typed exactly as it is shown is that word (a test types every
 * word of the Amharic course from its romanisation). Plain letters on any keyboard, read aloud by
 * an English speaker on day one:
 *
 *   consonants  h l m r s sh q b v t ch n ny k w z zh y d j g f p, and the ejectives t' ch' p'
 *               ts', said with a catch in the throat. The sound-alike letters are doubled: hh ሐ
 *               (hhh ኀ) is said h, ss ሠ is said s.
 *   vowels      1st e (ለ le), 2nd u (ሉ lu), 3rd ee (ሊ lee), 4th a (ላ la), 5th ei (ሌ lei, as in
 *               "vein"), 6th nothing or i (ል l), 7th o (ሎ lo); labialised wa (ጓ gwa), and the
 *               separate series of q, k, g and h: qwe, qwee, qwa, qwei, qwu. After h the 1st order
 *               is said like the 4th: ሀ he and ሃ ha both say ha.
 *   vowel letters  አ a, ኡ u, ኢ ee, ኤ ei, እ i, ኦ o, ኧ e; the pharyngeal ones, said the same, are
 *               doubled: ዓ aa (ዐ aaa), ዕ ii. Inside a word an apostrophe comes before them, for
 *               reading (se'aat ሰዓት, ke'amerika): typed or not, it changes nothing.
 *
 * The 6th order is a consonant with a short neutral vowel that Amharic only says when it has to
 * (the script does not show it). Roots writes it as `i` where the vowel is heard and leaves it out
 * where it is not, by one rule applied left to right inside a word:
 *   - at the end of a word: no vowel (ሰላም selam, ቻው chaw, ነው new);
 *   - at the start of a word: i (ስሜ simei, ውሃ wiha, ይቅርታ yiqrita);
 *   - inside a word: no vowel when the sound before it is a vowel and the next syllable carries
 *     one, so the consonant closes a syllable (ደህና dehna, ኢትዮጵያ eetyop'ya, አመሰግናለሁ
 *     amesegnalehu); otherwise i (ትንሽ tinish, እንደምን indemin, ይስጥልኝ yist'iliny).
 * That i is only for reading: typed after a consonant it is nothing, so "yist'iliny" types ይስጥልኝ.
 * Where two letters would read as one (ን then ያ is not ኛ), an apostrophe keeps them apart: n'ya.
 *
 * Ethiopic punctuation becomes its Latin counterpart (። . ፣ , ፤ ; and the colon, question mark
 * and word space likewise) and Ethiopic numerals become digits (ten and two: 12). Everything else
 * (Latin text, spaces, the blank `___` of an exercise) is left as it is. Letters the input method
 * cannot type (ቐ, ኸ, ጘ, ፀ, ፘ ፙ ፚ: none of them in a course) are written as they are said.
 */

import { keysOfSyllable, transliterate } from './ethiopic-input.ts';
import type { RomanisationMode } from './preferences.ts';

/**
 * How many units of a course `auto` romanises: the reading unit (Amharic's 00-fidel) and the first
 * two units of words. Later, a learner reads fidel on their own unless they ask for help.
 */
export const ROMANISATION_AUTO_UNITS = 3;

/** Whether a learner with this setting sees romanisation in a lesson of the unit at this position. */
export function showsRomanisation(mode: RomanisationMode, unitPosition: number): boolean {
  if (mode === 'auto') return unitPosition <= ROMANISATION_AUTO_UNITS;
  return mode === 'always';
}

const BLOCK_START = 0x1200;
const SYLLABLES_END = 0x135a;

/** Vowel of the 1st to 7th order as said (the 6th is decided per word, see the rule above). */
const VOWELS = ['e', 'u', 'i', 'a', 'ē', '', 'o'] as const;
/** The same as written (ethiopic-input.ts types them so). */
const WRITTEN_VOWELS = ['e', 'u', 'ee', 'a', 'ei', '', 'o'] as const;
const SIXTH = 5;

/** The consonant of each family, by the code point of its 1st order. */
const FAMILIES = new Map<number, string>([
  [0x1200, 'h'],
  [0x1208, 'l'],
  [0x1210, 'h'],
  [0x1218, 'm'],
  [0x1220, 's'],
  [0x1228, 'r'],
  [0x1230, 's'],
  [0x1238, 'sh'],
  [0x1240, 'q'],
  [0x1250, 'qh'],
  [0x1260, 'b'],
  [0x1268, 'v'],
  [0x1270, 't'],
  [0x1278, 'ch'],
  [0x1280, 'h'],
  [0x1290, 'n'],
  [0x1298, 'ny'],
  [0x12a0, ''],
  [0x12a8, 'k'],
  [0x12b8, 'h'],
  [0x12c8, 'w'],
  [0x12d0, ''],
  [0x12d8, 'z'],
  [0x12e0, 'zh'],
  [0x12e8, 'y'],
  [0x12f0, 'd'],
  [0x12f8, 'd'],
  [0x1300, 'j'],
  [0x1308, 'g'],
  [0x1318, 'ng'],
  [0x1320, "t'"],
  [0x1328, "ch'"],
  [0x1330, "p'"],
  [0x1338, "ts'"],
  [0x1340, "ts'"],
  [0x1348, 'f'],
  [0x1350, 'p'],
]);

/** The separate labialised series of q, qh, h, k, h and g: 1st, 3rd, 4th, 5th and 6th order only. */
const LABIALISED_SERIES = new Map<number, string>([
  [0x1248, 'q'],
  [0x1258, 'qh'],
  [0x1288, 'h'],
  [0x12b0, 'k'],
  [0x12c0, 'h'],
  [0x1310, 'g'],
]);

/** Families whose 1st order is said with a (ሀ ha, አ a): h and the glottal and pharyngeal stops. */
const GUTTURALS = new Set([0x1200, 0x1210, 0x1280, 0x12b8, 0x12a0, 0x12d0]);
/** Vowel-only families: the glottal (አ) and pharyngeal (ዐ) stops. */
const GLOTTALS = new Set([0x12a0, 0x12d0]);

/** 8th slots that are not "consonant + wa" (U+12A7 is Amharic's ä; the -OA forms are read wa). */
const EIGHTH_SLOT = new Map<number, string>([
  [0x12a7, 'e'],
  [0x12cf, 'wa'],
]);
/** The three syllables after the last family: rya, mya, fya. */
const PALATALISED = new Map<number, string>([
  [0x1358, 'rya'],
  [0x1359, 'mya'],
  [0x135a, 'fya'],
]);

const PUNCTUATION = new Map<string, string>([
  ['\u1360', '§'],
  ['\u1361', ' '],
  ['\u1362', '.'],
  ['\u1363', ','],
  ['\u1364', ';'],
  ['\u1365', ':'],
  ['\u1366', ':'],
  ['\u1367', '?'],
  ['\u1368', '¶'],
]);
/** Combining gemination and length marks (rare in print): dropped. */
const COMBINING = /[\u135d-\u135f]/gu;

const DIGIT_ONE = 0x1369;
const TEN = 0x1372;
const HUNDRED = 0x137b;
const TEN_THOUSAND = 0x137c;

/**
 * One syllable of a word: the letter, its consonant and vowel as said (for comparing what a learner
 * types, loosely), and what the 6th-order rule needs to know.
 */
interface Syllable {
  char: string;
  consonant: string;
  vowel: string;
  /** A 6th order whose vowel the word decides (not the glottal one, not the labialised ones). */
  sixth: boolean;
  /** The glottal and pharyngeal stops: written by their vowel, with ' inside a word. */
  glottal: boolean;
  /** The ወ family: its 6th order (ው) may also be heard as wu. */
  w: boolean;
  /** A 1st order after h, said a and shown e (ሀ he): either is fair when typed. */
  ha?: boolean;
  /** The vowel as the scheme writes it (ee, ei): for a letter the input method cannot type. */
  written: string;
}

function isSyllable(cp: number): boolean {
  return cp >= BLOCK_START && cp <= SYLLABLES_END && syllableOf(cp) !== undefined;
}

/** Whether the text holds any Ethiopic syllable. */
export function hasEthiopic(text: string): boolean {
  for (const char of text) if (isSyllable(char.codePointAt(0) ?? 0)) return true;
  return false;
}

function syllableOf(cp: number): Syllable | undefined {
  const said = saidSyllable(cp);
  return said && { char: String.fromCodePoint(cp), ...said };
}

function saidSyllable(cp: number): Omit<Syllable, 'char'> | undefined {
  const plain = { sixth: false, glottal: false, w: false };
  const palatal = PALATALISED.get(cp);
  if (palatal) return { ...plain, consonant: palatal.slice(0, -1), vowel: 'a', written: 'a' };
  const base = cp - ((cp - BLOCK_START) & 7);
  const order = cp - base;
  const series = LABIALISED_SERIES.get(base);
  if (series !== undefined) {
    const vowel = ['we', undefined, 'wi', 'wa', 'wē', 'u', undefined, undefined][order];
    const written = ['we', '', 'wee', 'wa', 'wei', 'wu'][order] ?? '';
    return vowel === undefined ? undefined : { ...plain, consonant: series, vowel, written };
  }
  const consonant = FAMILIES.get(base);
  if (consonant === undefined) return undefined;
  const glottal = GLOTTALS.has(base);
  if (order === 7) {
    const special = EIGHTH_SLOT.get(cp);
    if (special !== undefined) return { ...plain, consonant: '', vowel: special, written: special };
    // Slots left empty by Unicode in a few families.
    if ([0x1257, 0x12bf, 0x12d7].includes(cp)) return undefined;
    return { ...plain, consonant, vowel: 'wa', glottal, written: 'wa' };
  }
  const ha = order === 0 && GUTTURALS.has(base);
  const vowel = ha ? 'a' : (VOWELS[order] ?? '');
  if (order === SIXTH) {
    if (glottal) return { ...plain, consonant: '', vowel: 'i', glottal, written: 'i' };
    return { ...plain, consonant, vowel: '', sixth: true, w: base === 0x12c8, written: '' };
  }
  const written = glottal && order === 0 ? 'a' : (WRITTEN_VOWELS[order] ?? '');
  return { ...plain, consonant, vowel, glottal, written, ...(ha && !glottal ? { ha } : {}) };
}

/**
 * The 6th-order syllables of a word that sound a vowel, by the rule in the header: at the start,
 * or inside the word unless the consonant closes a syllable. `true` = written with i.
 */
function sixthVowels(word: readonly Syllable[]): boolean[] {
  const voiced: boolean[] = [];
  let afterVowel = false;
  word.forEach((syllable, i) => {
    if (!syllable.sixth) {
      voiced.push(false);
      afterVowel = syllable.vowel !== '';
      return;
    }
    const last = i === word.length - 1;
    const next = word[i + 1];
    // A following 6th order carries a vowel if it is not last: this one, bare, leaves it after a consonant.
    const nextVoiced = next !== undefined && (!next.sixth || i + 1 < word.length - 1);
    const bare = last || (i > 0 && afterVowel && nextVoiced);
    voiced.push(!bare);
    afterVowel = !bare;
  });
  return voiced;
}

/** One syllable as said, or with the vowel as written (a letter the input method cannot type). */
function say(syllable: Syllable, i: number, voiced: boolean, written = false): string {
  const vowel = written ? syllable.written : syllable.vowel;
  if (syllable.glottal) return (i > 0 ? "'" : '') + vowel;
  if (syllable.sixth) return syllable.consonant + (voiced ? 'i' : '');
  return syllable.consonant + vowel;
}

/** A word as said, for comparing what a learner types (loosely). */
function sayWord(word: readonly Syllable[], voiced: readonly boolean[]): string {
  return word.map((syllable, i) => say(syllable, i, voiced[i] ?? false)).join('');
}

/**
 * A word as Roots shows it: each syllable in the input method's keys, the heard 6th-order vowel
 * as i, an apostrophe before a vowel letter inside the word, and one wherever two syllables would
 * otherwise type as something else (n'ya). Checked against the input method as it is built, so it
 * types the word back; a letter the method cannot type is written as said.
 */
function spellWord(word: readonly Syllable[], voiced: readonly boolean[]): string {
  let keys = '';
  let fidel = '';
  let typable = true;
  word.forEach((syllable, i) => {
    fidel += syllable.char;
    const own = keysOfSyllable(syllable.char.codePointAt(0) ?? 0);
    if (own === undefined) {
      typable = false;
      keys += say(syllable, i, voiced[i] ?? false, true);
      return;
    }
    const shown = syllable.sixth && voiced[i] ? `${own}i` : own;
    const ways = syllable.glottal && i > 0 ? [`'${shown}`, shown] : [shown, `'${shown}`];
    const typed = typable ? ways.find((way) => transliterate(keys + way) === fidel) : undefined;
    if (typed === undefined) typable = false;
    keys += typed ?? ways[0] ?? shown;
  });
  return keys;
}

/** Words already spelled: a lesson shows the same few hundred words again and again. */
const spelled = new Map<string, string>();
const SPELLED_MAX = 5000;

function shownWord(word: readonly Syllable[]): string {
  const key = word.map((syllable) => syllable.char).join('');
  let shown = spelled.get(key);
  if (shown === undefined) {
    shown = spellWord(word, sixthVowels(word));
    if (spelled.size >= SPELLED_MAX) spelled.clear();
    spelled.set(key, shown);
  }
  return shown;
}

/** The value of a run of Ethiopic numerals: ten two is 12, hundred twenty 120, two hundred 200. */
function numeralValue(run: string): number {
  let total = 0;
  let part = 0;
  let current = 0;
  for (const char of run) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp >= DIGIT_ONE && cp < TEN) current += cp - DIGIT_ONE + 1;
    else if (cp >= TEN && cp < HUNDRED) current += (cp - TEN + 1) * 10;
    else if (cp === HUNDRED) {
      part += (current || 1) * 100;
      current = 0;
    } else if (cp === TEN_THOUSAND) {
      total = (total + part + current || 1) * 10000;
      part = 0;
      current = 0;
    }
  }
  return total + part + current;
}

type Piece =
  { kind: 'word'; syllables: Syllable[] } | { kind: 'number'; text: string } | { kind: 'other'; text: string };

function pieces(text: string): Piece[] {
  const result: Piece[] = [];
  for (const char of text.normalize('NFC').replace(COMBINING, '')) {
    const cp = char.codePointAt(0) ?? 0;
    const last = result.at(-1);
    const syllable = cp >= BLOCK_START && cp <= SYLLABLES_END ? syllableOf(cp) : undefined;
    if (syllable) {
      if (last?.kind === 'word') last.syllables.push(syllable);
      else result.push({ kind: 'word', syllables: [syllable] });
    } else if (cp >= DIGIT_ONE && cp <= TEN_THOUSAND) {
      if (last?.kind === 'number') last.text += char;
      else result.push({ kind: 'number', text: char });
    } else {
      const latin = PUNCTUATION.get(char) ?? char;
      if (last?.kind === 'other') last.text += latin;
      else result.push({ kind: 'other', text: latin });
    }
  }
  return result;
}

/** The learner's romanisation of a text: its Ethiopic words, numerals and punctuation in Latin. */
export function romanise(text: string): string {
  return pieces(text)
    .map((piece) => {
      if (piece.kind === 'word') return shownWord(piece.syllables);
      if (piece.kind === 'number') return String(numeralValue(piece.text));
      return piece.text;
    })
    .join('');
}

/**
 * What a learner looking at a mixed text needs: the romanisation of its Ethiopic only. An English
 * prompt quoting Amharic ("What does “ደህና ሁን” mean?") gives "dehna hun"; a text in Ethiopic
 * (a sentence with its blank) is romanised whole. Empty when there is no Ethiopic.
 */
export function romaniseForDisplay(text: string): string {
  if (!hasEthiopic(text)) return '';
  const withoutEthiopic = text.replace(/[\u1200-\u137f]/gu, '');
  if (!/\p{Script=Latin}/u.test(withoutEthiopic.replace(/_+/gu, ''))) return romanise(text).trim();
  const runs = text.match(/[\u1200-\u137f]+(?:[\s\u1361]+[\u1200-\u137f]+)*/gu) ?? [];
  return runs
    .map((run) => romanise(run).trim())
    .filter((run) => run.length > 0)
    .join(' · ');
}

/**
 * A romanised text made comparable with what a learner types: lower case, no marks (ē = e), the
 * vowels as said (ee = i, ei = e), no apostrophes, ñ and gn as ny, letters written twice once
 * (Amharic doubles consonants without showing it, and Roots doubles the sound-alike letters),
 * punctuation gone, single spaces.
 */
export function looseRomanised(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ñ/gu, 'ny')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ee/gu, 'i')
    .replace(/ei/gu, 'e')
    .replace(/['\u2019\u02bc\u2018\u0060\u00b4\u02bb\u2032]/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/gn/gu, 'ny')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Most choices one word may have; beyond this many only the two extremes are tried. */
const MAX_CHOICES = 8;

/**
 * Every loose romanisation of one Ethiopic word a learner may fairly type: each 6th-order vowel
 * written or not (the script does not show it, so "ityopiya" and "ityop'ya" are both ኢትዮጵያ), the
 * 6th order of w also as wu, and a 1st order after h as said (ha) or as shown (he).
 */
function wordSpellings(syllables: readonly Syllable[]): Set<string> {
  const slots = syllables.flatMap((syllable, i) => {
    if (syllable.sixth) return [{ at: i, vowels: syllable.w ? ['', 'i', 'u'] : ['', 'i'] }];
    return syllable.ha ? [{ at: i, vowels: ['a', 'e'] }] : [];
  });
  const spellings = new Set<string>([looseRomanised(sayWord(syllables, sixthVowels(syllables)))]);
  const render = (pick: (slot: number) => string) =>
    looseRomanised(
      syllables
        .map((syllable, i) => {
          const slot = slots.findIndex(({ at }) => at === i);
          return syllable.consonant + (slot < 0 ? syllable.vowel : pick(slot));
        })
        .join(''),
    );
  if (slots.length > MAX_CHOICES) {
    spellings.add(render((slot) => slots[slot]?.vowels[0] ?? ''));
    spellings.add(render((slot) => slots[slot]?.vowels[1] ?? ''));
    return spellings;
  }
  const walk = (slot: number, chosen: string[]) => {
    if (slot === slots.length) {
      spellings.add(render((s) => chosen[s] ?? ''));
      return;
    }
    for (const vowel of slots[slot]?.vowels ?? []) walk(slot + 1, [...chosen, vowel]);
  };
  walk(0, []);
  return spellings;
}

/**
 * Whether a learner's Latin answer is the romanised form of an Ethiopic one, word by word,
 * compared loosely (see `looseRomanised`) and with either reading of every 6th-order vowel.
 */
export function matchesRomanised(typed: string, ethiopic: string): boolean {
  if (hasEthiopic(typed)) return false;
  const given = looseRomanised(typed).split(' ').filter(Boolean);
  const words = pieces(ethiopic).flatMap((piece): Set<string>[] => {
    if (piece.kind === 'word') return [wordSpellings(piece.syllables)];
    if (piece.kind === 'number') return [new Set([String(numeralValue(piece.text))])];
    return looseRomanised(piece.text)
      .split(' ')
      .filter(Boolean)
      .map((word) => new Set([word]));
  });
  if (given.length === 0 || given.length !== words.length) return false;
  return words.every((spellings, i) => spellings.has(given[i] ?? ''));
}
