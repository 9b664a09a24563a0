import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadInTurn, afterLoadWhenIdle } from '../lib/idle.ts';
import { pageOfLink, pagesToPrefetch } from './prefetch.ts';

describe('prefetching rules (spec section 2)', () => {
  it.each([
    ['/', 'visitor', ['login', 'register']],
    ['/', 'learner', ['dashboard']],
    ['/auth/login', 'visitor', ['dashboard', 'onboarding']],
    ['/auth/register', 'visitor', ['dashboard', 'onboarding']],
    ['/dashboard', 'learner', ['lesson', 'languages', 'profile', 'leaderboard']],
    ['/onboarding', 'learner', ['dashboard']],
    ['/mission', 'visitor', []],
  ] as const)('from %s a %s gets %j', (path, viewer, pages) => {
    expect(pagesToPrefetch(path, viewer)).toEqual(pages);
  });
});

describe('when prefetching may start', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the load event, then for an idle moment (100 ms without requestIdleCallback)', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const work = vi.fn();
    afterLoadWhenIdle(work);
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    readyState.mockRestore();
  });

  it('starts at the next idle moment on a page already loaded, and can be cancelled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterLoadWhenIdle(work)();
    vi.advanceTimersByTime(200);
    expect(work).not.toHaveBeenCalled();
    afterLoadWhenIdle(work);
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledOnce();
  });
});

describe('prefetching page after page', () => {
  afterEach(() => vi.useRealTimers());

  it('starts each page in an idle moment of its own, once the one before has loaded or failed', async () => {
    vi.useFakeTimers();
    const settle: ((failed: boolean) => void)[] = [];
    const loads = [0, 1].map(
      () =>
        new Promise<void>((resolve, reject) =>
          settle.push((failed) => (failed ? reject(new Error('offline')) : resolve())),
        ),
    );
    const started: number[] = [];
    const works = [0, 1, 2].map((index) => () => {
      started.push(index);
      return loads[index] ?? Promise.resolve();
    });
    afterLoadInTurn(works);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([0]);
    settle[0]?.(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1]);
    settle[1]?.(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual([0, 1, 2]);
  });

  it('starts nothing more once cancelled', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const cancel = afterLoadInTurn([0, 1].map((index) => () => Promise.resolve(started.push(index))));
    await vi.advanceTimersByTimeAsync(100);
    cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([0]);
  });
});

describe('prefetching on intent', () => {
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    const label = document.createElement('span');
    anchor.append(label);
    return label;
  };

  it('knows the page a link of the app leads to, from anything inside the link', () => {
    expect(pageOfLink(link('/auth/login'))).toBe('login');
    expect(pageOfLink(link('/lesson/0728a818-bd99-4486-a93c-64cd362a929d'))).toBe('lesson');
    expect(pageOfLink(link('/blog/a-post?ref=home'))).toBe('blogPost');
  });

  it('ignores other sites, elements outside links and unknown paths', () => {
    expect(pageOfLink(link('https://example.com/auth/login'))).toBeUndefined();
    expect(pageOfLink(document.createElement('div'))).toBeUndefined();
    expect(pageOfLink(null)).toBeUndefined();
    expect(pageOfLink(link('/no/such/page/here'))).toBeUndefined();
  });
});
