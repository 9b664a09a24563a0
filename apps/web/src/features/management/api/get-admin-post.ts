import type { AdminPost } from '@roots/shared/contracts/management';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getAdminPost = (id: string) => apiData<AdminPost>(`/admin/blog/${encodeURIComponent(id)}`);

export const adminPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: managementKeys.post(id), queryFn: () => getAdminPost(id) });

export const useAdminPost = (id: string) => useSuspenseQuery(adminPostQueryOptions(id));
