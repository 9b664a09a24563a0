import type { AdminUser } from '@roots/shared/contracts/admin';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getAdminUsers = (q: string) => apiData<AdminUser[]>('/admin/users', { query: { q: q || undefined } });

export const adminUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: managementKeys.users(q), queryFn: () => getAdminUsers(q) });

export const useAdminUsers = (q: string) => useSuspenseQuery(adminUsersQueryOptions(q));
