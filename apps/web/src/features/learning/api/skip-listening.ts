import type { Attempt } from '@roots/shared/contracts/learning';
import { apiData } from '../../../lib/api-client.ts';

/** "Can't listen now": this listen exercise is done without a heart, and the next ones for 15 minutes. */
export const skipListening = (exerciseId: string, attemptId: string) =>
  apiData<Attempt>(`/exercise/skip-listening/${exerciseId}`, {
    method: 'POST',
    body: { lesson_attempt_id: attemptId },
  });
