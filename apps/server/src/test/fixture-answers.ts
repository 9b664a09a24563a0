import type { Lesson } from '@roots/shared/contracts/learning';

/** What each word of the fixture course (test/fixtures) means. */
const meaning = new Map([
  ['jambo', 'hello'],
  ['kwaheri', 'goodbye'],
  ['asante', 'thank you'],
  ['mama', 'mother'],
]);

/** The right answer to each exercise of a fixture course lesson, by exercise id (listen and speak ones are skipped). */
export function rightAnswers(lesson: Lesson): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const exercise of lesson.exercises) {
    const option = (text: string) => exercise.options?.find((o) => o.text === text)?.id;
    const tile = (text: string, skip = 0) => exercise.tiles?.filter((t) => t.text === text)[skip]?.id;
    switch (exercise.type) {
      case 'select':
        answers.set(exercise.id, option('jambo'));
        break;
      case 'translate':
        answers.set(exercise.id, exercise.into === 'english' ? 'Bye!' : 'habari za asubuhi');
        break;
      case 'word_bank':
        answers.set(exercise.id, [tile('asante'), tile('sana', 1)]);
        break;
      case 'match_pairs': {
        const right = (text: string) => exercise.right?.find((r) => r.text === text)?.id;
        answers.set(
          exercise.id,
          exercise.left?.map((l) => [l.id, right(meaning.get(l.text) ?? '')]),
        );
        break;
      }
      case 'fill_blank':
        answers.set(exercise.id, option('sana'));
        break;
      case 'read':
        answers.set(exercise.id, option('Goodbye'));
        break;
      case 'listen':
      case 'speak':
        break;
    }
  }
  return answers;
}
