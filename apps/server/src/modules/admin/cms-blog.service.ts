import {
  type AdminCategory,
  type AdminPost,
  type categoryCreateSchema,
  type categoryUpdateSchema,
  type AuditEntry,
  type ContentStatus,
  type Deletion,
  type postCreateSchema,
  type postUpdateSchema,
  slugify,
} from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { categoryName } from '@roots/shared/contracts/blog';
import type { BlogCategoryRow, BlogRepository } from '../blog/blog.repository.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import type { AuditRepository } from './audit.repository.ts';
import { toAdminPost } from './cms.views.ts';

export interface CmsBlogRepos {
  blog: BlogRepository;
  audit: AuditRepository;
}

const SLUG_TAKEN = 'Another post already uses this slug.';

/**
 * A post's fields as the editor sends them, as the table's columns: for an update a field left
 * out stays undefined (unchanged); for a creation every one is there, and typed so.
 */
function postColumns<I extends z.output<typeof postUpdateSchema>>(
  input: I,
): {
  title: I['title'];
  excerpt: I['excerpt'];
  bodyMarkdown: I['body_markdown'];
  category: I['category'];
  featuredImage: I['featured_image'];
  authorName: I['author_name'];
  status: I['status'];
} {
  return {
    title: input.title,
    excerpt: input.excerpt,
    bodyMarkdown: input.body_markdown,
    category: input.category,
    featuredImage: input.featured_image,
    authorName: input.author_name,
    status: input.status,
  };
}

/** The blog in the CMS (posts in every state) and the audit log of every admin change. */
export function createCmsBlogService({
  uow,
  now = () => new Date(),
}: {
  uow: UnitOfWork<CmsBlogRepos>;
  now?: () => Date;
}) {
  /** A free slug: the one asked for (409 if taken), or the title's slug, then -2, -3… */
  async function freeSlug(repos: CmsBlogRepos, asked: string | undefined, title: string) {
    if (asked) {
      if (await repos.blog.slugTaken(asked)) throw new AppError('CONFLICT', SLUG_TAKEN, { slug: SLUG_TAKEN });
      return asked;
    }
    const base = slugify(title) || 'post';
    for (let n = 1; n < 100; n += 1) {
      const slug = n === 1 ? base : `${base}-${String(n)}`;
      if (!(await repos.blog.slugTaken(slug))) return slug;
    }
    throw new AppError('CONFLICT', 'Choose a slug for this post.', { slug: SLUG_TAKEN });
  }

  /** Publishing without a date publishes now; a date in the future schedules the post. */
  const publishedAtFor = (status: ContentStatus, asked: string | undefined, current: Date | null) =>
    asked !== undefined ? new Date(asked) : status === 'published' ? (current ?? now()) : current;

  async function record(
    repos: CmsBlogRepos,
    actorId: string,
    action: string,
    id: string,
    before: unknown,
    after: unknown,
  ) {
    await repos.audit.record({ actorId, action, entity: 'post', entityId: id, before, after });
  }

  /** A post in a new category makes the category (named from its slug; rename it later). */
  async function ensureCategory(repos: CmsBlogRepos, actorId: string, slug: string) {
    const [made] = await repos.blog.insertMissingCategories([{ slug, name: categoryName(slug) }]);
    if (made) await repos.audit.record({ actorId, action: 'create', entity: 'category', before: null, after: made });
  }

  const toCategory = (row: BlogCategoryRow, posts: number): AdminCategory => ({
    slug: row.slug,
    name: row.name,
    description: row.description,
    posts,
  });

  async function change(actorId: string, id: string, input: z.output<typeof postUpdateSchema>, action = 'update') {
    return uow.transaction(async (repos) => {
      const before = await repos.blog.findById(id);
      if (!before) throw new AppError('NOT_FOUND', 'We could not find that post.');
      if (input.category) await ensureCategory(repos, actorId, input.category);
      if (input.slug && (await repos.blog.slugTaken(input.slug, id)))
        throw new AppError('CONFLICT', SLUG_TAKEN, { slug: SLUG_TAKEN });
      const status = input.status ?? before.status;
      const row = await repos.blog.update(id, {
        ...postColumns(input),
        slug: input.slug,
        publishedAt: publishedAtFor(status, input.published_at, before.publishedAt),
        updatedAt: now(),
      });
      if (!row) throw new AppError('NOT_FOUND', 'We could not find that post.');
      const after = toAdminPost(row);
      await record(repos, actorId, action, id, toAdminPost(before), after);
      return after;
    });
  }

  return {
    /** An image an admin uploaded (stored by the image store), in the audit log with who and when. */
    async recordImageUpload(actorId: string, url: string): Promise<void> {
      await uow.repos.audit.record({
        actorId,
        action: 'upload',
        entity: 'blog_image',
        entityId: null,
        before: null,
        after: { url },
      });
    },

    async listPosts(): Promise<AdminPost[]> {
      return (await uow.repos.blog.listAll()).map(toAdminPost);
    },

    async getPost(id: string): Promise<AdminPost> {
      const row = await uow.repos.blog.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'We could not find that post.');
      return toAdminPost(row);
    },

    /** The editor's preview: the very renderer (and sanitiser) of the public post page. */
    preview(markdown: string): { html: string } {
      return { html: renderMarkdown(markdown) };
    },

    async createPost(actorId: string, input: z.output<typeof postCreateSchema>): Promise<AdminPost> {
      return uow.transaction(async (repos) => {
        const slug = await freeSlug(repos, input.slug, input.title);
        await ensureCategory(repos, actorId, input.category);
        const row = await repos.blog.insert({
          ...postColumns(input),
          slug,
          publishedAt: publishedAtFor(input.status, input.published_at, null),
        });
        if (!row) throw new AppError('CONFLICT', SLUG_TAKEN, { slug: SLUG_TAKEN });
        const after = toAdminPost(row);
        await record(repos, actorId, 'create', row.id, null, after);
        return after;
      });
    },

    updatePost: (actorId: string, id: string, input: z.output<typeof postUpdateSchema>) => change(actorId, id, input),
    publishPost: (actorId: string, id: string) => change(actorId, id, { status: 'published' }, 'publish'),
    unpublishPost: (actorId: string, id: string) => change(actorId, id, { status: 'draft' }, 'unpublish'),

    async deletePost(actorId: string, id: string): Promise<Deletion> {
      return uow.transaction(async (repos) => {
        const before = await repos.blog.findById(id);
        if (!before) throw new AppError('NOT_FOUND', 'We could not find that post.');
        await repos.blog.delete(id);
        await record(repos, actorId, 'delete', id, toAdminPost(before), null);
        return { id, outcome: 'deleted', message: 'The post was deleted.' };
      });
    },

    async listCategories(): Promise<AdminCategory[]> {
      const counts = new Map((await uow.repos.blog.countAllByCategory()).map((row) => [row.category, row.count]));
      return (await uow.repos.blog.listCategoryRows()).map((row) => toCategory(row, counts.get(row.slug) ?? 0));
    },

    async createCategory(actorId: string, input: z.output<typeof categoryCreateSchema>): Promise<AdminCategory> {
      return uow.transaction(async (repos) => {
        const slug = input.slug ?? slugify(input.name);
        if (!slug)
          throw new AppError('VALIDATION_FAILED', 'Give the category a slug.', { slug: 'Use a-z, 0-9 and hyphens.' });
        const [row] = await repos.blog.insertMissingCategories([
          { slug, name: input.name, description: input.description ?? null },
        ]);
        if (!row)
          throw new AppError('CONFLICT', 'There is already a category with this slug.', {
            slug: 'Choose another slug.',
          });
        await repos.audit.record({ actorId, action: 'create', entity: 'category', before: null, after: row });
        return toCategory(row, 0);
      });
    },

    async updateCategory(actorId: string, slug: string, input: z.output<typeof categoryUpdateSchema>) {
      return uow.transaction(async (repos) => {
        const before = await repos.blog.findCategory(slug);
        if (!before) throw new AppError('NOT_FOUND', 'We could not find that category.');
        const row = await repos.blog.updateCategory(slug, { name: input.name, description: input.description });
        if (!row) throw new AppError('NOT_FOUND', 'We could not find that category.');
        await repos.audit.record({ actorId, action: 'update', entity: 'category', before, after: row });
        const counts = await repos.blog.countAllByCategory();
        return toCategory(row, counts.find((c) => c.category === slug)?.count ?? 0);
      });
    },

    /** Only an empty category can go: its posts would be left without one. */
    async deleteCategory(actorId: string, slug: string): Promise<Deletion> {
      return uow.transaction(async (repos) => {
        const before = await repos.blog.findCategory(slug);
        if (!before) throw new AppError('NOT_FOUND', 'We could not find that category.');
        const posts = (await repos.blog.countAllByCategory()).find((c) => c.category === slug)?.count ?? 0;
        if (posts > 0)
          throw new AppError(
            'CONFLICT',
            `${String(posts)} post${posts === 1 ? ' is' : 's are'} in this category: move ${posts === 1 ? 'it' : 'them'} first.`,
          );
        await repos.blog.deleteCategory(slug);
        await repos.audit.record({ actorId, action: 'delete', entity: 'category', before, after: null });
        return { id: slug, outcome: 'deleted', message: 'The category was deleted.' };
      });
    },

    async auditLog(query: {
      entity?: string | undefined;
      entity_id?: string | undefined;
      page: number;
      limit: number;
    }): Promise<AuditEntry[]> {
      const rows = await uow.repos.audit.list({
        entity: query.entity,
        entityId: query.entity_id,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return rows.map(({ entry, username }) => ({
        id: entry.id,
        actor: entry.actorId ? { id: entry.actorId, username: username ?? '' } : null,
        actor_kind: entry.actorKind,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        created_at: entry.createdAt.toISOString(),
      }));
    },
  };
}

export type CmsBlogService = ReturnType<typeof createCmsBlogService>;
