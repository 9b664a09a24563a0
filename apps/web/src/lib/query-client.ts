import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * The one query cache of the app. It lives in its own module, loaded with the first page that
 * needs data, so the home page's first load carries no data-fetching library.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Client errors will not fix themselves; retry only network trouble and 5xx, once.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// A page the server prerendered carries the data it was rendered from: hydration starts from the
// same data instead of fetching it again (and showing a skeleton where the HTML had the posts).
const prerendered = typeof document === 'undefined' ? null : document.getElementById('roots-queries');
if (prerendered?.textContent) hydrate(queryClient, JSON.parse(prerendered.textContent) as DehydratedState);
