import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../db/schema.ts';
import { createTestApp } from '../test/helper.ts';

function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'roots-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the web app', async () => {
  const { app, database } = await createTestApp({ webDir: fakeBuild() });
  await database.db.insert(blogPosts).values({
    slug: 'some-post',
    title: 'Some post',
    excerpt: 'x',
    bodyMarkdown: 'x',
    category: 'culture',
    status: 'published',
    publishedAt: new Date('2026-01-01'),
  });

  it.each(['/', '/mission', '/auth/login', '/blog/some-post', '/blog/category/culture', '/lesson/42'])(
    'serves the app shell for %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves the app shell with a 404 status for unknown pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a blog post that does not exist (or is a draft) with a 404 status and the app shell', async () => {
    await database.db.insert(blogPosts).values({
      slug: 'a-draft',
      title: 'Draft',
      excerpt: 'x',
      bodyMarkdown: 'x',
      category: 'culture',
      status: 'draft',
      publishedAt: new Date('2026-01-01'),
    });
    for (const url of ['/blog/no-such-post', '/blog/a-draft']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates files that are not hashed', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the app shell for API paths or other methods', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).headers['content-type']).toContain(
      'application/json',
    );
    expect((await app.inject({ method: 'POST', url: '/mission' })).statusCode).toBe(404);
  });
});
