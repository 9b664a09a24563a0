import { normalizeAnswer } from '@roots/shared/domain/answer';
import type { CourseSource, ExerciseSource } from './content.format.ts';

/**
 * "Meet a word before being tested on it": an exercise that makes the learner produce text in the
 * course language (type a translation, build one from tiles, type a missing word, type what they
 * hear) may only need words a lesson has taught.
 *
 * Taught means listed in the `words` of this lesson or an earlier one: those are the words the
 * lesson's introduction shows with their meaning before the first exercise, and the word hints
 * are built from. Exercises are not counted as teaching: the player shows a meaning only after
 * the answer, so a word first seen in an exercise was met blind.
 *
 * Words are compared as the grader compares answers (its step 1: NFC, one apostrophe, no
 * punctuation, lower case in the course's locale), so a word is taught in exactly the spelling
 * the grader accepts as correct; a hyphen splits words, as it does in the grader's step 1.
 * Digits need no teaching. Anything else (personal and place names) must be in the course's
 * reviewed `untaught` list in allow-list.yaml.
 */

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
      return [];
  }
}

export function wordsOf(value: string, code: string): string[] {
  return normalizeAnswer(value, code).split(' ').filter(Boolean);
}

/**
 * Every exercise that asks for a word no lesson up to its own has taught. An exercise passes
 * when one of its accepted answers is made of taught words only: the learner can give that one.
 */
export function untaughtProblems({ course, units }: CourseSource, exceptions: readonly string[] = []): string[] {
  const code = course.code;
  const known = new Set(exceptions.flatMap((word) => wordsOf(word, code)));
  const isKnown = (word: string) => /^\d+$/u.test(word) || known.has(word);
  const problems: string[] = [];
  units.forEach(({ file, unit }) => {
    for (const lesson of unit.lessons) {
      for (const [word] of lesson.words) for (const part of wordsOf(word, code)) known.add(part);
      lesson.exercises.forEach((exercise, i) => {
        const answers = producedAnswers(exercise);
        if (answers.length === 0) return;
        const missing = answers.map((answer) => wordsOf(answer, code).filter((word) => !isKnown(word)));
        if (missing.some((words) => words.length === 0)) return;
        const first = [...new Set(missing[0] ?? [])].map((word) => `"${word}"`).join(', ');
        problems.push(
          `${file} › ${lesson.key} › exercise ${String(i + 1)}: asks for ${first}, which no lesson has taught yet (add it to a lesson's words, or to untaught in allow-list.yaml if it is a name)`,
        );
      });
    }
  });
  return problems;
}
