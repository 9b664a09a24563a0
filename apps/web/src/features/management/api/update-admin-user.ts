import type { AdminUser } from '@roots/shared/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const updateAdminUser = ({
  id,
  changes,
}: {
  id: string;
  changes: { role?: AdminUser['role']; status?: AdminUser['status'] };
}) => apiData<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSettled: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
