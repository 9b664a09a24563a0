import { basename } from 'node:path';
import { normalizeAnswer } from '@roots/shared/domain/answer';
import { minimumOptions, passageLineText } from '@roots/shared/contracts/exercise-source';
import { hasEthiopic } from '@roots/shared/domain/ethiopic';
import { tipsProblems } from '@roots/shared/domain/tips';
import { type CourseSource, type ExerciseSource, exerciseTypes, tipsFileOf } from './content.format.ts';
import { isEnglishWord } from '../../lib/english-words.ts';
import { producedAnswers, untaughtProblems } from './content.taught.ts';

/** The depth content.md asks of every course: A1 of the Council of Europe's framework (issue 39). */
export const coverageRules = {
  units: 14,
  lessons: 56,
  lessonsPerUnit: 4,
  exercisesPerLesson: 10,
  words: 400,
  facts: 15,
} as const;

export interface AllowList {
  /**
   * Reviewed exceptions to CLDR: spellings of day and month names (and of the language's own
   * name) that differ from CLDR's, as `english: [variant]`, each with its reason in a comment.
   */
  cldr?: Record<string, string[]>;
  /** Words the spelling dictionary does not know and a reviewer has accepted. */
  spelling?: string[];
  /** Names (of people and places) an exercise may ask for although no lesson teaches them. */
  untaught?: string[];
}

/** Every piece of text an exercise shows or accepts, in one string, for "is this word used" checks. */
export function exerciseTexts(exercise: ExerciseSource): string[] {
  switch (exercise.type) {
    case 'select':
      return [exercise.prompt, ...exercise.options];
    case 'translate':
      return [exercise.prompt, exercise.source, ...exercise.answers];
    case 'word_bank':
      return [exercise.prompt, exercise.source, ...exercise.tiles, ...exercise.answers];
    case 'match_pairs':
      return [exercise.prompt, ...exercise.pairs.flat()];
    case 'fill_blank': {
      const filled = 'answer' in exercise.choice ? [exercise.choice.answer] : exercise.choice.answers;
      return [
        exercise.prompt,
        ...filled.map((word) => exercise.sentence.replace('___', word)),
        ...('options' in exercise.choice ? exercise.choice.options : []),
      ];
    }
    case 'listen':
      return [exercise.prompt, exercise.say, ...(exercise.answers ?? [])];
    case 'speak':
      return [exercise.prompt, exercise.say];
    case 'read':
      return [exercise.prompt, ...exercise.passage.map(passageLineText), exercise.question, ...exercise.options];
  }
}

/** The words of a normalised text, as a multiset (word → count). */
function countWords(value: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of value.split(' ').filter(Boolean)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** What the learner reads before answering (not the choices), and what the grader accepts. */
function shownAndAccepted(
  exercise: ExerciseSource,
  contains: (text: string, phrase: string) => boolean,
): { shown: string[]; accepted: string[] } {
  switch (exercise.type) {
    case 'select':
      // A prompt that names two or more of the options lists the choices ("Gesin or familie?",
      // a fidel family to pick one letter from): naming them is the drill, not a give-away.
      return exercise.options.filter((option) => contains(exercise.prompt, option)).length >= 2
        ? { shown: [], accepted: [] }
        : { shown: [exercise.prompt], accepted: [exercise.answer] };
    case 'translate':
    case 'word_bank':
      return { shown: [exercise.prompt, exercise.source], accepted: exercise.answers };
    case 'fill_blank':
      // The sentence itself may repeat the missing word ("moja kwa ___"); its translation may not.
      return {
        shown: [exercise.prompt, exercise.translation],
        accepted: 'answer' in exercise.choice ? [exercise.choice.answer] : exercise.choice.answers,
      };
    case 'listen':
      return { shown: [exercise.prompt], accepted: [exercise.say, ...(exercise.answers ?? [])] };
    case 'read':
      // The passage is what the question is about: the answer is found there, in the course language.
      return { shown: [exercise.prompt, exercise.question], accepted: [exercise.answer] };
    case 'match_pairs':
    case 'speak':
      return { shown: [], accepted: [] };
  }
}

/**
 * An accepted answer that the exercise itself shows, as whole words, gives itself away. English
 * words are let through: a cognate ("bus", "drink" in Afrikaans) or an English answer naturally
 * appears in an English translation or prompt, and the learner still has to know it.
 */
export function answerLeaks(exercise: ExerciseSource, locale: string): string[] {
  const padded = (value: string) => ` ${normalizeAnswer(value, locale)} `;
  const contains = (text: string, phrase: string) => padded(text).includes(padded(phrase));
  const { shown, accepted } = shownAndAccepted(exercise, contains);
  return accepted.filter((answer) => {
    const words = normalizeAnswer(answer, locale).split(' ').filter(Boolean);
    if (words.length === 0 || words.every(isEnglishWord)) return false;
    return shown.some((text) => contains(text, answer));
  });
}

export function checkExercise(exercise: ExerciseSource, where: string, locale: string): string[] {
  const problems: string[] = [];
  const [leak] = answerLeaks(exercise, locale);
  if (leak !== undefined) problems.push(`${where}: the exercise shows its own answer "${leak}"`);
  const norm = (value: string) => normalizeAnswer(value, locale);
  const unique = (values: string[], what: string) => {
    if (new Set(values.map(norm)).size !== values.length) problems.push(`${where}: two ${what} are the same`);
  };
  const enough = (options: string[]) => {
    if (options.length < minimumOptions)
      problems.push(`${where}: ${String(options.length)} options, at least ${String(minimumOptions)} needed`);
  };
  switch (exercise.type) {
    case 'select':
    case 'read':
      enough(exercise.options);
      unique(exercise.options, 'options');
      if (!exercise.options.includes(exercise.answer)) problems.push(`${where}: the answer is not one of the options`);
      break;
    case 'translate':
      unique(exercise.answers, 'accepted answers');
      break;
    case 'word_bank': {
      unique(exercise.answers, 'accepted answers');
      const tiles = countWords(exercise.tiles.map(norm).join(' '));
      let longest = 0;
      for (const answer of exercise.answers) {
        const words = countWords(norm(answer));
        longest = Math.max(longest, norm(answer).split(' ').length);
        for (const [word, count] of words) {
          if ((tiles.get(word) ?? 0) < count)
            problems.push(`${where}: the answer "${answer}" needs the tile "${word}" ${String(count)}×`);
        }
      }
      if (exercise.tiles.length <= longest) problems.push(`${where}: add at least one distractor tile`);
      break;
    }
    case 'match_pairs':
      unique(
        exercise.pairs.map(([left]) => left),
        'left-hand words',
      );
      unique(
        exercise.pairs.map(([, right]) => right),
        'right-hand words',
      );
      break;
    case 'fill_blank':
      if ('options' in exercise.choice) {
        enough(exercise.choice.options);
        unique(exercise.choice.options, 'options');
        if (!exercise.choice.options.includes(exercise.choice.answer))
          problems.push(`${where}: the answer is not one of the options`);
      } else unique(exercise.choice.answers, 'accepted answers');
      break;
    case 'listen':
    case 'speak':
      // Nothing here needs a voice: without a clip, synthesised or recorded, it is kept from learners.
      break;
  }
  if ('accept_romanised' in exercise && exercise.accept_romanised) {
    if (!producedAnswers(exercise).some(hasEthiopic))
      problems.push(`${where}: accept_romanised is for answers typed in Ethiopic script, and this exercise has none`);
  }
  return problems;
}

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * Day names, month names and the language's own name, as CLDR (through Node's full ICU) spells them.
 * Only Node has this data for our languages; browsers lack most of it.
 */
export function cldrNames(code: string): Map<string, string> {
  const names = new Map<string, string>();
  const lower = (value: string) => value.normalize('NFC').toLocaleLowerCase(code);
  weekdays.forEach((day, i) => {
    // 2024-01-01 was a Monday.
    const date = new Date(Date.UTC(2024, 0, 1 + i, 12));
    names.set(day, lower(new Intl.DateTimeFormat(code, { weekday: 'long', timeZone: 'UTC' }).format(date)));
  });
  months.forEach((month, i) => {
    const date = new Date(Date.UTC(2024, i, 15, 12));
    const format = new Intl.DateTimeFormat(code, { month: 'long', timeZone: 'UTC' });
    names.set(month, lower(format.format(date)));
  });
  names.set('language', lower(new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? ''));
  return names;
}

/**
 * The checks of `content:check` that one lesson can pass on its own, run by the CMS before it
 * publishes a lesson: its depth, and every exercise answerable by the grader (answers among the
 * options, four options to a multiple choice, tiles enough for every answer, no two options alike)
 * and none showing its own answer. A listen exercise needs no voice: without a clip, synthesised
 * or recorded, it is kept from learners until an admin records one.
 */
export function checkLesson(exercises: ExerciseSource[], code: string): string[] {
  const problems: string[] = [];
  if (exercises.length < coverageRules.exercisesPerLesson)
    problems.push(
      `${String(exercises.length)} published exercises, at least ${String(coverageRules.exercisesPerLesson)} needed`,
    );
  exercises.forEach((exercise, i) => {
    problems.push(...checkExercise(exercise, `exercise ${String(i + 1)}`, code));
  });
  return problems;
}

/** A unit's tips page: the CMS's rules (no HTML, no # heading, one page), and stored as NFC like the YAML. */
export function checkTips(tips: string, file: string): string[] {
  const problems = tipsProblems(tips).map((problem) => `${file}: ${problem}`);
  if (tips.trim() === '') problems.push(`${file}: empty; write the unit’s grammar and usage notes`);
  if (tips !== tips.normalize('NFC')) problems.push(`${file}: must be stored in Unicode NFC`);
  return problems;
}

/** Schema is checked on reading; this checks what a schema cannot: depth, references, use, CLDR. */
export function checkCourse({ course, units, strayTips = [] }: CourseSource, allow: AllowList = {}): string[] {
  const problems: string[] = strayTips.map(
    (file) => `${file}: no unit file ${basename(file).replace(/\.tips\.md$/, '.yaml')} beside it, so no unit shows these tips`,
  );
  const code = course.code;
  const hasVoice = course.voice !== undefined;
  const norm = (value: string) => normalizeAnswer(value, code);

  if (units.length < coverageRules.units)
    problems.push(`${code}: ${String(units.length)} units, at least ${String(coverageRules.units)} needed`);
  const lessonCount = units.reduce((sum, { unit }) => sum + unit.lessons.length, 0);
  if (lessonCount < coverageRules.lessons)
    problems.push(`${code}: ${String(lessonCount)} lessons, at least ${String(coverageRules.lessons)} needed`);
  const words = taughtForms({ course, units }).size;
  if (words < coverageRules.words)
    problems.push(`${code}: ${String(words)} distinct words taught, at least ${String(coverageRules.words)} needed`);
  if (course.facts.length < coverageRules.facts)
    problems.push(`${code}: ${String(course.facts.length)} facts, at least ${String(coverageRules.facts)} needed`);

  const seenKeys = new Set<string>();
  const claim = (value: string, what: string) => {
    if (seenKeys.has(`${what}:${value}`)) problems.push(`${code}: the ${what} key "${value}" is used twice`);
    seenKeys.add(`${what}:${value}`);
  };
  course.facts.forEach((fact) => {
    claim(fact.key, 'fact');
  });

  const lessons = units.flatMap(({ file, unit, tips }) => {
    claim(unit.key, 'unit');
    // Issue 39: every unit has its tips page and ends in a short dialogue or reading.
    if (tips === undefined) problems.push(`${file}: no tips page (${basename(tipsFileOf(file))} beside it)`);
    else problems.push(...checkTips(tips, tipsFileOf(file)));
    if (!unit.lessons.at(-1)?.exercises.some((exercise) => exercise.type === 'read'))
      problems.push(`${file}: the unit does not end in a short dialogue or reading (a read exercise in its last lesson)`);
    if (unit.lessons.length < coverageRules.lessonsPerUnit)
      problems.push(
        `${file}: ${String(unit.lessons.length)} lessons, at least ${String(coverageRules.lessonsPerUnit)}`,
      );
    return unit.lessons.map((lesson) => ({ file, lesson }));
  });

  const usedTypes = new Set<string>();
  const lessonTexts = lessons.map(({ lesson }) =>
    lesson.exercises.flatMap(exerciseTexts).map((value) => ` ${norm(value)} `),
  );
  const taught = new Set<string>();
  lessons.forEach(({ file, lesson }, index) => {
    claim(lesson.key, 'lesson');
    const where = `${file} › ${lesson.key}`;
    if (lesson.exercises.length < coverageRules.exercisesPerLesson)
      problems.push(`${where}: ${String(lesson.exercises.length)} exercises, at least 10 needed`);
    lesson.exercises.forEach((exercise, i) => {
      usedTypes.add(exercise.type);
      problems.push(...checkExercise(exercise, `${where} › exercise ${String(i + 1)}`, code));
    });
    // Every word taught is used by an exercise of its lesson or a later one.
    for (const [word] of lesson.words) {
      const needle = ` ${norm(word)} `;
      if (!lessonTexts.slice(index).some((texts) => texts.some((t) => t.includes(needle))))
        problems.push(`${where}: the word "${word}" is taught but no exercise uses it`);
    }
    // Each lesson after the first reuses at least one earlier word.
    if (index > 0) {
      const texts = lessonTexts[index] ?? [];
      const reuses = [...taught].some((word) => texts.some((t) => t.includes(` ${word} `)));
      if (!reuses) problems.push(`${where}: reuses no word of an earlier lesson`);
    }
    for (const [word] of lesson.words) taught.add(norm(word));
  });

  problems.push(...untaughtProblems({ course, units }, allow.untaught));

  for (const type of exerciseTypes) {
    if (type === 'listen' && !hasVoice) continue;
    if (!usedTypes.has(type)) problems.push(`${code}: no ${type} exercise anywhere in the course`);
  }

  // CLDR ground truth: a word taught for a day or a month must be CLDR's spelling or a listed variant.
  const cldr = cldrNames(code);
  const nativeName = norm(course.native_name);
  const expectedName = cldr.get('language') ?? '';
  const nameVariants = (allow.cldr?.language ?? []).map(norm);
  if (nativeName !== norm(expectedName) && !nameVariants.includes(nativeName))
    problems.push(`${code}: native_name "${course.native_name}" differs from CLDR's "${expectedName}"`);
  const taughtCalendar = new Set<string>();
  for (const { file, lesson } of lessons) {
    for (const [word, meaning] of lesson.words) {
      const english = meaning.toLowerCase().trim();
      const expected = cldr.get(english);
      if (!expected || english === 'language') continue;
      taughtCalendar.add(english);
      const variants = (allow.cldr?.[english] ?? []).map(norm);
      if (norm(word) !== norm(expected) && !variants.includes(norm(word)))
        problems.push(`${file} › ${lesson.key}: "${word}" for ${english}; CLDR spells it "${expected}"`);
    }
  }
  const missingDays = weekdays.filter((day) => !taughtCalendar.has(day));
  if (missingDays.length > 0) problems.push(`${code}: the days unit does not teach ${missingDays.join(', ')}`);

  return problems;
}

/** The distinct forms the course's lessons teach (their `words`), compared as the grader compares answers. */
export function taughtForms({ course, units }: CourseSource): Set<string> {
  const forms = new Set<string>();
  for (const { unit } of units)
    for (const lesson of unit.lessons) for (const [word] of lesson.words) forms.add(normalizeAnswer(word, course.code));
  return forms;
}

/** Words of the course in the target language, normalised and folded: the typo rule's "other words". */
export function courseVocabulary({ course, units }: CourseSource): Set<string> {
  const words = new Set<string>();
  for (const { unit } of units)
    for (const lesson of unit.lessons)
      for (const [word] of lesson.words)
        for (const part of normalizeAnswer(word, course.code).split(' ')) words.add(part);
  return words;
}
