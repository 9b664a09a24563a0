import type { PairCheck } from '@roots/shared/contracts/learning';
import { apiData } from '../../../lib/api-client.ts';

/** Whether one tapped pair of a match exercise is right (a wrong one counts as a mistake). */
export const checkPair = (exerciseId: string, attemptId: string, left: string, right: string) =>
  apiData<PairCheck>(`/exercise/check-pair/${exerciseId}`, {
    method: 'POST',
    body: { lesson_attempt_id: attemptId, left, right },
  });
