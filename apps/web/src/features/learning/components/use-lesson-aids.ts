import type { Dispatch } from 'react';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { checkPair as checkPairOnServer } from '../api/check-pair.ts';
import { skipListening } from '../api/skip-listening.ts';
import { playSound, SoundEffectsContext } from '../sound-effects.ts';
import { currentExercise, type PlayerAction, type PlayerState } from './lesson-player-state.ts';

/**
 * What the player adds on a phone: the right/wrong/complete sounds (unless switched off in
 * /settings), match pairs checked one at a time, and "Can't listen now" — which also skips the
 * next listen exercises by itself while its 15 minutes last.
 */
export function useLessonAids(state: PlayerState, dispatch: Dispatch<PlayerAction>) {
  const sounds = useContext(SoundEffectsContext);
  const exercise = currentExercise(state);
  const attemptId = state.attempt.lesson_attempt_id;
  const [skipping, setSkipping] = useState(false);

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
        const { correct } = await checkPairOnServer(exercise.id, attemptId, left, right);
        if (sounds) playSound(correct ? 'right' : 'wrong');
        return correct;
      } catch (error) {
        void notify('error', error instanceof Error ? error.message : 'That pair could not be checked.');
        throw error;
      }
    },
    [exercise, attemptId, sounds],
  );

  const skipExercise = exercise?.type === 'listen' ? exercise.id : undefined;
  const sendSkip = useCallback(
    (exerciseId: string) =>
      skipListening(exerciseId, attemptId)
        .then((attempt) => dispatch({ type: 'skipped', attempt }))
        .catch((error: unknown) => {
          void notify('error', error instanceof Error ? error.message : 'That could not be skipped.');
        }),
    [attemptId, dispatch],
  );
  const skip = useCallback(() => {
    if (!skipExercise) return;
    setSkipping(true);
    void sendSkip(skipExercise).finally(() => setSkipping(false));
  }, [skipExercise, sendSkip]);

  // Inside the window each listen exercise is skipped as it comes up, once.
  const autoSkipped = useRef<string | undefined>(undefined);
  const windowUntil = state.feedback ? null : state.attempt.listening_skipped_until;
  useEffect(() => {
    if (!skipExercise || !windowUntil || autoSkipped.current === skipExercise) return;
    if (Date.parse(windowUntil) <= Date.now()) return;
    autoSkipped.current = skipExercise;
    void sendSkip(skipExercise);
  }, [windowUntil, skipExercise, sendSkip]);

  return { checkPair, skip: skipExercise ? skip : undefined, skipping };
}
