import { z } from 'zod';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE } from '../constants.ts';

export const blogListQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page starts at 1.')
    .max(10_000, 'page is too large.')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(BLOG_MAX_PAGE_SIZE, `limit must be at most ${String(BLOG_MAX_PAGE_SIZE)}.`)
    .default(BLOG_PAGE_SIZE),
});

/** Slugs are lower-case words joined by hyphens; anything else cannot name a post or category. */
export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens.');

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  featured_image: z.string().nullable(),
  category: z.string(),
  publishedAt: z.string(),
  author: z.object({ username: z.string() }).nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** The post body as HTML, sanitised on the server. */
  content_html: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogCategorySchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** 'language-notes' → 'Language notes'. */
export function categoryName(slug: string): string {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
