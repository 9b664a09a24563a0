import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSuspenseUnitTips } from '../api/get-unit-tips.ts';

/** A unit's tips as the server rendered them from Markdown, or the state of a unit without any. */
export function TipsContent({ html, className }: { html: string | null; className?: string }) {
  if (html === null) return <p className="text-ink-muted">This unit has no tips: its lessons teach all it needs.</p>;
  // Rendered from Markdown and sanitised by the server (lib/markdown.ts); nothing executable survives.
  return (
    <div className={cn('prose-roots [&>:first-child]:mt-0', className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

export function TipsSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading the tips">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function LoadedTips({ unitId }: { unitId: string }) {
  const { data } = useSuspenseUnitTips(unitId);
  // Headings a step below the dialog's own title.
  return <TipsContent html={data.tips_html} className="[&_h2]:mt-6 [&_h2]:text-lg [&_h3]:text-base" />;
}

/**
 * The lesson player's tips: the unit's page in a dialog over the lesson, which stays as it was
 * underneath. Escape closes it and focus returns to the button (the native dialog does both).
 */
export function UnitTipsDialog({
  unitId,
  unitTitle,
  open,
  onClose,
}: {
  unitId: string;
  unitTitle: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={`Tips: ${unitTitle}`} onClose={onClose}>
      {/* Fetched on first opening only: most lessons are played without a look at the tips. */}
      {open ? (
        <QueryBoundary
          fallback={<TipsSkeleton />}
          error={({ retry }) => <LoadError onRetry={retry}>The tips could not be loaded right now.</LoadError>}
        >
          <LoadedTips unitId={unitId} />
        </QueryBoundary>
      ) : null}
    </Modal>
  );
}
