import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import type { Exercise } from '@roots/shared/contracts/learning';
import { gradeText } from '@roots/shared/domain/answer';
import type { AnswerValue } from './answer.ts';

const items = (prefix: string, texts: readonly string[]) =>
  texts.map((text, i) => ({ id: `${prefix}${String(i)}`, text }));

/** The exercise as the player receives it (ids made up here; the server makes random ones). */
export function toPlayerExercise(source: ExerciseSource): Exercise {
  const base = { id: 'preview', position: 1, type: source.type, prompt: source.prompt, audio_url: null };
  switch (source.type) {
    case 'select':
      return { ...base, options: items('o', source.options) };
    case 'translate':
      return { ...base, source: source.source, into: source.into };
    case 'word_bank':
      return { ...base, source: source.source, into: source.into, tiles: items('t', source.tiles) };
    case 'match_pairs':
      return {
        ...base,
        left: items(
          'l',
          source.pairs.map(([left]) => left),
        ),
        right: items(
          'r',
          source.pairs.map(([, right]) => right),
        ).reverse(),
      };
    case 'fill_blank':
      return {
        ...base,
        sentence: source.sentence,
        translation: source.translation,
        ...('options' in source.choice ? { options: items('o', source.choice.options) } : {}),
      };
    case 'listen':
      return base;
    case 'speak':
      return { ...base, sentence: source.say };
    case 'read':
      return {
        ...base,
        passage: source.passage.map((line) =>
          typeof line === 'string' ? { text: line } : { speaker: line[0], text: line[1] },
        ),
        question: source.question,
        options: items('o', source.options),
      };
  }
}

export type Verdict = 'correct' | 'tone' | 'typo' | 'wrong';

/** Grades a try with the shared rules of packages/shared/src/domain/answer.ts, as the server would. */
export function tryAnswer(source: ExerciseSource, exercise: Exercise, value: AnswerValue, code: string): Verdict {
  const locale = 'into' in source && source.into === 'english' ? 'en' : code;
  const acceptRomanised = 'accept_romanised' in source && source.accept_romanised === true;
  const typed = (accepted: readonly string[], text: string) =>
    gradeText(text, accepted, { locale, acceptRomanised }).result;
  const optionText = (id: unknown) => exercise.options?.find((o) => o.id === id)?.text;
  switch (source.type) {
    case 'select':
    case 'read':
      return optionText(value) === source.answer ? 'correct' : 'wrong';
    case 'translate':
      return typed(source.answers, String(value));
    case 'word_bank': {
      const ids = Array.isArray(value) ? (value as string[]) : [];
      return typed(source.answers, ids.map((id) => exercise.tiles?.find((t) => t.id === id)?.text ?? '').join(' '));
    }
    case 'match_pairs': {
      const pairs = Array.isArray(value) ? (value as [string, string][]) : [];
      const right = (id: string) => exercise.right?.find((r) => r.id === id)?.text;
      const left = (id: string) => exercise.left?.find((l) => l.id === id)?.text;
      const ok = pairs.every(([l, r]) => source.pairs.some(([a, b]) => a === left(l) && b === right(r)));
      return ok && pairs.length === source.pairs.length ? 'correct' : 'wrong';
    }
    case 'fill_blank':
      return 'options' in source.choice
        ? optionText(value) === source.choice.answer
          ? 'correct'
          : 'wrong'
        : typed(source.choice.answers, String(value));
    case 'listen':
      return typed([source.say, ...(source.answers ?? [])], String(value));
    case 'speak':
      // Marked by the learner: nothing to grade.
      return 'correct';
  }
}
