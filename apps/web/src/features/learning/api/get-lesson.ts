import type { Lesson } from '@roots/shared/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';

export const getLesson = (lessonId: string) => apiData<Lesson>(`/lesson/${lessonId}`);

export const lessonQueryOptions = (lessonId: string) =>
  queryOptions({ queryKey: learningKeys.lesson(lessonId), queryFn: () => getLesson(lessonId) });

export const useLesson = (lessonId: string) => useQuery(lessonQueryOptions(lessonId));
