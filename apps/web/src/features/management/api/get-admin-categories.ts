import type { AdminCategory } from '@roots/shared/contracts/management';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getAdminCategories = () => apiData<AdminCategory[]>('/admin/blog/categories');

export const adminCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...managementKeys.all(), 'categories'], queryFn: getAdminCategories });

/** Suggestions for the editor's category field: it works (free text) before they arrive. */
export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
