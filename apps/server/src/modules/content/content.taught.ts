import { passageLineText } from '@roots/shared/contracts/exercise-source';
import { normalizeAnswer } from '@roots/shared/domain/answer';
import { hasEthiopic } from '@roots/shared/domain/ethiopic';
import { isEnglishWord } from '../../lib/english-words.ts';
import type { CourseSource, ExerciseSource } from './content.format.ts';

/**
 * "Nothing shown or asked before it is taught" (issue 39 §2): every course-language word form an
 * exercise shows (options, tiles, a sentence to complete or translate, a clip's words) or asks for
 * must be taught by the exercise's lesson or an earlier one, in course order.
 *
 * Taught means listed in the `words` of this lesson or an earlier one: those are the words the
 * lesson's introduction shows with their meaning before the first exercise, and the word hints
 * are built from. Exercises are not counted as teaching: the player shows a meaning only after
 * the answer, so a word first seen in an exercise was met blind. Every form counts on its own:
 * an inflected or definite form (Zulu esikoleni, Somali dugsiga) is taught only once listed.
 *
 * Words are compared as the grader compares answers (its step 1: NFC, one apostrophe, no
 * punctuation, lower case in the course's locale), so a word is taught in exactly the spelling
 * the grader accepts as correct; a hyphen splits words, as it does in the grader's step 1.
 * Digits need no teaching. Anything else (personal and place names) must be in the course's
 * reviewed `untaught` list in allow-list.yaml. In a course written in Ethiopic, Latin letters are
 * the romanisation that helps the learner read, not course text: only Ethiopic words count there.
 */

/** The course-language text of one exercise, by what the learner does with it. */
export interface ExerciseCourseText {
  /** Seen or heard before answering, distractors included: every form must be taught. */
  shown: string[];
  /** Accepted answers the learner writes or builds: one made of taught words only is enough. */
  asked: string[];
  /**
   * A multiple choice's options and the words its prompt quotes, whose language the format leaves
   * open: "What does “mtoto” mean?" offers English options, "Which one means “child”?" offers
   * Swahili ones (`untaughtExercises` tells them apart).
   */
  choice?: { options: string[]; quotes: string[]; asks?: 'meaning' | 'word' };
}

/**
 * The two prompts that say which side is which: "What does “X” mean?" quotes the course language
 * and offers English, "Which one means “X”?" the other way round. Other prompts leave it to the
 * words (`untaughtExercises`), which cannot tell Afrikaans "Hy is my seun" from "He is my son"
 * once "son" (sun) is taught.
 */
function choiceAsks(prompt: string): 'meaning' | 'word' | undefined {
  if (/^What does [“"][^”"]+[”"] mean\?$/u.test(prompt)) return 'meaning';
  if (/^Which one means [“"][^”"]+[”"]\?$/u.test(prompt)) return 'word';
  return undefined;
}

const quoted = /[“"]([^”"]+)[”"]/gu;
/**
 * A fill-in's sentence around its blank. Letters joined to the blank are part of the word the
 * learner completes, not a word of their own (Igbo "n'___" is n'anya once filled): they go with it.
 * The apostrophes are the grader's (answer.ts).
 */
const joined = "[\\p{L}\\p{M}'\\u2019\\u02BC\\u2018\\u0060\\u00B4\\u02BB\\u2032]*";
const blank = new RegExp(`${joined}___${joined}`, 'u');
const aroundBlank = (sentence: string) => sentence.replace(blank, ' ');

/** Which fields of each type are in the course language: a new type fails to compile until listed. */
export function exerciseCourseText(exercise: ExerciseSource): ExerciseCourseText {
  switch (exercise.type) {
    case 'select':
      return {
        shown: [],
        asked: [],
        choice: {
          options: exercise.options,
          quotes: Array.from(exercise.prompt.matchAll(quoted), ([, q]) => q ?? ''),
          ...(choiceAsks(exercise.prompt) ? { asks: choiceAsks(exercise.prompt) } : {}),
        },
      };
    case 'translate':
      return exercise.into === 'target'
        ? { shown: [], asked: exercise.answers }
        : { shown: [exercise.source], asked: [] };
    case 'word_bank':
      return exercise.into === 'target'
        ? { shown: exercise.tiles, asked: exercise.answers }
        : { shown: [exercise.source], asked: [] };
    case 'match_pairs':
      // The format puts the course language on the left, as the spelling check reads it.
      return { shown: exercise.pairs.map(([left]) => left), asked: [] };
    case 'fill_blank':
      return 'options' in exercise.choice
        ? { shown: [aroundBlank(exercise.sentence), ...exercise.choice.options], asked: [] }
        : { shown: [aroundBlank(exercise.sentence)], asked: exercise.choice.answers };
    case 'listen':
      // The clip says `say` in full; its other accepted answers are spellings of the same words.
      return { shown: [exercise.say], asked: [] };
    case 'speak':
      // Shown to be read aloud: nothing is typed.
      return { shown: [exercise.say], asked: [] };
    case 'read':
      // The speakers are names; the question and its options are English.
      return { shown: exercise.passage.map(passageLineText), asked: [] };
  }
}

/** The accepted answers of an exercise that asks for course-language text, or none. */
export function producedAnswers(exercise: ExerciseSource): string[] {
  switch (exercise.type) {
    case 'translate':
    case 'word_bank':
      return exercise.into === 'target' ? exercise.answers : [];
    case 'fill_blank':
      return 'answers' in exercise.choice ? exercise.choice.answers : [];
    case 'listen':
      return [exercise.say, ...(exercise.answers ?? [])];
    case 'select':
    case 'match_pairs':
    case 'read':
    case 'speak':
      return [];
  }
}

/**
 * The course-language text an exercise shows or accepts, sentence by sentence: what the spelling
 * check reads. English (prompts, translations, a read exercise's question and options), speakers'
 * names and a multiple choice (whose language the format leaves open) are left out.
 */
export function courseLanguageTexts(exercise: ExerciseSource): string[] {
  const { shown, asked } = exerciseCourseText(exercise);
  return [...shown, ...asked];
}

export function wordsOf(value: string, code: string): string[] {
  return normalizeAnswer(value, code).split(' ').filter(Boolean);
}

/** One exercise that shows or asks for words no lesson up to its own teaches. */
export interface UntaughtExercise {
  where: string;
  /** Shown forms not yet taught, in order of appearance. */
  shown: string[];
  /** The first accepted answer's untaught words, when no accepted answer is made of taught words. */
  asked: string[];
}

/** Every exercise that shows or asks for a word no lesson up to its own has taught. */
export function untaughtExercises({ course, units }: CourseSource, exceptions: readonly string[] = []): UntaughtExercise[] {
  const code = course.code;
  const ethiopic = hasEthiopic(course.native_name);
  const courseWords = (value: string) =>
    wordsOf(value, code).filter((word) => !/^\d+$/u.test(word) && (!ethiopic || hasEthiopic(word)));
  const names = new Set(exceptions.flatMap((word) => wordsOf(word, code)));
  // Every word any lesson teaches: what tells course-language options and quotes from English ones.
  const vocabulary = new Set(
    units.flatMap(({ unit }) => unit.lessons.flatMap((lesson) => lesson.words.flatMap(([word]) => wordsOf(word, code)))),
  );
  // Evidence of the course language: words some lesson teaches (names aside, they read alike in
  // English) count for it, English words no lesson teaches against it.
  const leaning = (texts: string[]) => {
    const words = texts.flatMap(courseWords);
    if (words.length === 0) return 0;
    const taught = words.filter((word) => vocabulary.has(word) && !names.has(word)).length;
    const english = words.filter((word) => !vocabulary.has(word) && isEnglishWord(word)).length;
    return (taught - english) / words.length;
  };
  // Mostly not English: an untaught form and a capitalised English name ("Monday") alike.
  const notEnglish = (texts: string[]) => {
    const words = texts.flatMap(courseWords);
    return words.filter((word) => vocabulary.has(word) || !isEnglishWord(word)).length * 2 > words.length;
  };
  /**
   * A multiple choice has one side in the course language, often both: the options when they lean
   * towards it ("Which one means “water”?"; a reply to “Habari?”), else when they lean further
   * than the quoted words ("What does “maji” mean?" offers English, maybe "Monday"); a quote beside
   * course-language options counts when it leans that way itself ("What is “vyf” plus “een”?").
   */
  const choiceTexts = ({ options, quotes, asks }: NonNullable<ExerciseCourseText['choice']>) => {
    if (ethiopic) return [...options, ...quotes];
    if (asks === 'meaning') return quotes;
    if (asks === 'word') return options;
    const [byOptions, byQuotes] = [leaning(options), leaning(quotes)];
    const optionsInCourse =
      byOptions > 0 ||
      (quotes.length === 0
        ? notEnglish(options)
        : byOptions > byQuotes || (byOptions === byQuotes && notEnglish(options) && !notEnglish(quotes)));
    return optionsInCourse ? [...options, ...quotes.filter((quote) => leaning([quote]) > 0)] : quotes;
  };

  const known = new Set(names);
  const problems: UntaughtExercise[] = [];
  units.forEach(({ file, unit }) => {
    for (const lesson of unit.lessons) {
      for (const [word] of lesson.words) for (const part of wordsOf(word, code)) known.add(part);
      lesson.exercises.forEach((exercise, i) => {
        const { shown, asked, choice } = exerciseCourseText(exercise);
        const texts = [...shown];
        if (choice) texts.push(...choiceTexts(choice));
        // Ethiopic in a prompt is course text whatever the prompt's wording.
        if (ethiopic) texts.push(exercise.prompt);
        const unknownShown = [...new Set(texts.flatMap(courseWords).filter((word) => !known.has(word)))];
        // A romanised answer is no way round the fidel: only answers in the course's script count.
        const missing = asked
          .filter((answer) => !ethiopic || hasEthiopic(answer))
          .map((answer) => courseWords(answer).filter((word) => !known.has(word)));
        const unknownAsked = missing.some((words) => words.length === 0)
          ? []
          : [...new Set(missing[0] ?? [])].filter((word) => !unknownShown.includes(word));
        if (unknownShown.length > 0 || unknownAsked.length > 0)
          problems.push({
            where: `${file} › ${lesson.key} › exercise ${String(i + 1)}`,
            shown: unknownShown,
            asked: unknownAsked,
          });
      });
    }
  });
  return problems;
}

const listed = (words: string[]) => words.map((word) => `"${word}"`).join(', ');

/** `untaughtExercises` as the lines `content:check` prints, one per exercise. */
export function untaughtProblems(source: CourseSource, exceptions: readonly string[] = []): string[] {
  return untaughtExercises(source, exceptions).map(({ where, shown, asked }) => {
    const what = [
      ...(shown.length > 0 ? [`shows ${listed(shown)}`] : []),
      ...(asked.length > 0 ? [`asks for ${listed(asked)}`] : []),
    ].join(' and ');
    return `${where}: ${what}, which no lesson up to this one teaches (add the form to this or an earlier lesson's words, or to untaught in allow-list.yaml if it is a name)`;
  });
}
