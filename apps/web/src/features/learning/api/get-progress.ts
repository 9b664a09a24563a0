import type { Progress } from '@roots/shared/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';

export const getProgress = (languageId: string) => apiData<Progress>(`/language/progress/${languageId}`);

export const progressQueryOptions = (languageId: string, userId: string) =>
  queryOptions({ queryKey: learningKeys.progress(languageId, userId), queryFn: () => getProgress(languageId) });

export const useProgress = (languageId: string, userId: string) => useQuery(progressQueryOptions(languageId, userId));
