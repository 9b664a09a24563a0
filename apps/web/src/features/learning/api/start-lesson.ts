import type { Attempt } from '@roots/shared/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';
import { startOnce } from './start-once.ts';

export const startLesson = (lessonId: string) => apiData<Attempt>(`/lesson/start/${lessonId}`, { method: 'POST' });

export const startLessonQueryOptions = (lessonId: string, userId: string) =>
  queryOptions({
    queryKey: learningKeys.attempt(lessonId, userId),
    queryFn: () => startLesson(lessonId),
    ...startOnce,
  });

export const useStartLesson = (lessonId: string, userId: string) => useQuery(startLessonQueryOptions(lessonId, userId));
