import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'ochre' | 'success' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-sunken text-ink',
  primary: 'bg-primary-soft text-on-primary-soft',
  accent: 'bg-accent-soft text-ink',
  ochre: 'bg-ochre-soft text-on-ochre-soft',
  success: 'bg-success-soft text-ink',
  danger: 'bg-danger-soft text-ink',
};

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
