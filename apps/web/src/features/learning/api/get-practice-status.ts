import type { practiceStatusSchema } from '@roots/shared/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';

export type PracticeStatus = z.infer<typeof practiceStatusSchema>;

export const getPracticeStatus = (languageId: string) =>
  apiData<PracticeStatus>('/practice', { query: { language_id: languageId } });

export const practiceStatusQueryOptions = (languageId: string, userId: string) =>
  queryOptions({
    queryKey: learningKeys.practiceStatus(languageId, userId),
    queryFn: () => getPracticeStatus(languageId),
  });

/** The review queue of a language; without a language there is nothing to ask. */
export const usePracticeStatus = (languageId: string | undefined, userId: string) =>
  useQuery({ ...practiceStatusQueryOptions(languageId ?? '', userId), enabled: languageId !== undefined });
