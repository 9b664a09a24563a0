import { BLOG_PAGE_SIZE } from '@roots/shared/constants';
import type { BlogPostSummary } from '@roots/shared/contracts/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { blogKeys } from '../../../lib/query-keys.ts';

export const getBlogCategoryPosts = (category: string, page: number) =>
  apiData<BlogPostSummary[]>(`/blog/category/${encodeURIComponent(category)}`, {
    query: { page, limit: BLOG_PAGE_SIZE },
  });

export const blogCategoryPostsQueryOptions = (category: string, page = 1) =>
  queryOptions({ queryKey: blogKeys.category(category, page), queryFn: () => getBlogCategoryPosts(category, page) });

export const useBlogCategoryPosts = (category: string, page: number) =>
  useQuery(blogCategoryPostsQueryOptions(category, page));
