import { normalizeAnswer } from './answer.ts';
import { canonicalEnglish } from './answer.english.ts';
import { hasEthiopic, romanise } from './ethiopic.ts';

/**
 * Word hints: tap a word of a prompt in the course language to see what it means in this course.
 *
 * The hints come from the course's words (each lesson's `words`, [word, meaning]). A text is read
 * as words, compared as the grader compares answers (its step 1: NFC, one apostrophe, no
 * punctuation, lower case in the course's locale), and the longest run of words that is one of
 * the course's words or phrases is a hint: "habari za asubuhi" is one hint, not three. Marks
 * stay: Yoruba rẹ and rẹ̀ are different words, so a hint never guesses across tone marks.
 *
 * Pure and shared; the server computes the hints of each exercise (it alone knows the answers, so
 * it can keep a hint from spelling one out: see `withoutAnswers`).
 */

/** A hint on `text.slice(start, end)` (UTF-16 offsets), with the course's meanings of it. */
export interface WordHint {
  start: number;
  end: number;
  meanings: string[];
}

export interface Lexicon {
  locale: string;
  /** Normalised word or phrase (words joined by one space) → its meanings, in course order. */
  entries: ReadonlyMap<string, readonly string[]>;
  /** Every normalised word that is part of an entry. */
  words: ReadonlySet<string>;
  /** The most words in one entry. */
  longest: number;
}

const normalize = (value: string, locale: string) => normalizeAnswer(value, locale);

/**
 * The course's words as a lexicon. A word taught twice (habari: "how are you?", later "news")
 * keeps both meanings, first taught first. A meaning that only repeats the word (Afrikaans
 * "Afrikaans") teaches nothing and is left out.
 */
export function buildLexicon(words: Iterable<readonly [string, string]>, locale: string): Lexicon {
  const entries = new Map<string, string[]>();
  const parts = new Set<string>();
  let longest = 0;
  for (const [word, meaning] of words) {
    const key = normalize(word, locale);
    const shown = meaning.trim();
    if (!key || !shown || normalize(shown, 'en') === key) continue;
    const meanings = entries.get(key) ?? [];
    if (!meanings.includes(shown)) meanings.push(shown);
    entries.set(key, meanings);
    const tokens = key.split(' ');
    for (const token of tokens) parts.add(token);
    longest = Math.max(longest, tokens.length);
  }
  return { locale, entries, words: parts, longest };
}

// A word: letters, marks, digits and apostrophes (the grader's apostrophes, ' included).
const wordPattern = /[\p{L}\p{M}\p{N}'\u2019\u02BC\u2018\u0060\u00B4\u02BB\u2032]+/gu;
const edgeApostrophes = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;
// A phrase never runs across the end of a sentence, a dash or a blank (___).
const boundary = /[.!?;:\u2013\u2014_\u1362\u1367\u1366]/u;

interface Token {
  key: string;
  start: number;
  end: number;
}

function tokens(text: string, from: number, to: number, lexicon: Lexicon): Token[] {
  const found: Token[] = [];
  for (const match of text.slice(from, to).matchAll(wordPattern)) {
    const raw = match[0];
    let start = from + match.index;
    let end = start + raw.length;
    let key = normalize(raw, lexicon.locale);
    // 'n (Afrikaans) is a word with its apostrophe; ‘kwaheri’ is a word in quotes.
    if (!lexicon.words.has(key)) {
      const bare = raw.replace(edgeApostrophes, '');
      if (bare && bare !== raw) {
        start += raw.indexOf(bare);
        end = start + bare.length;
        key = normalize(bare, lexicon.locale);
      }
    }
    if (key) found.push({ key, start, end });
  }
  return found;
}

/**
 * The hints of `text` (or of its part from `from` to `to`): the longest phrase of the course at
 * each word, left to right; a word that starts no entry gets none.
 */
export function findHints(text: string, lexicon: Lexicon, from = 0, to = text.length): WordHint[] {
  const list = tokens(text, from, to, lexicon);
  const hints: WordHint[] = [];
  let i = 0;
  while (i < list.length) {
    let matched = 0;
    for (let n = Math.min(lexicon.longest, list.length - i); n >= 1 && matched === 0; n -= 1) {
      const run = list.slice(i, i + n);
      const broken = run.some((token, k) => k > 0 && boundary.test(text.slice(run[k - 1]?.end, token.start)));
      if (broken) continue;
      const meanings = lexicon.entries.get(run.map((token) => token.key).join(' '));
      const first = run[0];
      const last = run[run.length - 1];
      if (meanings && first && last) {
        hints.push({ start: first.start, end: last.end, meanings: [...meanings] });
        matched = n;
      }
    }
    i += Math.max(1, matched);
  }
  return hints;
}

const quotePairs = new Map([
  ['\u201C', '\u201D'],
  ['\u00AB', '\u00BB'],
  ['\u201E', '\u201C'],
  ['"', '"'],
]);

/**
 * The quoted parts of a prompt written in English (What does “kwaheri” mean?): the only course
 * language in it, so the only part read for hints. Offsets exclude the quote marks.
 */
export function quotedRanges(text: string): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  let i = 0;
  while (i < text.length) {
    const close = quotePairs.get(text.charAt(i));
    const end = close === undefined ? -1 : text.indexOf(close, i + 1);
    if (end > i + 1) {
      ranges.push({ start: i + 1, end });
      i = end + 1;
    } else i += 1;
  }
  return ranges;
}

/** The ways a meaning can be read: as written, without its note in brackets, each of "a / b; c", the note. */
function readings(meaning: string): string[] {
  const plain = meaning.replace(/\([^)]*\)/gu, ' ');
  const notes = Array.from(meaning.matchAll(/\(([^)]*)\)/gu), (match) => match[1] ?? '');
  return [meaning, plain, ...plain.split(/[/;,]/u), ...notes.flatMap((note) => note.split(/[/;,]/u))]
    .map((m) => normalize(m, 'en'))
    .filter(Boolean);
}

/** What a reading of a meaning may also be said as: without "to" or an article in front. */
const leading = /^(?:to|a|an|the) /u;

export interface HintShield {
  /**
   * The exercise is answered in English (a translation into English, a choice of meanings): a
   * meaning found anywhere in an answer, as whole words ("hello" in "Hello, how are you?"), gives
   * it away, not only one that is a whole answer.
   */
  inEnglish?: boolean;
  /**
   * The text the hints are on. A hinted Ethiopic word whose every meaning is withheld shows its
   * romanisation instead: how to read it, never what it means.
   */
  text?: string;
}

/**
 * Drops the meanings that would give the exercise's answer away (What does “kwaheri” mean? →
 * "goodbye"; in "Write this in English: ሰላም", "selam (hello)" keeps only "selam"), and hints left
 * with none, unless they can show a reading instead. A hint helps to read; it never answers.
 */
export function withoutAnswers(
  hints: readonly WordHint[],
  answers: readonly string[],
  shield: HintShield = {},
): WordHint[] {
  const given = answers.flatMap((answer) => {
    const normalized = normalize(answer, 'en');
    return [normalized, canonicalEnglish(normalized)];
  });
  const whole = new Set(given);
  const gives = (reading: string) => {
    const forms = [reading, canonicalEnglish(reading), reading.replace(leading, '')];
    if (forms.some((form) => whole.has(form))) return true;
    return (
      shield.inEnglish === true && forms.some((form) => given.some((answer) => ` ${answer} `.includes(` ${form} `)))
    );
  };
  /** The meaning as it may be shown: whole, without a note that gives the answer, or not at all. */
  const shown = (meaning: string): string | undefined => {
    if (!readings(meaning).some(gives)) return meaning;
    const outside = meaning
      .replace(/\([^)]*\)/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
    return outside !== meaning.trim() && outside && !readings(outside).some(gives) ? outside : undefined;
  };
  return hints.flatMap((hint) => {
    const meanings = [...new Set(hint.meanings.flatMap((meaning) => shown(meaning) ?? []))];
    if (meanings.length > 0) return [{ ...hint, meanings }];
    const word = shield.text?.slice(hint.start, hint.end) ?? '';
    const reading = hasEthiopic(word) ? romanise(word).trim() : '';
    return reading && !readings(reading).some(gives) ? [{ ...hint, meanings: [reading] }] : [];
  });
}
