import type { ContentStatus } from '@roots/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export type CourseItemKind = 'language' | 'unit' | 'lesson' | 'exercise';

/** PATCH /{kind}/{id}: the same call for the four levels of a course (status or position here). */
export const updateCourseItem = ({
  kind,
  id,
  changes,
}: {
  kind: CourseItemKind;
  id: string;
  changes: { status?: ContentStatus; position?: number };
}) => apiData<{ id: string }>(`/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

export function useUpdateCourseItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCourseItem,
    onSettled: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
