import type { AdminPost } from '@roots/shared/contracts/management';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getAdminPosts = () => apiData<AdminPost[]>('/admin/blog');

export const adminPostsQueryOptions = () => queryOptions({ queryKey: managementKeys.posts(), queryFn: getAdminPosts });

export const useAdminPosts = () => useSuspenseQuery(adminPostsQueryOptions());
