import type { UnitTips } from '@roots/shared/contracts/learning';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';

export const getUnitTips = (unitId: string) => apiData<UnitTips>(`/unit/tips/${encodeURIComponent(unitId)}`);

/** Tips change only when an admin edits them: a visit reads each unit's once. */
export const unitTipsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: learningKeys.unitTips(unitId),
    queryFn: () => getUnitTips(unitId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSuspenseUnitTips = (unitId: string) => useSuspenseQuery(unitTipsQueryOptions(unitId));
