import { describe, expect, it } from 'vitest';
import { isKnownPagePath, pathTo } from './routes.ts';

describe('page paths', () => {
  it.each([
    '/',
    '/mission',
    '/auth/login',
    '/blog/hello-world',
    '/blog/category/culture',
    '/lesson/abc',
    '/unit/abc/tips',
    '/admin/blog/edit/7',
    '/mission/',
  ])('knows %s', (path) => {
    expect(isKnownPagePath(path)).toBe(true);
  });

  it.each(['/nope', '/auth', '/lesson', '/lesson/a/b', '/blog/category/culture/more'])('does not know %s', (path) => {
    expect(isKnownPagePath(path)).toBe(false);
  });

  it('fills and encodes parameters', () => {
    expect(pathTo('/lesson/:lessonId', { lessonId: 'a b' })).toBe('/lesson/a%20b');
  });

  it('builds the links of pages that take a parameter', () => {
    expect(pathTo.lesson('practice')).toBe('/lesson/practice');
    expect(pathTo.unitTips('u1')).toBe('/unit/u1/tips');
    expect(pathTo.blogPost('hello world')).toBe('/blog/hello%20world');
    expect(pathTo.blogCategory('daily-life')).toBe('/blog/category/daily-life');
    expect(pathTo.publicProfile('ama.k')).toBe('/profile/ama.k');
  });
});
