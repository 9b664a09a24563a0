import type { CheckResult } from '@roots/shared/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';
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

/** Every answer may cost a heart; the one that completes the lesson also credits XP, coins and the streak. */
export function useCheckAnswer(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkAnswer,
    onSuccess: (result) => {
      client.setQueryData(learnerKeys.hearts(userId), result.hearts);
      if (result.attempt.status !== 'completed') return;
      void client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
      // The next lesson moves on: a "Next lesson" read from a cached progress would be this one.
      void client.invalidateQueries({ queryKey: learningKeys.allProgress() });
      void client.invalidateQueries({ queryKey: learningKeys.allCourseMaps() });
    },
  });
}
