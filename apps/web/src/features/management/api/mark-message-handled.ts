import type { ContactMessageAdmin } from '@roots/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const markMessageHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  apiData<ContactMessageAdmin>(`/admin/contact/${encodeURIComponent(id)}`, { method: 'PATCH', body: { handled } });

export function useMarkMessageHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSettled: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
