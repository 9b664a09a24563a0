import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

/** POST /admin/reports/{id}/accept or /dismiss. */
export const resolveReport = ({ id, action }: { id: string; action: 'accept' | 'dismiss' }) =>
  apiData<{ id: string; message: string }>(`/admin/reports/${encodeURIComponent(id)}/${action}`, { method: 'POST' });

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSettled: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
