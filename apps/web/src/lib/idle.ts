import { IDLE_PREFETCH_FALLBACK_MS } from '@roots/shared/constants';

/** Runs work when the browser is idle; where requestIdleCallback is missing, after 100 ms. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, IDLE_PREFETCH_FALLBACK_MS);
  return () => clearTimeout(handle);
}
