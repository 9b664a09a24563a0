/**
 * Grades one answer to an exercise against its answer key. The server grades every answer with it
 * (attempt.answers.ts), and the browser grades an offline lesson's answers with the very same code
 * before the server grades them again on replay. It imports nothing of the server: the server's
 * English word list comes in through the context (a download carries the few words it can meet).
 */
import { z } from 'zod';
import type { CheckResult, Exercise } from '../contracts/learning.ts';
import type { ExerciseType } from '../contracts/exercise-source.ts';
import { AppError } from '../errors.ts';
import { type AnswerNote, gradeText, normalizeAnswer, rewordedEnglish } from './answer.ts';

/** What the learner is shown of an exercise beyond its id, type, prompt and position. */
export type ExercisePayload = Partial<
  Pick<
    Exercise,
    'source' | 'into' | 'options' | 'tiles' | 'left' | 'right' | 'sentence' | 'translation' | 'passage' | 'question'
  >
>;

/**
 * The answer key: the right option's id, the accepted texts, or each left id's right id. Ids are
 * random per exercise (see content.import.ts), so the payload's ids and order reveal nothing.
 */
export interface ExerciseSolution {
  option?: string | undefined;
  answers?: string[];
  pairs?: Record<string, string>;
  /** Ethiopic answers typed in Latin letters are right without a note (`accept_romanised`). */
  romanised?: boolean;
}

export type Verdict = CheckResult['result'];

/** A graded answer, kept so a repeated check of a right answer returns the same result. */
export interface Graded {
  verdict: Verdict;
  /** The right answer as the learner should see it. */
  expected: string;
  /** Why an answer worded otherwise still counts (answer.notes.ts words it). */
  note?: AnswerNote;
  /** For match_pairs: the left ids that were matched wrongly. */
  wrongPairs?: string[];
}

/** What the grader reads of an exercise: a stored row on the server, a downloaded one on the device. */
export interface GradableExercise {
  type: ExerciseType;
  payload: ExercisePayload;
  solution: ExerciseSolution;
}

export interface GradeContext {
  /** The course's language code. */
  locale: string;
  /** The course's taught words (a typo onto one is wrong), as the published course gives them. */
  courseWords: ReadonlySet<string>;
  /** For answers in English: a real English word is another word, not a typo (answer.ts). */
  isEnglishWord?: (word: string) => boolean;
}

const idList = z.array(z.string().max(20)).max(30);
const text = z.string().max(500);
const answerSchemas = {
  option: z.string().max(20),
  text,
  tiles: idList,
  pairs: z.array(z.tuple([z.string().max(20), z.string().max(20)])).max(10),
};

/**
 * Ids are random per exercise and were all renewed once (migration 0010): a player opened before
 * that sends ids the exercise no longer has. Nothing is graded; reloading the lesson resumes it.
 */
const STALE = 'If the lesson was open before an update, reload the page.';

/**
 * The right partner of a left id. The pairs are a plain object read from JSON, so only its own keys
 * count: a left id such as "constructor" must not find the object's prototype.
 */
export function partnerOf(pairs: Readonly<Record<string, string>>, left: string): string | undefined {
  return Object.hasOwn(pairs, left) ? pairs[left] : undefined;
}

function parse<T>(schema: z.ZodType<T>, answer: unknown, hint: string): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', `The answer is not in the right form: ${hint}.`, { answer: hint });
  return parsed.data;
}

/**
 * Grades one answer against an exercise's solution. Answers by id (options, tiles, pairs) must
 * reference ids of this exercise, else a VALIDATION_FAILED AppError (400 on the server); typed
 * answers go through the text rules.
 */
export function gradeExercise(exercise: GradableExercise, answer: unknown, context: GradeContext): Graded {
  const { payload, solution } = exercise;

  if (solution.option !== undefined) {
    const options = payload.options ?? [];
    const chosen = parse(answerSchemas.option, answer, 'the id of one option');
    if (!options.some((o) => o.id === chosen))
      throw new AppError('VALIDATION_FAILED', `That option is not part of this exercise. ${STALE}`);
    const expected = options.find((o) => o.id === solution.option)?.text ?? '';
    return { verdict: chosen === solution.option ? 'correct' : 'wrong', expected };
  }

  if (exercise.type === 'word_bank') {
    const tiles = payload.tiles ?? [];
    const ids = parse(answerSchemas.tiles, answer, 'a list of tile ids in order');
    if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION_FAILED', 'Each tile can be used once.');
    const words = ids.map((id) => {
      const tile = tiles.find((t) => t.id === id);
      if (!tile) throw new AppError('VALIDATION_FAILED', `That tile is not part of this exercise. ${STALE}`);
      return tile.text;
    });
    const accepted = solution.answers ?? [];
    const given = normalizeAnswer(words.join(' '), context.locale);
    const locale = payload.into === 'english' ? 'en' : context.locale;
    const match = accepted.find((a) => normalizeAnswer(a, locale) === given);
    if (match) return { verdict: 'correct', expected: match };
    // An article more or less in English is right, with a note (answer.ts, step 6).
    const reworded = payload.into === 'english' ? accepted[rewordedEnglish(words.join(' '), accepted)] : undefined;
    if (reworded !== undefined) return { verdict: 'correct', expected: reworded, note: 'english-wording' };
    return { verdict: 'wrong', expected: accepted[0] ?? '' };
  }

  if (solution.pairs) {
    const solved = solution.pairs;
    const pairs = parse(answerSchemas.pairs, answer, 'a list of [left id, right id] pairs');
    const left = payload.left ?? [];
    const right = payload.right ?? [];
    const lefts = new Set(pairs.map(([l]) => l));
    const rights = new Set(pairs.map(([, r]) => r));
    const complete = lefts.size === left.length && rights.size === right.length && pairs.length === left.length;
    const known = pairs.every(([l, r]) => left.some((x) => x.id === l) && right.some((x) => x.id === r));
    if (!complete) throw new AppError('VALIDATION_FAILED', 'Match every word exactly once.');
    if (!known) throw new AppError('VALIDATION_FAILED', `Those words are not part of this exercise. ${STALE}`);
    const wrongPairs = pairs.filter(([l, r]) => partnerOf(solved, l) !== r).map(([l]) => l);
    const expected = left
      .map((l) => `${l.text} = ${right.find((r) => r.id === partnerOf(solved, l.id))?.text ?? ''}`)
      .join(', ');
    return { verdict: wrongPairs.length === 0 ? 'correct' : 'wrong', expected, wrongPairs };
  }

  const typed = parse(answerSchemas.text, answer, 'the text you typed');
  // Answers in English are graded with English rules and the English word list, not course words.
  const english = payload.into === 'english';
  const verdict = gradeText(typed, solution.answers ?? [], {
    locale: english ? 'en' : context.locale,
    courseWords: english ? new Set() : context.courseWords,
    ...(english && context.isEnglishWord ? { isEnglishWord: context.isEnglishWord } : {}),
    ...(solution.romanised && !english ? { acceptRomanised: true } : {}),
  });
  return { verdict: verdict.result, expected: verdict.expected, ...(verdict.note ? { note: verdict.note } : {}) };
}
