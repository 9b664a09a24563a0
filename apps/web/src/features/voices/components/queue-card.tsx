import type { ReactNode } from 'react';
import { useFocusOnArrival } from '../use-focus-on-arrival.ts';

/** The one text to record, or the one clip to review, of a queue worked through a card at a time. */
export function QueueCard({
  label,
  focus,
  children,
}: {
  label: string;
  /** Whether the card takes the focus as it arrives (not on the page's first card). */
  focus: boolean;
  children: ReactNode;
}) {
  const ref = useFocusOnArrival<HTMLElement>(focus);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={label}
      className="space-y-6 rounded-card border border-line bg-surface-raised p-4 shadow-card sm:p-6"
    >
      {children}
    </section>
  );
}
