import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '../../../lib/cn.ts';
import { heartsQuery } from '../../../lib/learner-queries.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';
import { formatCountdown, useNow } from '../countdown.ts';

/**
 * Hearts with the spec's countdown rules: none at the maximum or without a regeneration time; when
 * the time has passed, the heart check runs again; otherwise minutes and seconds count down.
 */
export function HeartsMeter({ userId, showCountdown = true }: { userId: string; showCountdown?: boolean }) {
  const client = useQueryClient();
  const { data: hearts } = useQuery(heartsQuery(userId));
  const regenAt = hearts?.next_heart_regen ? Date.parse(hearts.next_heart_regen) : null;
  const counting = hearts !== undefined && regenAt !== null && hearts.heart_count < hearts.max_heart;
  const now = useNow(counting);
  const remaining = counting ? regenAt - now : null;
  const due = remaining !== null && remaining <= 0;

  useEffect(() => {
    if (due) void client.invalidateQueries({ queryKey: learnerKeys.hearts(userId) });
  }, [due, client, userId]);

  if (!hearts) return null;
  return (
    <span
      className="inline-flex items-center gap-1.5"
      aria-label={`${String(hearts.heart_count)} of ${String(hearts.max_heart)} hearts`}
      role="img"
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5', hearts.heart_count > 0 ? 'fill-danger text-danger' : 'text-ink-muted')}
      />
      <span aria-hidden="true" className="font-bold text-ink">
        {hearts.heart_count}
      </span>
      {remaining !== null && !due && showCountdown ? (
        <span aria-hidden="true" className="text-sm text-ink-muted">
          +1 in <span className="tabular-nums">{formatCountdown(remaining)}</span>
        </span>
      ) : null}
    </span>
  );
}
