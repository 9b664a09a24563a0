import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import type { AudioStep } from '../api/audio-step.ts';
import { afterStep } from '../api/check-answer.ts';
import type { AttemptDriver } from '../attempt-driver.ts';
import { playSound, SoundEffectsContext } from '../sound-effects.ts';
import { currentExercise, type PlayerAction, type PlayerState } from './lesson-player-state.ts';

/** The skip of each exercise type that has one, and the attempt's field with its window's end. */
const skips = {
  listen: { step: 'skip-listening', window: 'listening_skipped_until', label: "Can't listen now" },
  speak: { step: 'skip-speaking', window: 'speaking_skipped_until', label: "Can't speak now" },
} as const;

/**
 * What the player adds on a phone: the right/wrong/complete sounds (unless switched off in
 * /settings), match pairs checked one at a time, "Can't listen now" and "Can't speak now" — each
 * of which also skips the next exercises of its type by itself while its 15 minutes last — and a
 * speak exercise marked by the learner.
 */
export function useLessonAids(
  state: PlayerState,
  dispatch: Dispatch<PlayerAction>,
  userId: string,
  driver: AttemptDriver,
) {
  const sounds = useContext(SoundEffectsContext);
  const client = useQueryClient();
  const exercise = currentExercise(state);
  const attemptId = state.attempt.lesson_attempt_id;
  const [sending, setSending] = useState<AudioStep | undefined>(undefined);

  useEffect(() => {
    if (sounds && state.feedback) playSound(state.feedback.correct ? 'right' : 'wrong');
  }, [sounds, state.feedback]);
  const completed = state.attempt.status === 'completed';
  useEffect(() => {
    if (sounds && completed) playSound('complete');
  }, [sounds, completed]);

  const checkPair = useCallback(
    async (left: string, right: string) => {
      if (!exercise) return false;
      try {
        const { correct } = await driver.checkPair(exercise.id, attemptId, left, right);
        if (sounds) playSound(correct ? 'right' : 'wrong');
        return correct;
      } catch (error) {
        void notify('error', error instanceof Error ? error.message : 'That pair could not be checked.');
        throw error;
      }
    },
    [exercise, attemptId, sounds, driver],
  );

  const send = useCallback(
    (step: AudioStep, exerciseId: string) =>
      driver
        .audioStep(step, exerciseId, attemptId)
        .then((attempt) => {
          afterStep(client, userId, attempt);
          dispatch({ type: 'skipped', attempt });
        })
        .catch((error: unknown) => {
          void notify('error', error instanceof Error ? error.message : 'That could not be saved. Try again.');
        }),
    [attemptId, dispatch, client, userId, driver],
  );
  const byHand = useCallback(
    (step: AudioStep) => {
      if (!exercise) return;
      setSending(step);
      void send(step, exercise.id).finally(() => setSending(undefined));
    },
    [exercise, send],
  );

  const skip = exercise?.type === 'listen' || exercise?.type === 'speak' ? skips[exercise.type] : undefined;
  const skipExercise = skip ? exercise?.id : undefined;
  // Inside its window each listen (or speak) exercise is skipped as it comes up, once.
  const autoSkipped = useRef<string | undefined>(undefined);
  const windowUntil = state.feedback || !skip ? null : state.attempt[skip.window];
  useEffect(() => {
    if (!skip || !skipExercise || !windowUntil || autoSkipped.current === skipExercise) return;
    if (Date.parse(windowUntil) <= Date.now()) return;
    autoSkipped.current = skipExercise;
    void send(skip.step, skipExercise);
  }, [windowUntil, skip, skipExercise, send]);

  return {
    checkPair,
    /** "Can't listen now" or "Can't speak now" on the exercise on screen, with its label. */
    skip: skip ? { label: skip.label, run: () => byHand(skip.step), sending: sending === skip.step } : undefined,
    /** A speak exercise said: the learner marked it themselves. */
    spoken: exercise?.type === 'speak' ? { run: () => byHand('spoken'), sending: sending === 'spoken' } : undefined,
  };
}
