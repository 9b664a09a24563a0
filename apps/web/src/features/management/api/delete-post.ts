import type { Deletion } from '@roots/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogKeys } from '../../../lib/query-keys.ts';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const deletePost = (id: string) => apiData<Deletion>(`/blog/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: managementKeys.posts() });
      void client.invalidateQueries({ queryKey: blogKeys.all() });
    },
  });
}
