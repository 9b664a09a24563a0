import {
  blogCategorySchema,
  blogListQuerySchema,
  blogPostSchema,
  blogPostSummarySchema,
  slugSchema,
} from '@roots/shared/contracts/blog';
import { successSchema } from '@roots/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import type { BlogService } from './blog.service.ts';

const listResponse = { 200: successSchema(z.array(blogPostSummarySchema)), ...errors(400) };

export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first',
        querystring: blogListQuerySchema,
        response: listResponse,
      },
    },
    async (request) => ok(await blog.listPosts(request.query)),
  );

  app.get(
    '/blog/categories',
    {
      schema: {
        tags: ['blog'],
        summary: 'Categories that have published posts',
        response: { 200: successSchema(z.array(blogCategorySchema)) },
      },
    },
    async () => ok(await blog.listCategories()),
  );

  app.get(
    '/blog/slug/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One published post, its body as sanitised HTML',
        params: z.object({ slug: slugSchema }),
        response: { 200: successSchema(blogPostSchema), ...errors(400, 404) },
      },
    },
    async (request) => ok(await blog.getPost(request.params.slug)),
  );

  app.get(
    '/blog/category/:category',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts of one category, newest first',
        params: z.object({ category: slugSchema }),
        querystring: blogListQuerySchema,
        response: listResponse,
      },
    },
    async (request) => ok(await blog.listPosts({ ...request.query, category: request.params.category })),
  );
};
