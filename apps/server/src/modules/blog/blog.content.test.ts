import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../paths.ts';
import { unitOfWork } from '../../repositories.ts';
import { createTestDatabase } from '../../test/helper.ts';
import { createBlogService } from './blog.service.ts';

const publicDir = join(contentDir, '..', 'apps', 'web', 'public');

describe('the shipped blog', () => {
  it('has at least 8 posts in 3 categories, each with a featured image shipped with the site', async () => {
    const database = await createTestDatabase();
    try {
      const uow = unitOfWork(database.db);
      const repository = uow.repos.blog;
      const blog = createBlogService({ uow });
      const { found, inserted } = await blog.importFromFolder(join(contentDir, 'blog'));
      expect(found).toBeGreaterThanOrEqual(8);
      expect(inserted).toBe(found);
      const posts = await repository.listAll();
      expect(new Set(posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(3);
      for (const post of posts) {
        expect(post.featuredImage, post.slug).toMatch(/^\/blog-images\//);
        expect(existsSync(join(publicDir, post.featuredImage ?? '')), post.slug).toBe(true);
      }
      expect((await repository.listCategoryRows()).length).toBe(new Set(posts.map((p) => p.category)).size);
    } finally {
      await database.close();
    }
  });
});
