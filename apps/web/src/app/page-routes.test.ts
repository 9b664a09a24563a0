import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPages, learnerPages, pageAt, publicPages, signedOutPages } from './page-routes.ts';

const routes = [...publicPages, ...signedOutPages, ...learnerPages, ...adminPages];

describe('the page at a path', () => {
  // pageAt compares patterns without parameters as text; it must agree with React Router's matchPath.
  const paths = [
    ...routes.map(([pattern]) => pattern.replace(/:\w+/g, 'abc')),
    '/Dashboard',
    '/dashboard/',
    '/dashboard//',
    '//',
    '/dashboard/extra',
    '/dash',
    '/blog/category/x',
    '/lesson/0728a818-bd99-4486-a93c-64cd362a929d',
    '/no/such/page',
  ];
  it.each(paths)('is the page React Router would match at %j', (pathname) => {
    expect(pageAt(pathname)).toBe(routes.find(([pattern]) => matchPath(pattern, pathname))?.[1]);
  });
});
