import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** A post is public once it is published and its publication time has come. */
const isPublic = () => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`));

export function createBlogRepository(db: Executor) {
  return {
    async listPublished({ category, limit, offset }: { category?: string; limit: number; offset: number }) {
      return db
        .select()
        .from(blogPosts)
        .where(category === undefined ? isPublic() : and(isPublic(), eq(blogPosts.category, category)))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset);
    },

    async findPublishedBySlug(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(isPublic(), eq(blogPosts.slug, slug)));
      return row;
    },

    async countByCategory() {
      return db
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(isPublic())
        .groupBy(blogPosts.category)
        .orderBy(blogPosts.category);
    },

    /** Inserts posts whose slug is new; an existing post (perhaps edited by an admin) is left alone. */
    async insertMissing(posts: (typeof blogPosts.$inferInsert)[]): Promise<number> {
      if (posts.length === 0) return 0;
      const inserted = await db
        .insert(blogPosts)
        .values(posts)
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      return inserted.length;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
