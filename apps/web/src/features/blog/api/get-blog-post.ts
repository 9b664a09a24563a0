import type { BlogPost } from '@roots/shared/contracts/blog';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { blogKeys } from '../../../lib/query-keys.ts';

export const getBlogPost = (slug: string) => apiData<BlogPost>(`/blog/slug/${encodeURIComponent(slug)}`);

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug) });

export const useBlogPost = (slug: string) => useSuspenseQuery(blogPostQueryOptions(slug));
