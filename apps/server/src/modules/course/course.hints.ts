import type { Exercise } from '@roots/shared/contracts/learning';
import type { ExerciseHints, NewWord } from '@roots/shared/contracts/teaching';
import { buildLexicon, findHints, type Lexicon, quotedRanges, withoutAnswers } from '@roots/shared/domain/word-hints';
import type { ExerciseRow } from './course-exercise.repository.ts';
import { toPublicExercise } from './course.views.ts';

/**
 * What a lesson teaches before it tests: its introduction and the word hints of its exercises,
 * both from the course's words (`course_words`, read once per lesson load).
 *
 * Hints are made here, not in the browser: the server knows the answers, so a hint can be kept
 * from spelling one out (a word whose meaning is part of an answer in English shows only how it is
 * read), and the browser never holds the course's word list (a learner could look
 * a translation into the course language up in it). Only text the learner reads in the course
 * language is hinted: the quoted words of a prompt (What does “kwaheri” mean?), the source of a
 * translation into English, the sentence of a fill-in-the-blank and a read exercise's passage.
 * Never the options, tiles or pairs, and never English text: that is where a translation into the
 * course language hides.
 */

export interface CourseWord {
  lessonId: string;
  word: string;
  meaning: string;
  audioFile: string;
  audioUrl: string;
}

export function courseLexicon(words: readonly CourseWord[], locale: string): Lexicon {
  return buildLexicon(
    words.map((w) => [w.word, w.meaning] as const),
    locale,
  );
}

/** A lesson's introduction: its words, with a clip URL only where a clip exists. */
export function newWordsOf(
  words: readonly CourseWord[],
  lessonId: string,
  hasClip: (file: string) => boolean,
): NewWord[] {
  return words
    .filter((w) => w.lessonId === lessonId)
    .map((w) => ({ word: w.word, meaning: w.meaning, audio_url: hasClip(w.audioFile) ? w.audioUrl : null }));
}

/** What the exercise takes as right, as text: a hint whose meaning is one of these is withheld. */
function answersOf(row: ExerciseRow): string[] {
  const { payload, solution } = row;
  const optionText = (id: string | undefined) => payload.options?.find((o) => o.id === id)?.text;
  const option = optionText(solution.option);
  return [...(option === undefined ? [] : [option]), ...(solution.answers ?? [])];
}

export function exerciseHints(row: ExerciseRow, lexicon: Lexicon): ExerciseHints | undefined {
  const { payload } = row;
  const answers = answersOf(row);
  const found = {
    prompt: quotedRanges(row.prompt).flatMap(({ start, end }) => findHints(row.prompt, lexicon, start, end)),
    source: payload.source !== undefined && payload.into === 'english' ? findHints(payload.source, lexicon) : [],
    sentence: payload.sentence === undefined ? [] : findHints(payload.sentence, lexicon),
  };
  // Answered in English (a translation into English, a choice of meanings, a question on a
  // passage): a meaning that is any part of an answer gives it away (word-hints.ts).
  const inEnglish = payload.into === 'english' || row.type === 'select' || row.type === 'read';
  const texts = { prompt: row.prompt, source: payload.source, sentence: payload.sentence };
  const hints: ExerciseHints = {};
  for (const field of ['prompt', 'source', 'sentence'] as const) {
    const kept = withoutAnswers(found[field], answers, { inEnglish, ...(texts[field] ? { text: texts[field] } : {}) });
    if (kept.length > 0) hints[field] = kept;
  }
  const passage = (payload.passage ?? []).map(({ text }) =>
    withoutAnswers(findHints(text, lexicon), answers, { inEnglish, text }),
  );
  if (passage.some((line) => line.length > 0)) hints.passage = passage;
  return Object.keys(hints).length > 0 ? hints : undefined;
}

/** An exercise as the player receives it, with its word hints. */
export function toHintedExercise(row: ExerciseRow, lexicon: Lexicon): Exercise {
  const exercise = toPublicExercise(row);
  const hints = exerciseHints(row, lexicon);
  return hints ? { ...exercise, hints } : exercise;
}
