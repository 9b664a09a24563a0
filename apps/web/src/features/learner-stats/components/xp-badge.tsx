import { formatXp } from '@roots/shared/domain/xp';
import { useQueries } from '@tanstack/react-query';
import { Zap } from 'lucide-react';
import { heartsQuery, streakQuery, xpQuery } from '../../../lib/learner-queries.ts';
import { cn } from '../../../lib/cn.ts';
import { xpBadgeWidth } from '../xp-badge-width.ts';
import { XpBadgePlaceholder } from './xp-badge-placeholder.tsx';

/** The navigation bar's XP, shown once hearts, streak and XP have all finished loading (its place held till then). */
export function XpBadge({ userId }: { userId: string }) {
  const [xp, hearts, streak] = useQueries({
    queries: [xpQuery(userId), heartsQuery(userId), streakQuery(userId)],
  });
  if (xp.isPending || hearts.isPending || streak.isPending) return <XpBadgePlaceholder />;
  // A failed XP load counts as 0 XP (spec section 8: 'Failed to fetch XP').
  const value = xp.data ?? 0;
  // shrink-0 and nowrap: on a 320 px phone the bar squeezes its other items, never the XP. At least
  // the placeholder's width, so a badge of up to three digits replaces it without a shift.
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-1 rounded-full bg-ochre-soft px-2.5 py-1.5 text-sm font-bold whitespace-nowrap text-on-ochre-soft sm:px-3',
        xpBadgeWidth,
      )}
      title={xp.isError ? 'Failed to fetch XP' : undefined}
    >
      <Zap aria-hidden="true" className="size-4" />
      {formatXp(value)}
    </span>
  );
}
