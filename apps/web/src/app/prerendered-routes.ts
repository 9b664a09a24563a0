import { publicPaths } from '@roots/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { blogCategoriesQueryOptions } from '../features/blog/api/get-blog-categories.ts';
import { blogCategoryPostsQueryOptions } from '../features/blog/api/get-blog-category-posts.ts';
import { blogPostQueryOptions } from '../features/blog/api/get-blog-post.ts';
import { blogPostsQueryOptions } from '../features/blog/api/get-blog-posts.ts';
import { pageFrom } from '../features/blog/page-param.ts';
import { creditsQueryOptions } from '../features/voices/api/credits.ts';

/** Fills the page's query cache from the API before the server renders it. */
export type PageLoader = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Promise<void>;

/**
 * The public pages rendered on the server, with what each reads from the API before rendering.
 * Sign-in forms, token links (reset, verify, the Google callback) and signed-in pages stay
 * client-rendered: they depend on the browser's session.
 */
export const prerenderedRoutes: [string, PageLoader | undefined][] = [
  [publicPaths.home, undefined],
  [publicPaths.howItWorks, undefined],
  [publicPaths.mission, undefined],
  [publicPaths.support, undefined],
  [publicPaths.contactUs, undefined],
  [publicPaths.privacyPolicy, undefined],
  [publicPaths.termsOfService, undefined],
  [publicPaths.cookieNotice, undefined],
  [publicPaths.credits, (client) => client.query(creditsQueryOptions()).then(() => undefined)],
  [
    publicPaths.blog,
    (client, _params, search) =>
      Promise.all([
        client.query(blogPostsQueryOptions(pageFrom(search))),
        client.query(blogCategoriesQueryOptions()),
      ]).then(() => undefined),
  ],
  [
    publicPaths.blogCategory,
    (client, params, search) =>
      Promise.all([
        client.query(blogCategoryPostsQueryOptions(params.categoryId ?? '', pageFrom(search))),
        client.query(blogCategoriesQueryOptions()),
      ]).then(() => undefined),
  ],
  [
    publicPaths.blogPost,
    (client, params) => client.query(blogPostQueryOptions(params.slug ?? '')).then(() => undefined),
  ],
];
