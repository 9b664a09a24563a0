import { and, count, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogCategories, blogPosts } from '../../db/schema.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;

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

    // ── The CMS ───────────────────────────────────────────────────────────────────────────────────

    async listAll() {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
    },

    async findById(id: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row;
    },

    /** Whether another post already uses a slug. */
    async slugTaken(slug: string, exceptId?: string) {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
        .limit(1);
      return row !== undefined;
    },

    /** The new post, or undefined when its slug was taken in the meantime. */
    async insert(post: typeof blogPosts.$inferInsert) {
      const [row] = await db.insert(blogPosts).values(post).onConflictDoNothing({ target: blogPosts.slug }).returning();
      return row;
    },

    async update(id: string, changes: Partial<typeof blogPosts.$inferInsert>) {
      const [row] = await db.update(blogPosts).set(changes).where(eq(blogPosts.id, id)).returning();
      return row;
    },

    async delete(id: string) {
      await db.delete(blogPosts).where(eq(blogPosts.id, id));
    },

    // ── Categories ────────────────────────────────────────────────────────────────────────────────

    async listCategoryRows() {
      return db.select().from(blogCategories).orderBy(blogCategories.slug);
    },

    async findCategory(slug: string) {
      const [row] = await db.select().from(blogCategories).where(eq(blogCategories.slug, slug));
      return row;
    },

    /** Posts of every state per category (what a delete would orphan). */
    async countAllByCategory() {
      return db.select({ category: blogPosts.category, count: count() }).from(blogPosts).groupBy(blogPosts.category);
    },

    /** Inserts categories that are missing; existing ones (maybe renamed by an admin) are left alone. */
    async insertMissingCategories(rows: (typeof blogCategories.$inferInsert)[]) {
      if (rows.length === 0) return [];
      return db.insert(blogCategories).values(rows).onConflictDoNothing().returning();
    },

    async updateCategory(slug: string, changes: Partial<typeof blogCategories.$inferInsert>) {
      const [row] = await db.update(blogCategories).set(changes).where(eq(blogCategories.slug, slug)).returning();
      return row;
    },

    async deleteCategory(slug: string) {
      await db.delete(blogCategories).where(eq(blogCategories.slug, slug));
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
