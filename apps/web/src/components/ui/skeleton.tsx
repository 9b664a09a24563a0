import { cn } from '../../lib/cn.ts';

/** A placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-control bg-surface-sunken', className)} />;
}
