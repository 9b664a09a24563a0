import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema.ts';
import { createTestApp } from '../../test/helper.ts';
import { unitOfWork } from '../../repositories.ts';
import { createBlogService } from './blog.service.ts';
import { tempDir } from '../../test/after-file.ts';

function post(title: string, category: string, date: string, body = 'Hello **world**.') {
  return `---\ntitle: "${title}"\nexcerpt: About ${title}\ncategory: ${category}\nauthor: Roots Team\npublishedAt: ${date}\n---\n\n${body}\n`;
}

function contentFolder(files: Record<string, string>) {
  const dir = tempDir('blog');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

interface Summary {
  slug: string;
  title: string;
  category: string;
  author: { username: string } | null;
}

describe('blog API', async () => {
  const { app, database } = await createTestApp();
  const blog = createBlogService({ uow: unitOfWork(database.db) });
  const folder = contentFolder({
    'greetings.md': post('Greetings', 'language-notes', '2026-10-01'),
    'tones.md': post('Tones', 'language-notes', '2026-10-05'),
    'habit.md': post('Habit', 'learning-tips', '2026-10-03'),
    'evil.md': post(
      'Evil',
      'culture',
      '2026-09-01',
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(2)>',
        '[click](javascript:alert(3)) [CLICK](JaVaScRiPt:alert(4)) [ent](&#106;avascript:alert(5))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '<svg onload=alert(6)></svg><iframe src="https://evil.example"></iframe>',
        '[ok](https://example.org) and [home](/how-it-works)',
      ].join('\n\n'),
    ),
  });
  const first = await blog.importFromFolder(folder);
  // The caller names the body's shape, as Fastify's own `json<T>()` does.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  const get = async <T>(url: string): Promise<{ status: number; body: T }> => {
    const response = await app.inject({ method: 'GET', url });
    const body: T = response.json();
    return { status: response.statusCode, body };
  };

  it('imports every post once, and never overwrites an edited post', async () => {
    expect(first).toEqual({ found: 4, inserted: 4 });
    await database.db.update(blogPosts).set({ title: 'Edited by an admin' }).where(eq(blogPosts.slug, 'habit'));
    expect(await blog.importFromFolder(folder)).toEqual({ found: 4, inserted: 0 });
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'habit'));
    expect(row?.title).toBe('Edited by an admin');
  });

  it('lists published posts newest first with the spec fields', async () => {
    const { status, body } = await get<{ data: Summary[] }>('/api/blog');
    expect(status).toBe(200);
    expect(body.data.map((p) => p.slug)).toEqual(['tones', 'habit', 'greetings', 'evil']);
    expect(body.data[0]).toMatchObject({
      slug: 'tones',
      title: 'Tones',
      category: 'language-notes',
      featured_image: null,
      publishedAt: '2026-10-05T00:00:00.000Z',
      author: { username: 'Roots Team' },
    });
  });

  it('pages with page and limit', async () => {
    const { body } = await get<{ data: Summary[] }>('/api/blog?page=2&limit=2');
    expect(body.data.map((p) => p.slug)).toEqual(['greetings', 'evil']);
    expect((await get<{ data: Summary[] }>('/api/blog?page=9')).body.data).toEqual([]);
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'page=1e309',
    'limit=0',
    'limit=51',
    'page=1.5',
    'page=1 OR 1=1',
    'extra=1',
  ])('refuses ?%s with a 400', async (query) => {
    const response = await app.inject({ method: 'GET', url: `/api/blog?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
  });

  it('lists a category, and an empty one as an empty list', async () => {
    expect((await get<{ data: Summary[] }>('/api/blog/category/language-notes')).body.data.map((p) => p.slug)).toEqual([
      'tones',
      'greetings',
    ]);
    expect((await get<{ data: Summary[] }>('/api/blog/category/nothing-here')).body.data).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/blog/category/%27%3B%20DROP' })).statusCode).toBe(400);
  });

  it('counts posts per category', async () => {
    expect((await get<{ data: unknown }>('/api/blog/categories')).body.data).toEqual([
      { slug: 'culture', name: 'Culture', count: 1 },
      { slug: 'language-notes', name: 'Language notes', count: 2 },
      { slug: 'learning-tips', name: 'Learning tips', count: 1 },
    ]);
  });

  it('serves one post with its body as HTML', async () => {
    const { status, body } = await get<{ data: { content_html: string } }>('/api/blog/slug/greetings');
    expect(status).toBe(200);
    expect(body.data.content_html).toBe('<p>Hello <strong>world</strong>.</p>\n');
  });

  it('leaves nothing executable in a hostile post', async () => {
    const html = (await get<{ data: { content_html: string } }>('/api/blog/slug/evil')).body.data.content_html;
    expect(html).not.toMatch(/<script|onerror|onload|javascript:|data:text|<iframe|<svg/i);
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">ok</a>');
    expect(html).toContain('<a href="/how-it-works">home</a>');
  });

  it('hides drafts and posts scheduled for later', async () => {
    const base = { title: 'Hidden', excerpt: 'x', bodyMarkdown: 'x', category: 'culture' };
    await database.db.insert(blogPosts).values([
      { ...base, slug: 'a-draft', status: 'draft', publishedAt: new Date('2026-01-01') },
      { ...base, slug: 'tomorrow', status: 'published', publishedAt: new Date(Date.now() + 86_400_000) },
    ]);
    for (const slug of ['a-draft', 'tomorrow', 'no-such-post']) {
      const response = await app.inject({ method: 'GET', url: `/api/blog/slug/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { message: string } }>().error.message).toBe('We could not find that article.');
    }
    const slugs = (await get<{ data: Summary[] }>('/api/blog?limit=50')).body.data.map((p) => p.slug);
    expect(slugs).not.toContain('a-draft');
    expect(slugs).not.toContain('tomorrow');
  });

  it('names the file when a post cannot be read', async () => {
    const broken = contentFolder({ 'bad.md': '---\ntitle: x\n---\nno excerpt' });
    await expect(blog.importFromFolder(broken)).rejects.toThrow(/^bad\.md: .*excerpt/);
  });
});
