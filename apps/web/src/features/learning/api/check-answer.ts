import type { Attempt, CheckResult } from '@roots/shared/contracts/learning';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';
import type { AttemptDriver } from '../attempt-driver.ts';
import { learningKeys } from './learning-keys.ts';

export interface AnswerSubmission {
  exerciseId: string;
  attemptId: string;
  answer: unknown;
  /** Reused when the same answer is sent again, so the server grades it once. */
  idempotencyKey: string;
}

export const checkAnswer = ({ exerciseId, attemptId, answer, idempotencyKey }: AnswerSubmission) =>
  apiData<CheckResult>(`/exercise/check/${exerciseId}`, {
    method: 'POST',
    body: { lesson_attempt_id: attemptId, answer },
    headers: { 'idempotency-key': idempotencyKey },
  });

/**
 * After a step of an attempt (an answer, a skip, a speak exercise marked): once it completed the
 * attempt, its XP, coins and streak and the learner's next lesson are read again.
 */
export function afterStep(client: QueryClient, userId: string, attempt: Attempt) {
  if (attempt.status !== 'completed') return;
  void client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
  // The next lesson moves on: a "Next lesson" read from a cached progress would be this one.
  void client.invalidateQueries({ queryKey: learningKeys.allProgress() });
  void client.invalidateQueries({ queryKey: learningKeys.allCourseMaps() });
}

/** Every answer may cost a heart; the one that completes the lesson also credits XP, coins and the streak. */
export function useCheckAnswer(userId: string, driver: AttemptDriver) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: driver.check,
    networkMode: driver.onDevice ? 'always' : 'online',
    onSuccess: (result) => {
      client.setQueryData(learnerKeys.hearts(userId), result.hearts);
      afterStep(client, userId, result.attempt);
    },
  });
}
