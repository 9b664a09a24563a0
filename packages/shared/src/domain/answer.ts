import { decomposeEthiopic, foldEthiopic, hasEthiopic } from './answer.amharic.ts';
import { canonicalEnglish, expandContractions } from './answer.english.ts';
import { matchesRomanised } from './ethiopic.ts';

/**
 * Grading of typed answers, as learning-mechanics.md describes, with what issue 39 added:
 *   - step 1 reads dotted abbreviations as one word (12 p.m. = 12 pm = 12PM);
 *   - step 5 also applies after step 4's fold: a missing mark and one slip in the same answer
 *     ("kudii" for "kuɗi") is a typo. Marks and slips are both typos, so it is the one typo note
 *     (the tone note is for tone marks alone), and the spelling shown carries every mark;
 *   - Amharic's spoken -ለው for the written -ለሁ, and English worded otherwise (an article more or
 *     less, a compound in two words) are right, with a note saying how it is written (`note`);
 *   - Ethiopic answers typed in Latin letters count in every unit (see `acceptRomanised`).
 * Pure and locale-aware
 * without relying on ICU data the browser may lack: lower-casing uses `toLocaleLowerCase`, which
 * only differs from plain lower-casing for Turkic and Lithuanian, none of which we teach, and
 * grapheme clusters come from `Intl.Segmenter`, whose rules are not locale-specific.
 * The per-language tables (English contractions and numbers, Ethiopic families) live beside this
 * file in answer.english.ts and answer.amharic.ts, so the rules here stay readable on one screen.
 */

// ʻ (Hawaiian-style okina) and ′ (prime) come from phone keyboards and copy-paste: apostrophes too.
const apostrophes = /[\u2019\u02BC\u2018\u0060\u00B4\u02BB\u2032]/gu;
// Letters, marks, digits, spaces and the apostrophe (part of words such as Hausa ʼyaʼyа or
// Afrikaans 'n) survive; everything else, Ethiopic ። ፣ ፧ ፤ ፥ ፦ ፡ and ¿ ¡ included, is punctuation.
const punctuation = /[^\p{L}\p{M}\p{N}\s']/gu;
/**
 * Single letters joined by dots are one abbreviation: "p.m.", "a.m", "e.g." read as pm, am, eg, so
 * "12 pm" = "12 p.m." = "12 P.M.". A dot after a whole word ("Mr.") is plain punctuation already.
 */
const dottedAbbreviation = /(?<![\p{L}\p{M}\p{N}])\p{L}\p{M}*(?:\.\p{L}\p{M}*)+\.?(?![\p{L}\p{M}])/gu;
const toneMarks = /[\u0300\u0301\u0304\u030C]/gu;
const allMarks = /\p{M}/gu;
// A hyphen between two letters joins a word (Igbo na-aga, English twenty-one): optional.
const innerHyphen = /(?<=\p{L}\p{M}*)[-\u2010\u2011](?=\p{L})/gu;
/**
 * Languages whose accents are letters, not tones: Afrikaans è é ê ë mark vowel quality, so a
 * missing one is a typo (the fold step), never the "watch your tone marks" note.
 */
const withoutTones = new Set(['af', 'en']);

// Hausa ƴ is also written 'y; after step 1 every apostrophe is ' .
const hooked = new Map([
  ['ɓ', 'b'],
  ['ɗ', 'd'],
  ['ƙ', 'k'],
  ['ƴ', 'y'],
  ["'y", 'y'],
]);
// Yoruba typed on a Ghanaian or IPA keyboard: open ɔ and ɛ are the letters ọ and ẹ.
const openVowels = new Map([
  ['ɔ', 'ọ'],
  ['ɛ', 'ẹ'],
]);

/** Step 1: NFC, one apostrophe, no punctuation, collapsed white space, lower case. */
export function normalizeAnswer(value: string, locale: string): string {
  return value
    .normalize('NFC')
    .replace(apostrophes, "'")
    .replace(dottedAbbreviation, (abbreviation) => abbreviation.replaceAll('.', ''))
    .replace(punctuation, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLocaleLowerCase(locale)
    .replace(/[ɔɛ]/gu, (char) => (locale === 'yo' ? (openVowels.get(char) ?? char) : char))
    .normalize('NFC');
}

function withoutToneMarks(normalized: string): string {
  return normalized.normalize('NFD').replace(toneMarks, '').normalize('NFC');
}

/** Step 4's fold: no marks at all, hooked letters and Amharic sound-alikes (answer.amharic.ts) made one. */
export function foldForTypos(normalized: string): string {
  let folded = normalized.normalize('NFD').replace(allMarks, '');
  for (const [from, to] of hooked) folded = folded.replaceAll(from, to);
  return foldEthiopic(folded);
}

/** What typo distance counts: grapheme clusters, or consonants and vowels for Ethiopic. */
function letters(word: string): string[] {
  return hasEthiopic(word) ? decomposeEthiopic(word) : graphemes(word);
}

// Made on first use: loading ICU's break rules costs a slow phone's page load tens of milliseconds,
// and the lesson page needs them only once a learner types a near miss.
let segmenter: Intl.Segmenter | undefined;
function graphemes(word: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
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
    const expectedLetters = letters(e);
    if (expectedLetters.length < 4 || !oneEditApart(letters(g), expectedLetters)) return false;
    typos += 1;
  }
  return typos === 1;
}

/**
 * Why an answer that is not spelled as accepted still counts, for the note the learner reads
 * (answer.notes.ts): English worded otherwise ("Good bye", an article more or less), Amharic's
 * spoken -ለው for the written -ለሁ, fidel typed in Latin letters past the units that show romanisation.
 */
export type AnswerNote = 'english-wording' | 'spoken-ending' | 'romanised';

export interface TextVerdict {
  result: 'correct' | 'tone' | 'typo' | 'wrong';
  expected: string;
  note?: AnswerNote;
}

export interface GradeTextOptions {
  locale: string;
  /**
   * Every word the course teaches, normalised with its tone marks: a "typo" or a tone slip that
   * spells another taught word (Yoruba rẹ for rẹ̀) is a different word, so it is wrong.
   */
  courseWords?: ReadonlySet<string>;
  /**
   * For answers in English: true for a real English word, so "there" for "here" is wrong, not a
   * typo. Injected by the server, which holds the word list; an offline download carries only the
   * words one edit from its accepted answers, so the list never reaches the web bundle.
   */
  isEnglishWord?: (word: string) => boolean;
  /**
   * Ethiopic answers typed in Latin letters ("selam" for ሰላም, compared as ethiopic.ts romanises,
   * loosely: marks, apostrophes, doubled letters and the unwritten 6th-order vowel do not count)
   * are right in every exercise. Where the exercise says so (its `accept_romanised` flag, set in
   * the units that show romanisation) they are plainly right; elsewhere they are counted right as
   * a slip, with a note to try fidel, and come back in practice.
   */
  acceptRomanised?: boolean;
}

/**
 * Amharic says the 1st person ending -ለሁ (-allehu) as -ለው (-allew), and learners meet that
 * spelling everywhere: እበላለው for እበላለሁ, አመሰግናለው for አመሰግናለሁ. A word of four or more
 * syllables ending so is read with its written ending (right, with a note); a shorter one such
 * as አለው ("he has") is a word of its own.
 */
function writtenEnding(normalized: string): string {
  return normalized
    .split(' ')
    .map((word) => (word.endsWith('ለው') && Array.from(word).length >= 4 ? `${word.slice(0, -1)}ሁ` : word))
    .join(' ');
}

const articles = new Set(['the', 'a', 'an']);

/**
 * Step 6, for answers in English only: what is left of an answer (in the form `compared` gives)
 * without its articles and its spaces. Two answers with the same key differ only by "the", "a" or
 * "an", or by a compound written in two words ("Good bye", "Thank you"): the learner studies the
 * course's language, not English articles, so that is right, with a note. Empty for an answer
 * that is nothing but articles.
 */
export function englishWording(form: string): string {
  return form
    .split(' ')
    .filter((word) => !articles.has(word))
    .join('');
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

/** The normalised spellings of one answer: as typed and, when a hyphen joins letters, joined. */
function spellings(value: string, locale: string): string[] {
  const spaced = normalizeAnswer(value, locale);
  const joined = normalizeAnswer(value.replace(innerHyphen, ''), locale);
  return joined === spaced ? [spaced] : [spaced, joined];
}

/**
 * Plain ASCII Yoruba is never silently right: an accepted answer with no marks at all that is the
 * stripped form of another accepted answer only stands for that one: the learner gets the tone
 * note or the typo rule against the marked spelling, and sees the marks.
 */
function bareDuplicate(answer: string, all: readonly string[], locale: string): boolean {
  if (locale !== 'yo' || answer.normalize('NFD').match(allMarks)) return false;
  return all.some((other) => other !== answer && foldForTypos(other) === answer);
}

/**
 * The spellings an answer is compared in. English answers are compared in canonical form
 * (contractions spelled out, number words as digits) and as written, so "its" still meets "it's"
 * at the apostrophe fold of `gradeText`.
 */
function compared(value: string, locale: string): string[] {
  const written = spellings(value, locale);
  return locale === 'en' ? [...new Set([...written.map(canonicalEnglish), ...written])] : written;
}

/** Step 4's comparison: no marks, and a dropped apostrophe is a slip of the keyboard ("its", "n" for "'n"). */
const bareLetters = (value: string) => foldForTypos(value).replaceAll("'", '');

/** Typo distance is measured on words, so English number words stay words here ("eigth"). */
const wordForm = (value: string, locale: string) =>
  spellings(value, locale).map((v) => (locale === 'en' ? expandContractions(v) : v));

/** The course's words with step 4's fold, worked out once per set. */
const foldedCourseWords = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
const noWords: ReadonlySet<string> = new Set();
function foldedWords(words: ReadonlySet<string> | undefined): ReadonlySet<string> {
  if (!words) return noWords;
  let folded = foldedCourseWords.get(words);
  if (!folded) {
    folded = new Set(Array.from(words, bareLetters));
    foldedCourseWords.set(words, folded);
  }
  return folded;
}

/** What grading compares of an exercise's accepted answers in one locale, each in their order. */
interface AcceptedForms {
  /** The list they were worked out from, to notice a list changed in place (an editor's preview). */
  of: readonly string[];
  forms: string[][];
  /** Stands only for another, marked answer (`bareDuplicate`). */
  bare: boolean[];
  toneless: string[][];
  folded: string[][];
  words: string[][];
  normalized: string[];
}

/**
 * Worked out once per list and locale, not once per answer: normalising the accepted answers
 * (Unicode normalisation and Unicode-aware patterns, several times each) was most of the time a
 * right answer took to grade, and a course's lists are the same for every learner.
 */
const acceptedForms = new WeakMap<readonly string[], Map<string, AcceptedForms>>();

function acceptedFormsOf(accepted: readonly string[], locale: string): AcceptedForms {
  let byLocale = acceptedForms.get(accepted);
  if (!byLocale) {
    byLocale = new Map();
    acceptedForms.set(accepted, byLocale);
  }
  const known = byLocale.get(locale);
  if (known?.of.length === accepted.length && known.of.every((answer, i) => answer === accepted[i])) return known;
  const forms = accepted.map((a) => compared(a, locale));
  const allForms = forms.flat();
  const worked: AcceptedForms = {
    of: [...accepted],
    forms,
    bare: forms.map((candidates) => candidates.some((c) => bareDuplicate(c, allForms, locale))),
    toneless: forms.map((candidates) => candidates.map(withoutToneMarks)),
    folded: forms.map((candidates) => candidates.map(bareLetters)),
    words: accepted.map((a) => wordForm(a, locale)),
    normalized: accepted.map((a) => normalizeAnswer(a, locale)),
  };
  byLocale.set(locale, worked);
  return worked;
}

/**
 * Step 6 on its own: the index of the accepted English answer that `answer` matches but for its
 * articles and compound spaces (`englishWording`), or -1. The server also asks it of a word bank
 * built into English.
 */
export function rewordedEnglish(answer: string, accepted: readonly string[]): number {
  const { forms, bare } = acceptedFormsOf(accepted, 'en');
  const typed = compared(answer, 'en')
    .map(englishWording)
    .filter((key) => key !== '');
  return forms.findIndex((candidates, i) => !bare[i] && candidates.some((c) => typed.includes(englishWording(c))));
}

/** Grades a typed answer against every accepted answer (the first is the canonical spelling). */
export function gradeText(answer: string, accepted: readonly string[], options: GradeTextOptions): TextVerdict {
  const { locale } = options;
  const given = compared(answer, locale);
  const { forms, bare, toneless, folded, words, normalized } = acceptedFormsOf(accepted, locale);
  const pick = (index: number) => accepted[index] ?? accepted[0] ?? '';
  const verdict = (result: TextVerdict['result'], index: number, note?: AnswerNote): TextVerdict => ({
    result,
    expected: pick(index),
    ...(note ? { note } : {}),
  });
  /** The first accepted answer one of whose `spelled` forms is one of the typed spellings, spelled so. */
  const find = (spelled: string[][], typed: string[]) =>
    spelled.findIndex((candidates, i) => !bare[i] && candidates.some((c) => typed.includes(c)));
  /** A typed word missing from the accepted answer that is another word the learner knows. */
  const bringsOtherWord = (typed: string, candidates: readonly string[], known: (word: string) => boolean) => {
    const acceptedWords = new Set(candidates.flatMap((c) => c.split(' ')));
    return typed.split(' ').some((word) => known(word) && !acceptedWords.has(word));
  };
  const taught = (word: string) => options.courseWords?.has(word) ?? false;
  // A tone or mark slip that lands on another taught word (rẹ for rẹ̀) is that other word.
  const slipVerdict = (index: number, slip: 'tone' | 'typo') =>
    verdict(given.some((g) => bringsOtherWord(g, forms[index] ?? [], taught)) ? 'wrong' : slip, index);

  const exact = find(forms, given);
  if (exact >= 0) return verdict('correct', exact);

  if (!withoutTones.has(locale)) {
    const toneMatch = find(toneless, given.map(withoutToneMarks));
    if (toneMatch >= 0) return slipVerdict(toneMatch, 'tone');
  }

  // A dropped apostrophe is a slip of the keyboard, not another word: "its" for "it's", "n" for "'n".
  const foldMatch = find(folded, given.map(bareLetters));
  if (foldMatch >= 0) return slipVerdict(foldMatch, 'typo');

  if (answer.trim().length > 0) {
    const typed = wordForm(answer, locale);
    const known = (word: string) => taught(word) || (options.isEnglishWord?.(word) ?? false);
    const typoMatch = words.findIndex(
      (candidates, i) =>
        !bare[i] &&
        candidates.some((c) => typed.some((g) => isOneWordTypo(g, c) && !bringsOtherWord(g, candidates, known))),
    );
    if (typoMatch >= 0) return verdict('typo', typoMatch);

    // Step 5 after step 4's fold: a learner without a key for ɗ or ọ still has the typo rule
    // ("kudii" for "kuɗi", "Orukko" for "Orúkọ"). Marks and a slip are both typos, so it is one
    // typo note. A typed word that folds onto another taught word is that word, not a typo.
    const bareTaught = foldedWords(options.courseWords);
    const bareKnown = (word: string) => bareTaught.has(word);
    const typedBare = typed.map((g) => ({ g, folded: bareLetters(g) }));
    const bareMatch = words.findIndex((candidates, i) => {
      if (bare[i]) return false;
      const foldedCandidates = candidates.map(bareLetters);
      return foldedCandidates.some((c) =>
        typedBare.some(
          ({ g, folded }) =>
            isOneWordTypo(folded, c) &&
            !bringsOtherWord(g, candidates, known) &&
            !bringsOtherWord(folded, foldedCandidates, bareKnown),
        ),
      );
    });
    if (bareMatch >= 0) return verdict('typo', bareMatch);
  }

  if (hasEthiopic(answer)) {
    const written = given.map(writtenEnding).filter((form, i) => form !== given[i]);
    const spoken = written.length > 0 ? find(forms, written) : -1;
    if (spoken >= 0 && !given.some((g) => bringsOtherWord(g, forms[spoken] ?? [], taught)))
      return verdict('correct', spoken, 'spoken-ending');
  }

  if (locale === 'en') {
    const reworded = rewordedEnglish(answer, accepted);
    if (reworded >= 0) return verdict('correct', reworded, 'english-wording');
  }

  const romanised = accepted.findIndex((a) => hasEthiopic(a) && matchesRomanised(answer, a));
  if (romanised >= 0)
    return options.acceptRomanised ? verdict('correct', romanised) : verdict('typo', romanised, 'romanised');

  const expectedIndex = normalized.indexOf(closest(normalizeAnswer(answer, locale), normalized));
  return verdict('wrong', Math.max(0, expectedIndex));
}

const typoLetters = "abcdefghijklmnopqrstuvwxyz'";

/** Every string one Damerau edit from `word` over a–z and the apostrophe (`oneEditApart`'s edits). */
function oneEditVariants(word: string): Set<string> {
  const chars = graphemes(word);
  const variants = new Set<string>();
  const at = (i: number, middle: string, skip: number) =>
    [...chars.slice(0, i), middle, ...chars.slice(i + skip)].join('');
  for (let i = 0; i <= chars.length; i += 1) {
    for (const letter of typoLetters) {
      variants.add(at(i, letter, 0)); // insert
      if (i < chars.length) variants.add(at(i, letter, 1)); // substitute
    }
    if (i < chars.length) variants.add(at(i, '', 1)); // delete
    if (i + 1 < chars.length) variants.add(at(i, `${chars[i + 1] ?? ''}${chars[i] ?? ''}`, 2)); // swap
  }
  variants.delete(word);
  return variants;
}

/**
 * The English words `gradeText`'s typo rule could meet while grading answers to `accepted` in
 * English: the real words (`isEnglishWord`) one edit from a word of an accepted answer, as it is
 * compared (contractions spelled out) and with its apostrophes dropped (step 4's fold). Graded with
 * `word => found.includes(word)` for `isEnglishWord`, an answer gets the verdict the whole list gives:
 * an offline download carries these instead of the list. The list holds words of a–z only, so a
 * typed word with any other character is never one of them.
 */
export function englishTypoWords(accepted: readonly string[], isEnglishWord: (word: string) => boolean): string[] {
  const words = new Set(accepted.flatMap((answer) => wordForm(answer, 'en')).flatMap((form) => form.split(' ')));
  for (const word of [...words]) words.add(bareLetters(word));
  const found = new Set<string>();
  for (const word of words) {
    if (isEnglishWord(word)) found.add(word);
    for (const variant of oneEditVariants(word)) if (isEnglishWord(variant)) found.add(variant);
  }
  return [...found].sort();
}
