import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A failed load: what could not be loaded and why, and a way to ask again. */
export function LoadError({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  /** Replaces the default danger colour. */
  className?: string;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className={className ?? 'text-danger'}>
        {children}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
