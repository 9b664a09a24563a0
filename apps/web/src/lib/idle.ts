import { IDLE_PREFETCH_FALLBACK_MS } from '@roots/shared/constants';
import { startTransition, useEffect, useState } from 'react';

/** Runs work when the browser is idle; where requestIdleCallback is missing, after 100 ms. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, IDLE_PREFETCH_FALLBACK_MS);
  return () => clearTimeout(handle);
}

/**
 * Runs work in the first idle moment after the page's `load` event: speculative downloads wait
 * for what the first paint needs (its code, styles, fonts) instead of sharing the line with it.
 */
export function afterLoadWhenIdle(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(work);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle?.();
  };
}

/**
 * Runs each piece of work in an idle moment of its own after the page's `load` event, the next
 * only once the last has settled: each page prefetched is fetched and evaluated on its own
 * (a slow phone spends ~10 ms on each), instead of all of them arriving as one long task that
 * delays the learner's first tap.
 */
export function afterLoadInTurn(works: (() => Promise<unknown>)[]): () => void {
  let cancelled = false;
  const run = (index: number) => {
    const work = works[index];
    if (!work || cancelled) return;
    void work()
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) cancel = whenIdle(() => run(index + 1));
      });
  };
  let cancel = afterLoadWhenIdle(() => run(0));
  return () => {
    cancelled = true;
    cancel();
  };
}

/**
 * False on the first render, true from the first idle moment after it: what a page shows only
 * once its main part is on screen. Rendered as a transition, in slices a slow phone can
 * interleave with its input.
 */
export function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        startTransition(() => setIdle(true));
      }),
    [],
  );
  return idle;
}
