import { formatXp } from '@roots/shared/domain/xp';
import { useQueries } from '@tanstack/react-query';
import { Zap } from 'lucide-react';
import { heartsQuery, streakQuery, xpQuery } from '../../../lib/learner-queries.ts';

/** The navigation bar's XP, shown once hearts, streak and XP have all finished loading. */
export function XpBadge({ userId }: { userId: string }) {
  const [xp, hearts, streak] = useQueries({
    queries: [xpQuery(userId), heartsQuery(userId), streakQuery(userId)],
  });
  if (xp.isPending || hearts.isPending || streak.isPending) return null;
  // A failed XP load counts as 0 XP (spec section 8: 'Failed to fetch XP').
  const value = xp.data ?? 0;
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-ochre-soft px-3 py-1.5 text-sm font-bold text-on-ochre-soft"
      title={xp.isError ? 'Failed to fetch XP' : undefined}
    >
      <Zap aria-hidden="true" className="size-4" />
      {formatXp(value)}
    </span>
  );
}
