import type { BlogCategory, BlogPost, BlogPostSummary } from '@roots/shared/contracts/blog';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** Spec section 7: paging defaults page 1, limit 10. */
export const BLOG_PAGE_SIZE = 10;

export const blogListQuery = (page = 1) =>
  queryOptions({
    queryKey: ['blog', 'list', page],
    queryFn: () => apiData<BlogPostSummary[]>('/blog', { query: { page, limit: BLOG_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const blogCategoryQuery = (category: string, page = 1) =>
  queryOptions({
    queryKey: ['blog', 'category', category, page],
    queryFn: () =>
      apiData<BlogPostSummary[]>(`/blog/category/${encodeURIComponent(category)}`, {
        query: { page, limit: BLOG_PAGE_SIZE },
      }),
  });

export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: ['blog', 'categories'],
    queryFn: () => apiData<BlogCategory[]>('/blog/categories'),
    staleTime: 5 * 60_000,
  });

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => apiData<BlogPost>(`/blog/slug/${encodeURIComponent(slug)}`),
  });
