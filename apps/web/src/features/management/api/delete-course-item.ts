import type { Deletion } from '@roots/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { managementKeys } from './management-keys.ts';

/** DELETE /{kind}/{id}: archived instead when learners have progress on it (the answer says which). */
export const deleteCourseItem = ({ kind, id }: { kind: 'unit' | 'lesson' | 'exercise' | 'fact'; id: string }) =>
  apiData<Deletion>(`/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/**
 * The toasts are said here, not in `mutate`'s callbacks: those are dropped when the asking row
 * unmounts, and a deleted item's row does when the tree is fetched again.
 */
export function useDeleteCourseItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseItem,
    onSuccess: ({ message }) => void notify('success', message),
    onError: (error) => void notify('error', error.message),
    onSettled: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
