import { useState } from 'react';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { firstView, type Period, type Scope, useLeaderboard } from '../api/get-leaderboard.ts';
import { RankedRow } from './ranked-list.tsx';

function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: [T, string][];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-control border border-line p-1">
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-9 rounded-control px-3 text-sm font-semibold',
            value === option ? 'bg-primary text-on-primary' : 'text-ink hover:bg-surface-sunken',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

const periods: [Period, string][] = [
  ['week', 'This week'],
  ['all', 'All time'],
];
const scopes: [Scope, string][] = [
  ['everyone', 'Everyone'],
  ['friends', 'Friends'],
];

function Rows({ userId, period, scope }: { userId: string; period: Period; scope: Scope }) {
  const { data } = useLeaderboard(userId, period, scope);
  const shown = data.rows.some((row) => row.id === data.me.id);
  if (data.rows.length === 0) {
    return (
      <p className="py-6 text-center text-ink-muted">
        {scope === 'friends'
          ? 'Nobody here yet. Add friends and finish a lesson to see who leads.'
          : 'No XP yet this week. Finish a lesson to take the first place!'}
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-1">
      {data.rows.map((row) => (
        <RankedRow key={row.id} row={row} mine={row.id === data.me.id} />
      ))}
      {shown ? null : (
        <>
          <li aria-hidden="true" className="px-3 text-center text-ink-muted">
            ⋯
          </li>
          <RankedRow row={data.me} mine />
        </>
      )}
    </ol>
  );
}

/** The leaderboard: this week or all time, everyone or friends, the top 50 and the learner's own row. */
export function LeaderboardBoard({ userId }: { userId: string }) {
  const [period, setPeriod] = useState(firstView.period);
  const [scope, setScope] = useState(firstView.scope);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap gap-2">
        <Toggle label="Period" value={period} onChange={setPeriod} options={periods} />
        <Toggle label="Who" value={scope} onChange={setScope} options={scopes} />
      </div>
      <QueryBoundary
        fallback={<Skeleton className="h-96 w-full" />}
        error={({ message, retry }) => (
          <LoadError onRetry={retry}>The leaderboard could not be loaded. {message}</LoadError>
        )}
      >
        <Rows userId={userId} period={period} scope={scope} />
      </QueryBoundary>
    </Card>
  );
}
