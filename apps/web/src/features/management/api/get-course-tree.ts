import type { CourseTree } from '@roots/shared/contracts/management';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getCourseTree = (languageId: string) =>
  apiData<CourseTree>(`/admin/languages/${encodeURIComponent(languageId)}/tree`);

export const courseTreeQueryOptions = (languageId: string) =>
  queryOptions({ queryKey: managementKeys.tree(languageId), queryFn: () => getCourseTree(languageId) });

export const useCourseTree = (languageId: string) => useSuspenseQuery(courseTreeQueryOptions(languageId));
