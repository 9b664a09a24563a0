import { describe, expect, it } from 'vitest';
import { pagesToPrefetch } from './prefetch.ts';

describe('prefetching rules (spec section 2)', () => {
  it.each([
    ['/', ['login', 'register', 'dashboard']],
    ['/auth/login', ['dashboard', 'onboarding']],
    ['/auth/register', ['dashboard', 'onboarding']],
    ['/dashboard', ['lesson', 'languages', 'profile', 'leaderboard']],
    ['/onboarding', ['dashboard']],
    ['/mission', []],
  ])('from %s preloads %j', (path, pages) => {
    expect(pagesToPrefetch(path)).toEqual(pages);
  });
});
