import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * Every mount shares the one client, so the navigation bar and pages see the same cache. A client
 * given from outside wins: the server's prerender gives each page a cache of its own.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return <QueryClientProvider client={outer ?? queryClient}>{children}</QueryClientProvider>;
}
