import { countOf } from '@roots/shared/domain/count';
import { pathTo } from '@roots/shared/routes';
import { Dumbbell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { usePracticeStatus } from '../api/get-practice-status.ts';

/** The review queue of the current language: how much is due, and the way in. */
export function PracticeCard({ languageId, userId }: { languageId: string; userId: string }) {
  const status = usePracticeStatus(languageId, userId);
  if (!status.data) return null;
  const { due, total, rewarded_left: rewardedLeft } = status.data;
  return (
    <Card className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        <Dumbbell aria-hidden="true" className="size-4 text-primary" /> Practice
      </p>
      {total === 0 ? (
        <p className="text-ink">
          Exercises you get wrong come back here for review, at the right moment to remember them.
        </p>
      ) : (
        <>
          <p className="text-lg font-bold text-ink">
            {due > 0 ? `${countOf(due, 'exercise')} to review` : 'Nothing due right now'}
          </p>
          <p className="text-sm text-ink-muted">
            {due === 0
              ? 'Each exercise comes back when it is time to review it.'
              : rewardedLeft > 0
                ? 'Practice costs no hearts and gives one back.'
                : 'Today’s rewarded practice is done: practice still helps, but earns no XP or hearts until tomorrow.'}
          </p>
          {due > 0 ? (
            <Link to={pathTo.lesson('practice')} className={buttonClasses('primary', 'md', 'self-start')}>
              Practise now
            </Link>
          ) : null}
        </>
      )}
    </Card>
  );
}
