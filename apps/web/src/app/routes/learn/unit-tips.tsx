import { protectedPaths } from '@roots/shared/routes';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSuspenseUnitTips } from '../../../features/learning/api/get-unit-tips.ts';
import { TipsContent, TipsSkeleton } from '../../../features/learning/components/unit-tips.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The page around every state of the tips. Each state sets the tab title itself: a title set above
 * the boundary would run after, and overwrite, the one of the state inside it.
 */
function TipsFrame({ title, context, children }: { title: string; context?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={protectedPaths.dashboard} className="inline-flex items-center gap-2 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the course
      </Link>
      {context ? <p className="mt-6 text-sm font-semibold tracking-wide text-ink-muted uppercase">{context}</p> : null}
      <h1 className={`${context ? 'mt-1' : 'mt-6'} text-3xl font-extrabold tracking-tight wrap-anywhere`}>{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

function Tips({ unitId }: { unitId: string }) {
  const { data } = useSuspenseUnitTips(unitId);
  return (
    <TipsFrame title={data.unit.title} context={`${data.language.name} · Unit ${String(data.unit.position)} · Tips`}>
      <TipsContent html={data.tips_html} />
    </TipsFrame>
  );
}

export default function UnitTipsPage() {
  const { unitId = '' } = useParams();
  return (
    <QueryBoundary
      key={unitId}
      fallback={
        <TipsFrame title="Tips">
          <TipsSkeleton />
        </TipsFrame>
      }
      error={({ error, message, retry }) => (
        <TipsFrame title="Tips">
          {error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
            <p role="alert" className="text-ink-muted">
              {message || 'We could not find that unit.'}
            </p>
          ) : (
            <LoadError onRetry={retry}>The tips could not be loaded right now.</LoadError>
          )}
        </TipsFrame>
      )}
    >
      <Tips unitId={unitId} />
    </QueryBoundary>
  );
}
