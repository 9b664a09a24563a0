import type { AdminPost, postCreateSchema } from '@roots/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { blogKeys } from '../../../lib/query-keys.ts';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export type PostInput = z.input<typeof postCreateSchema>;

/** POST /blog (a new post) or PATCH /blog/{id} (an existing one). */
export const savePost = ({ id, post }: { id?: string | undefined; post: PostInput }) =>
  id
    ? apiData<AdminPost>(`/blog/${encodeURIComponent(id)}`, { method: 'PATCH', body: post })
    : apiData<AdminPost>('/blog', { method: 'POST', body: post });

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: (saved) => {
      client.setQueryData(managementKeys.post(saved.id), saved);
      void client.invalidateQueries({ queryKey: managementKeys.posts() });
      void client.invalidateQueries({ queryKey: blogKeys.all() });
    },
  });
}
