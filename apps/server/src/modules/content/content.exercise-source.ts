import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import type { ExerciseRow } from '../course/course-exercise.repository.ts';

const textOf = (items: { id: string; text: string }[] | undefined, id: string | undefined) =>
  items?.find((item) => item.id === id)?.text ?? '';
const texts = (items: { id: string; text: string }[] | undefined) => (items ?? []).map((item) => item.text);

/**
 * A stored exercise back in the authoring format (answers as text, ids gone): what the CMS editor
 * shows and what `content:export` writes. `compileExercise` (content.import.ts) is its inverse.
 */
export function toExerciseSource(
  row: Pick<ExerciseRow, 'type' | 'prompt' | 'explanation' | 'payload' | 'solution'>,
): ExerciseSource {
  const base = { prompt: row.prompt, ...(row.explanation ? { explanation: row.explanation } : {}) };
  const { payload, solution } = row;
  const answers = solution.answers ?? [];
  const romanised = solution.romanised ? { accept_romanised: true } : {};
  switch (row.type) {
    case 'select':
      return {
        type: 'select',
        ...base,
        options: texts(payload.options),
        answer: textOf(payload.options, solution.option),
      };
    case 'translate':
      return {
        type: 'translate',
        ...base,
        into: payload.into ?? 'target',
        source: payload.source ?? '',
        answers,
        ...romanised,
      };
    case 'word_bank':
      return {
        type: 'word_bank',
        ...base,
        into: payload.into ?? 'target',
        source: payload.source ?? '',
        tiles: texts(payload.tiles),
        answers,
      };
    case 'match_pairs':
      return {
        type: 'match_pairs',
        ...base,
        pairs: Object.entries(solution.pairs ?? {}).map(
          ([left, right]) => [textOf(payload.left, left), textOf(payload.right, right)] as [string, string],
        ),
      };
    case 'fill_blank':
      return {
        type: 'fill_blank',
        ...base,
        sentence: payload.sentence ?? '',
        translation: payload.translation ?? '',
        choice: payload.options
          ? { options: texts(payload.options), answer: textOf(payload.options, solution.option) }
          : { answers },
        ...romanised,
      };
    case 'read':
      return {
        type: 'read',
        ...base,
        passage: (payload.passage ?? []).map((line) =>
          line.speaker === undefined ? line.text : ([line.speaker, line.text] as [string, string]),
        ),
        question: payload.question ?? '',
        options: texts(payload.options),
        answer: textOf(payload.options, solution.option),
      };
    case 'listen': {
      const [say = '', ...rest] = answers;
      return { type: 'listen', ...base, say, ...(rest.length > 0 ? { answers: rest } : {}), ...romanised };
    }
    case 'speak':
      return { type: 'speak', ...base, say: payload.sentence ?? '' };
  }
}
