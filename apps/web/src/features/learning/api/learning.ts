import type {
  Attempt,
  CheckResult,
  CourseUnit,
  Fact,
  Language,
  Lesson,
  PracticeSession,
  Progress,
  Stats,
} from '@roots/shared/contracts/learning';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';

export const languagesQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['languages', userId ?? 'visitor'], queryFn: () => apiData<Language[]>('/language') });

export const userLanguagesQuery = (userId: string) =>
  queryOptions({ queryKey: learnerKeys.languages(userId), queryFn: () => apiData<Language[]>('/user/languages') });

export const courseMapQuery = (languageId: string, userId: string) =>
  queryOptions({
    queryKey: ['course', languageId, userId],
    queryFn: () => apiData<CourseUnit[]>(`/unit/${languageId}`),
  });

export const progressQuery = (languageId: string, userId: string) =>
  queryOptions({
    queryKey: ['progress', languageId, userId],
    queryFn: () => apiData<Progress>(`/language/progress/${languageId}`),
  });

export const lessonQuery = (lessonId: string) =>
  queryOptions({ queryKey: ['lesson', lessonId], queryFn: () => apiData<Lesson>(`/lesson/${lessonId}`) });

/** Facts are cached per language id for the whole visit (spec section 4). */
export const factsQuery = (languageId: string) =>
  queryOptions({
    queryKey: ['facts', languageId],
    queryFn: () => apiData<Fact[]>(`/fact/${languageId}`),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const statsQuery = (userId: string) =>
  queryOptions({ queryKey: learnerKeys.stats(userId), queryFn: () => apiData<Stats>('/user/stats') });

export const enroll = (languageId: string) => apiData<Language>(`/language/enroll/${languageId}`, { method: 'POST' });
export const unenroll = (languageId: string) =>
  apiData<{ message: string }>(`/language/un-enroll/${languageId}`, { method: 'DELETE' });

export const completeOnboarding = (input: { language_id: string; daily_goal: number }) =>
  apiData<{ next_lesson_id: string | null }>('/user/onboarding', { method: 'POST', body: input });

export const startLesson = (lessonId: string) => apiData<Attempt>(`/lesson/start/${lessonId}`, { method: 'POST' });

export const checkAnswer = (exerciseId: string, attemptId: string, answer: unknown, idempotencyKey: string) =>
  apiData<CheckResult>(`/exercise/check/${exerciseId}`, {
    method: 'POST',
    body: { lesson_attempt_id: attemptId, answer },
    headers: { 'idempotency-key': idempotencyKey },
  });

export const practiceStatusQuery = (languageId: string, userId: string) =>
  queryOptions({
    queryKey: ['practice', languageId, userId],
    queryFn: () => apiData<{ due: number; total: number }>('/practice', { query: { language_id: languageId } }),
  });

export const startPractice = (languageId: string) =>
  apiData<PracticeSession>('/practice/start', { method: 'POST', body: { language_id: languageId } });
