import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * A row of an admin list (posts, reports, accounts, facts): what the record is on the left, its
 * buttons on the right, wrapping under it on a phone.
 */
export function RecordRow({
  children,
  actions,
  className,
}: {
  children: ReactNode;
  actions: ReactNode;
  /** The row's padding, which depends on the list around it. */
  className: string;
}) {
  return (
    <li className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <div className="min-w-0 break-words">{children}</div>
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}
