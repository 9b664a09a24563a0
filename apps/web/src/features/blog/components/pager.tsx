import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';

/** Newer / older links; "older" shows while the current page came back full. */
export function Pager({ page, hasMore }: { page: number; hasMore: boolean }) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex justify-between gap-4">
      {page > 1 ? (
        <Link to={page === 2 ? '?' : `?page=${String(page - 1)}`} className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Newer articles
        </Link>
      ) : (
        <span />
      )}
      {hasMore ? (
        <Link to={`?page=${String(page + 1)}`} className={buttonClasses('secondary')}>
          Older articles <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
