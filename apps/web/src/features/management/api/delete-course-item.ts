import type { Deletion } from '@roots/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

/** DELETE /{kind}/{id}: archived instead when learners have progress on it (the answer says which). */
export const deleteCourseItem = ({ kind, id }: { kind: 'unit' | 'lesson' | 'exercise' | 'fact'; id: string }) =>
  apiData<Deletion>(`/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCourseItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseItem,
    onSettled: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
