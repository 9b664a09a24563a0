import type { Attempt, CheckResult, Exercise, Lesson } from '@roots/shared/contracts/learning';
import { type AnswerValue, emptyAnswer, hasOptions } from '../exercises/answer.ts';

/** Everything the lesson player remembers between renders. */
export interface PlayerState {
  exercises: Exercise[];
  /** Ids of the exercises still to do, the one on screen first. */
  queue: string[];
  /** How many exercises are answered correctly, for the progress bar. */
  done: number;
  attempt: Attempt;
  /** The server's verdict on the exercise on screen, until the learner continues. */
  feedback: CheckResult | undefined;
  value: AnswerValue;
  quitOpen: boolean;
  /**
   * The lesson's new words, met before its first exercise (one card each), until the learner
   * has gone through them; undefined when the lesson brings none or they were already met.
   */
  intro: WordIntroState | undefined;
}

export type PlayerAction =
  | { type: 'answer'; value: AnswerValue }
  /** A number key: the option or the next tile at that position (0-based). */
  | { type: 'pick'; index: number }
  | { type: 'checked'; result: CheckResult }
  /** "Can't listen now", "Can't speak now" or a speak exercise marked: the exercise on screen is done without an answer. */
  | { type: 'skipped'; attempt: Attempt }
  | { type: 'outOfHearts' }
  | { type: 'continue' }
  | { type: 'quit'; open: boolean }
  /** The next new word, or the first exercise after the last one. */
  | { type: 'introNext' }
  /** Straight to the exercises: for a learner who met these words before. */
  | { type: 'introSkip' };

export interface WordIntroState {
  /** The card on screen, 0-based, in the order of `lesson.new_words`. */
  index: number;
  count: number;
  /** Whether "Skip" is offered: the learner met these words before (in an earlier attempt). */
  skippable: boolean;
}

/**
 * Whether a lesson opens with its words: only on a new attempt of a lesson not yet completed. A
 * resumed attempt (answers given) or a replayed lesson goes straight to the exercises.
 */
export function introFor(lesson: Lesson, attempt: Attempt, wordsMet: boolean): WordIntroState | undefined {
  const fresh =
    attempt.status === 'active' &&
    attempt.correct_exercise_ids.length === 0 &&
    attempt.retry_exercise_ids.length === 0 &&
    attempt.wrong_answers === 0;
  if (lesson.new_words.length === 0 || lesson.status === 'completed' || !fresh) return undefined;
  return { index: 0, count: lesson.new_words.length, skippable: wordsMet };
}

function introStep(state: PlayerState, action: { type: 'introNext' } | { type: 'introSkip' }): PlayerState {
  const { intro } = state;
  if (!intro) return state;
  if (action.type === 'introSkip') return intro.skippable ? { ...state, intro: undefined } : state;
  const index = intro.index + 1;
  return { ...state, intro: index < intro.count ? { ...intro, index } : undefined };
}

export function currentExercise(state: PlayerState): Exercise | undefined {
  return state.exercises.find((e) => e.id === state.queue[0]);
}

function answerFor(exercises: Exercise[], id: string | undefined): AnswerValue {
  const exercise = exercises.find((e) => e.id === id);
  return exercise ? emptyAnswer(exercise) : '';
}

/** Resuming an attempt: new exercises in order first, then the ones answered wrongly. */
export function initPlayer({
  lesson,
  attempt,
  wordsMet = false,
}: {
  lesson: Lesson;
  attempt: Attempt;
  /** The learner went through this lesson's words before (see words-met.ts). */
  wordsMet?: boolean;
}): PlayerState {
  const done = new Set(attempt.correct_exercise_ids);
  const retry = new Set(attempt.retry_exercise_ids);
  const pending = lesson.exercises.filter((e) => !done.has(e.id));
  const queue = [...pending.filter((e) => !retry.has(e.id)), ...pending.filter((e) => retry.has(e.id))].map(
    (e) => e.id,
  );
  return {
    exercises: lesson.exercises,
    queue,
    done: attempt.correct_exercise_ids.length,
    attempt,
    feedback: undefined,
    value: answerFor(lesson.exercises, queue[0]),
    quitOpen: false,
    intro: introFor(lesson, attempt, wordsMet),
  };
}

function pick(state: PlayerState, index: number): PlayerState {
  const exercise = currentExercise(state);
  if (state.feedback || !exercise || state.intro) return state;
  if (exercise.type === 'word_bank') {
    const tile = exercise.tiles?.[index];
    const chosen = state.value as string[];
    return tile && !chosen.includes(tile.id) ? { ...state, value: [...chosen, tile.id] } : state;
  }
  const option = hasOptions(exercise) ? exercise.options?.[index] : undefined;
  return option ? { ...state, value: option.id } : state;
}

/** A wrong answer goes to the back of the queue, to be asked again at the end. */
function advance(state: PlayerState): PlayerState {
  const exercise = currentExercise(state);
  if (!state.feedback || !exercise) return state;
  const rest = state.queue.slice(1);
  const correct = state.feedback.correct;
  const queue = correct ? rest : [...rest, exercise.id];
  return {
    ...state,
    queue,
    done: correct ? state.done + 1 : state.done,
    feedback: undefined,
    value: answerFor(state.exercises, queue[0]),
  };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'answer':
      return { ...state, value: action.value };
    case 'pick':
      return pick(state, action.index);
    case 'checked':
      return { ...state, feedback: action.result, attempt: action.result.attempt };
    case 'skipped': {
      const exercise = currentExercise(state);
      if (state.feedback || !exercise) return state;
      const queue = state.queue.slice(1);
      return {
        ...state,
        attempt: action.attempt,
        queue,
        done: state.done + 1,
        value: answerFor(state.exercises, queue[0]),
      };
    }
    case 'outOfHearts':
      return { ...state, attempt: { ...state.attempt, status: 'failed' } };
    case 'continue':
      return advance(state);
    case 'quit':
      return { ...state, quitOpen: action.open };
    case 'introNext':
    case 'introSkip':
      return introStep(state, action);
  }
}
