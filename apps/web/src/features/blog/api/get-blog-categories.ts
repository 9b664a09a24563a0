import type { BlogCategory } from '@roots/shared/contracts/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { blogKeys } from '../../../lib/query-keys.ts';

export const getBlogCategories = () => apiData<BlogCategory[]>('/blog/categories');

export const blogCategoriesQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.categories(), queryFn: getBlogCategories, staleTime: 5 * 60_000 });

export const useBlogCategories = () => useQuery(blogCategoriesQueryOptions());
