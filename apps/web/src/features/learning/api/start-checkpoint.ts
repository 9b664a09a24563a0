import type { CheckpointSession } from '@roots/shared/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';
import { startOnce } from './start-once.ts';

export const startCheckpoint = (unitId: string) =>
  apiData<CheckpointSession>('/checkpoint/start', { method: 'POST', body: { unit_id: unitId } });

export const startCheckpointQueryOptions = (unitId: string, userId: string) =>
  queryOptions({
    queryKey: learningKeys.checkpoint(unitId, userId),
    queryFn: () => startCheckpoint(unitId),
    ...startOnce,
  });

/** Starts or resumes a unit's checkpoint; `refetch` after a failed one draws a fresh set of questions. */
export const useStartCheckpoint = (unitId: string, userId: string) =>
  useQuery(startCheckpointQueryOptions(unitId, userId));
