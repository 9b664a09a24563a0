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
});
