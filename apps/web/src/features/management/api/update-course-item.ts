import type { ContentStatus } from '@roots/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export type CourseItemKind = 'language' | 'unit' | 'lesson' | 'exercise' | 'fact';

/** What the tree changes; the server's schema for each kind says which of these it takes. */
export interface CourseItemChanges {
  status?: ContentStatus;
  position?: number;
  name?: string;
  native_name?: string;
  title?: string;
  description?: string;
  /** A unit's tips in Markdown; empty removes them. */
  tips?: string;
  category?: string;
  body?: string;
  words?: [string, string][];
}

/** PATCH /{kind}/{id}: the same call for each level of a course and its facts. */
export const updateCourseItem = ({
  kind,
  id,
  changes,
}: {
  kind: CourseItemKind;
  id: string;
  changes: CourseItemChanges;
}) => apiData<{ id: string }>(`/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

export function useUpdateCourseItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCourseItem,
    onSettled: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
