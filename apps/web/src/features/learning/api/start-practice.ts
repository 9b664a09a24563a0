import type { PracticeSession } from '@roots/shared/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';
import { startOnce } from './start-once.ts';

export const startPractice = (languageId: string) =>
  apiData<PracticeSession>('/practice/start', { method: 'POST', body: { language_id: languageId } });

export const startPracticeQueryOptions = (languageId: string | undefined, userId: string) =>
  queryOptions({
    queryKey: learningKeys.practiceSession(languageId, userId),
    queryFn: () => startPractice(languageId ?? ''),
    enabled: languageId !== undefined,
    ...startOnce,
  });

export const useStartPractice = (languageId: string | undefined, userId: string) =>
  useQuery(startPracticeQueryOptions(languageId, userId));
