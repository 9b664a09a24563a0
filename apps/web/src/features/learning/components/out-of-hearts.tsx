import { pathTo, protectedPaths } from '@roots/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { HeartCrack } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { heartsQuery } from '../../../lib/learner-queries.ts';
import { usePracticeStatus } from '../api/get-practice-status.ts';
import { formatCountdown, useNow } from '../countdown.ts';
import { useCurrentLanguage } from '../current-language.ts';

/** Out of hearts: refill in the store, or wait for the next heart with a live countdown. */
export function OutOfHearts({ userId }: { userId: string }) {
  const hearts = useQuery(heartsQuery(userId));
  const { current } = useCurrentLanguage(userId);
  const practice = usePracticeStatus(current?.id, userId);
  // A heart comes back only from a practice session that has something due and still pays today.
  const canEarn = practice.data !== undefined && practice.data.due > 0 && practice.data.rewarded_left > 0;
  const regenAt = hearts.data?.next_heart_regen ? Date.parse(hearts.data.next_heart_regen) : null;
  const now = useNow(regenAt !== null);
  return (
    <div
      role="alertdialog"
      aria-labelledby="out-of-hearts"
      className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-16 text-center"
    >
      <HeartCrack aria-hidden="true" className="size-16 text-danger" />
      <h1 id="out-of-hearts" className="text-3xl font-extrabold text-ink">
        You are out of hearts
      </h1>
      <p className="text-ink-muted">
        Hearts come back one every 30 minutes.
        {regenAt !== null ? (
          <>
            {' '}
            The next one arrives in{' '}
            <span className="font-semibold text-ink tabular-nums">{formatCountdown(regenAt - now)}</span>.
          </>
        ) : null}{' '}
        Your progress in this course is safe.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {canEarn ? (
          <Link to={pathTo.lesson('practice')} className={buttonClasses('primary', 'lg')}>
            Practise to earn a heart
          </Link>
        ) : null}
        <Link to={protectedPaths.store} className={buttonClasses(canEarn ? 'secondary' : 'primary', 'lg')}>
          Refill hearts in the store
        </Link>
        <Link to={protectedPaths.dashboard} className={buttonClasses('secondary', 'lg')}>
          Wait and come back
        </Link>
      </div>
    </div>
  );
}
