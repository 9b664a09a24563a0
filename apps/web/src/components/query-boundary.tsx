import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export interface QueryErrorProps {
  error: unknown;
  /** The failure's message as the api client wrote it for people. */
  message: string;
  /** Clears the failed queries and renders the children again, which fetches them anew. */
  retry: () => void;
}

/**
 * Loading and failure of the suspense queries below it in one place: `fallback` while they load,
 * `error` when one fails. Retrying resets the failed queries first, otherwise they would fail
 * again from the cache without asking the server.
 */
export function QueryBoundary({
  fallback,
  error,
  children,
}: {
  fallback: ReactNode;
  error: (props: QueryErrorProps) => ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error: failure, resetErrorBoundary }) =>
            error({
              error: failure,
              message: failure instanceof Error ? failure.message : '',
              retry: resetErrorBoundary,
            })
          }
        >
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
