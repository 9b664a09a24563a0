import { exerciseSourceSchema } from '@roots/shared/contracts/exercise-source';
import { describe, expect, it } from 'vitest';
import { checkExercise } from './content.check.ts';

const check = (exercise: unknown, code = 'am') =>
  checkExercise(exerciseSourceSchema.parse(exercise), 'ex', code).filter((p) => p.includes('accept_romanised'));

describe('accept_romanised in the content checks', () => {
  it('is allowed where the learner types Ethiopic: translate into the course language, a typed blank, listen', () => {
    expect(
      check({
        type: 'translate',
        prompt: 'Write',
        into: 'target',
        source: 'Hello',
        answers: ['ሰላም'],
        accept_romanised: true,
      }),
    ).toEqual([]);
    expect(
      check({
        type: 'fill_blank',
        prompt: 'Type',
        sentence: 'ደህና ___',
        translation: 'Goodbye',
        choice: { answers: ['ሁን'] },
        accept_romanised: true,
      }),
    ).toEqual([]);
    expect(check({ type: 'listen', prompt: 'Type what you hear', say: 'ሰላም', accept_romanised: true })).toEqual([]);
  });

  it('is a problem anywhere else', () => {
    const problem = ['ex: accept_romanised is for answers typed in Ethiopic script, and this exercise has none'];
    expect(
      check({
        type: 'translate',
        prompt: 'Write',
        into: 'english',
        source: 'ሰላም',
        answers: ['Hello'],
        accept_romanised: true,
      }),
    ).toEqual(problem);
    expect(
      check(
        {
          type: 'translate',
          prompt: 'Write',
          into: 'target',
          source: 'Hello',
          answers: ['Jambo'],
          accept_romanised: true,
        },
        'sw',
      ),
    ).toEqual(problem);
    expect(
      check({
        type: 'fill_blank',
        prompt: 'Fill',
        sentence: 'ደህና ___',
        translation: 'Goodbye',
        choice: { options: ['ሁን', 'ሁኚ', 'ሰላም', 'ቻው'], answer: 'ሁን' },
        accept_romanised: true,
      }),
    ).toEqual(problem);
  });

  it('is refused by the schema on exercises that are never typed', () => {
    const select = {
      type: 'select',
      prompt: 'Pick',
      options: ['ሰላም', 'ቻው', 'አዎ', 'አይ'],
      answer: 'ሰላም',
      accept_romanised: true,
    };
    expect(exerciseSourceSchema.safeParse(select).success).toBe(false);
  });
});
