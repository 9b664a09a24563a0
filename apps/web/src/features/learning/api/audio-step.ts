import type { Attempt } from '@roots/shared/contracts/learning';
import { apiData } from '../../../lib/api-client.ts';

/**
 * An exercise done without an answer to grade: "Can't listen now" on a listen exercise and "Can't
 * speak now" on a speak exercise (each also skips the next ones of its type for 15 minutes), or a
 * speak exercise the learner said and marked themselves. Nothing else is sent: their recording
 * stays in the browser.
 */
export type AudioStep = 'skip-listening' | 'skip-speaking' | 'spoken';

export const audioStep = (step: AudioStep, exerciseId: string, attemptId: string) =>
  apiData<Attempt>(`/exercise/${step}/${exerciseId}`, {
    method: 'POST',
    body: { lesson_attempt_id: attemptId },
  });
