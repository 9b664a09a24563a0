/**
 * Grading of typed answers, exactly as learning-mechanics.md describes. Pure and locale-aware
 * without relying on ICU data the browser may lack: lower-casing uses `toLocaleLowerCase`, which
 * only differs from plain lower-casing for Turkic and Lithuanian, none of which we teach, and
 * grapheme clusters come from `Intl.Segmenter`, whose rules are not locale-specific.
 */

const apostrophes = /[\u2019\u02BC\u2018\u0060\u00B4]/gu;
// Letters, marks, digits, spaces and the apostrophe (part of words such as Hausa ʼyaʼyа or
// Afrikaans 'n) survive; everything else, Ethiopic ። ፣ ፧ ፤ ፥ ፦ ፡ and ¿ ¡ included, is punctuation.
const punctuation = /[^\p{L}\p{M}\p{N}\s']/gu;
const toneMarks = /[\u0300\u0301\u0304\u030C]/gu;
const allMarks = /\p{M}/gu;

/** Amharic letters that sound alike and are often typed one for the other. */
const soundAlike: Record<string, string> = {};
function foldSeries(canonical: string, ...others: string[]) {
  // Each Ethiopic syllable series is 8 code points: ሀ ሁ ሂ ሃ ሄ ህ ሆ (ሇ).
  const start = canonical.codePointAt(0) ?? 0;
  for (const other of others) {
    const otherStart = other.codePointAt(0) ?? 0;
    for (let i = 0; i < 8; i += 1) soundAlike[String.fromCodePoint(otherStart + i)] = String.fromCodePoint(start + i);
  }
}
foldSeries('ሀ', 'ሐ', 'ኀ');
foldSeries('ሰ', 'ሠ');
foldSeries('አ', 'ዐ');
foldSeries('ጸ', 'ፀ');
// Hausa ƴ is also written 'y; after step 1 every apostrophe is ' .
const hooked: Record<string, string> = { ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', "'y": 'y' };

/** Step 1: NFC, one apostrophe, no punctuation, collapsed white space, lower case. */
export function normalizeAnswer(value: string, locale: string): string {
  return value
    .normalize('NFC')
    .replace(apostrophes, "'")
    .replace(punctuation, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLocaleLowerCase(locale)
    .normalize('NFC');
}

function withoutToneMarks(normalized: string): string {
  return normalized.normalize('NFD').replace(toneMarks, '').normalize('NFC');
}

/** Step 4's fold: no marks at all, hooked letters and Amharic sound-alikes made one. */
export function foldForTypos(normalized: string): string {
  let folded = normalized.normalize('NFD').replace(allMarks, '');
  for (const [from, to] of Object.entries(hooked)) folded = folded.replaceAll(from, to);
  return Array.from(folded, (char) => soundAlike[char] ?? char).join('');
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
function graphemes(word: string): string[] {
  return Array.from(segmenter.segment(word), (s) => s.segment);
}

/** True when `a` and `b` are one Damerau edit apart (insert, delete, substitute or swap). */
function oneEditApart(a: string[], b: string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (i === a.length) return false;
    const restEqual = (from: number) => a.slice(from).join('\u0000') === b.slice(from).join('\u0000');
    if (restEqual(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && restEqual(i + 2); // swap
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1).join('\u0000') === shorter.slice(i).join('\u0000');
}

/** Step 5: the same words but one, which is 4+ letters long and one edit away. */
function isOneWordTypo(given: string, expected: string): boolean {
  const givenWords = given.split(' ');
  const expectedWords = expected.split(' ');
  if (givenWords.length !== expectedWords.length) return false;
  let typos = 0;
  for (let i = 0; i < expectedWords.length; i += 1) {
    const g = givenWords[i] ?? '';
    const e = expectedWords[i] ?? '';
    if (g === e) continue;
    const expectedClusters = graphemes(e);
    if (expectedClusters.length < 4 || !oneEditApart(graphemes(g), expectedClusters)) return false;
    typos += 1;
  }
  return typos === 1;
}

export type TextVerdict =
  | { result: 'correct'; expected: string }
  | { result: 'tone'; expected: string }
  | { result: 'typo'; expected: string }
  | { result: 'wrong'; expected: string };

export interface GradeTextOptions {
  locale: string;
  /** Every word the course teaches, normalised: a "typo" that spells another real word is wrong. */
  courseWords?: ReadonlySet<string>;
}

/** Closest accepted answer to show after a wrong answer: the fewest differing grapheme clusters. */
function closest(given: string, accepted: readonly string[]): string {
  let best = accepted[0] ?? '';
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of accepted) {
    const a = graphemes(given);
    const b = graphemes(candidate);
    let score = Math.abs(a.length - b.length);
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) score += 1;
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/** Grades a typed answer against every accepted answer (the first is the canonical spelling). */
export function gradeText(answer: string, accepted: readonly string[], options: GradeTextOptions): TextVerdict {
  const given = normalizeAnswer(answer, options.locale);
  const normalizedAccepted = accepted.map((a) => normalizeAnswer(a, options.locale));
  const pick = (index: number) => accepted[index] ?? accepted[0] ?? '';

  const exact = normalizedAccepted.indexOf(given);
  if (exact >= 0) return { result: 'correct', expected: pick(exact) };

  const toneless = withoutToneMarks(given);
  const toneMatch = normalizedAccepted.findIndex((a) => withoutToneMarks(a) === toneless);
  if (toneMatch >= 0) return { result: 'tone', expected: pick(toneMatch) };

  const folded = foldForTypos(given);
  const foldMatch = normalizedAccepted.findIndex((a) => foldForTypos(a) === folded);
  if (foldMatch >= 0) return { result: 'typo', expected: pick(foldMatch) };

  if (given.length > 0) {
    const spellsAnotherWord = given.split(' ').some((word) => {
      const isKnown = options.courseWords?.has(word) ?? false;
      return isKnown && !normalizedAccepted.some((a) => a.split(' ').includes(word));
    });
    if (!spellsAnotherWord) {
      const typoMatch = normalizedAccepted.findIndex((a) => isOneWordTypo(given, a));
      if (typoMatch >= 0) return { result: 'typo', expected: pick(typoMatch) };
    }
  }

  const expectedIndex = normalizedAccepted.indexOf(closest(given, normalizedAccepted));
  return { result: 'wrong', expected: pick(Math.max(0, expectedIndex)) };
}
