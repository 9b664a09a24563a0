import { BLOG_PAGE_SIZE } from '@roots/shared/constants';
import type { BlogPostSummary } from '@roots/shared/contracts/blog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { blogKeys } from '../../../lib/query-keys.ts';

export const getBlogPosts = (page: number) =>
  apiData<BlogPostSummary[]>('/blog', { query: { page, limit: BLOG_PAGE_SIZE } });

/** Spec section 7: paging defaults page 1, limit 10. The last page stays on screen while the next loads. */
export const blogPostsQueryOptions = (page = 1) =>
  queryOptions({ queryKey: blogKeys.list(page), queryFn: () => getBlogPosts(page), placeholderData: keepPreviousData });

export const useBlogPosts = (page: number) => useQuery(blogPostsQueryOptions(page));
