import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * A voices panel whose query has no data yet: a spinner while it loads, what went wrong once it
 * failed. Each panel returns it until `isSuccess`, which is what narrows the query's data.
 */
export function NotLoaded({ query }: { query: { isPending: boolean; error: Error | null } }) {
  if (query.isPending) return <Spinner className="size-6" />;
  return (
    <p role="alert" className="text-danger">
      {query.error?.message}
    </p>
  );
}
