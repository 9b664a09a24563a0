import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
  categoryName,
  slugSchema,
} from '@roots/shared/contracts/blog';
import { AppError } from '@roots/shared/errors';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import type { BlogPostRow, BlogRepository } from './blog.repository.ts';

function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featured_image: row.featuredImage,
    category: row.category,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    author: row.authorName ? { username: row.authorName } : null,
  };
}

const frontMatterSchema = z.strictObject({
  title: z.string().min(1).max(200),
  excerpt: z.string().min(1).max(300),
  category: slugSchema,
  author: z.string().min(1).max(80).optional(),
  publishedAt: z.coerce.date(),
  /** An https address, or an image shipped with the site (`/blog-images/<name>.svg|png|webp`). */
  featuredImage: z
    .union([z.url({ protocol: /^https$/ }), z.string().regex(/^\/blog-images\/[a-z0-9-]+\.(?:svg|png|webp)$/)])
    .optional(),
});

/** Splits `---\nyaml\n---\nbody` into its parts; a file without front matter is refused. */
function parsePostFile(file: string, text: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text.normalize('NFC'));
  if (!match) throw new Error(`${file}: missing the --- front matter --- block`);
  const meta = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!meta.success)
    throw new Error(`${file}: ${meta.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const slug = slugSchema.safeParse(basename(file, '.md'));
  if (!slug.success) throw new Error(`${file}: the file name must be a slug (lower-case words and hyphens)`);
  return { slug: slug.data, meta: meta.data, body: (match[2] ?? '').trim() };
}

export interface BlogRepos {
  blog: BlogRepository;
}

export function createBlogService({ uow }: { uow: UnitOfWork<BlogRepos> }) {
  const { blog: repository } = uow.repos;
  return {
    async listPosts({ page, limit, category }: { page: number; limit: number; category?: string }) {
      const rows = await repository.listPublished({ category, limit, offset: (page - 1) * limit });
      return rows.map(toSummary);
    },

    async getPost(slug: string): Promise<BlogPost> {
      const row = await repository.findPublishedBySlug(slug);
      if (!row) throw new AppError('NOT_FOUND', 'We could not find that article.');
      return { ...toSummary(row), content_html: renderMarkdown(row.bodyMarkdown) };
    },

    async listCategories(): Promise<BlogCategory[]> {
      const rows = await repository.countByCategory();
      const names = new Map((await repository.listCategoryRows()).map((row) => [row.slug, row.name]));
      return rows.map(({ category, count }) => ({
        slug: category,
        name: names.get(category) ?? categoryName(category),
        count,
      }));
    },

    /**
     * Imports `content/blog/*.md` (front matter + Markdown). Idempotent: posts already in the
     * database, including ones an admin has since edited, are left as they are.
     */
    async importFromFolder(folder: string): Promise<{ found: number; inserted: number }> {
      let files: string[];
      try {
        files = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
      } catch {
        return { found: 0, inserted: 0 };
      }
      const posts = await Promise.all(
        files.map(async (name) => {
          const { slug, meta, body } = parsePostFile(name, await readFile(join(folder, name), 'utf8'));
          return {
            slug,
            title: meta.title,
            excerpt: meta.excerpt,
            bodyMarkdown: body,
            featuredImage: meta.featuredImage ?? null,
            category: meta.category,
            authorName: meta.author ?? null,
            status: 'published' as const,
            publishedAt: meta.publishedAt,
          };
        }),
      );
      await repository.insertMissingCategories(
        [...new Set(posts.map((post) => post.category))].map((slug) => ({ slug, name: categoryName(slug) })),
      );
      return { found: posts.length, inserted: await repository.insertMissing(posts) };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
