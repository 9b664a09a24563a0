import type { CourseUnit } from '@roots/shared/contracts/learning';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learningKeys } from './learning-keys.ts';

export const getCourseMap = (languageId: string) => apiData<CourseUnit[]>(`/unit/${languageId}`);

export const courseMapQueryOptions = (languageId: string, userId: string) =>
  queryOptions({ queryKey: learningKeys.courseMap(languageId, userId), queryFn: () => getCourseMap(languageId) });
