import { formatCount } from '@roots/shared/domain/count';
import { Card } from '../../../components/ui/card.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { dateFormat } from '../../../lib/date-format.ts';

const dayLabel = dateFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const joined = dateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-3xl font-extrabold tabular-nums">{formatCount(value)}</p>
    </Card>
  );
}

/** Who learns and how much: the head counts, a 30-day chart of completed lessons, new sign-ups. */
export function DashboardPanel() {
  const { data } = useDashboard();
  const peak = Math.max(1, ...data.lessons_completed.map((d) => d.count));
  const total = data.lessons_completed.reduce((sum, d) => sum + d.count, 0);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Figure label="Learners" value={data.learners} />
        <Figure label="Active today" value={data.active_today} />
        <Figure label="Active in 7 days" value={data.active_7_days} />
        <Figure label="Unread messages" value={data.unread_messages} />
        <Figure label="Open reports" value={data.open_reports} />
      </div>
      <Card className="p-4">
        <h2 className="text-lg font-bold">Lessons completed, last 30 days</h2>
        <p className="text-sm text-ink-muted">{formatCount(total)} in all</p>
        <ol className="mt-4 flex h-32 items-end gap-0.5" aria-label="Lessons completed per day">
          {data.lessons_completed.map((d) => (
            <li
              key={d.day}
              className="flex h-full min-w-0 flex-1 items-end"
              title={`${dayLabel.format(new Date(d.day))}: ${String(d.count)}`}
            >
              <span className="sr-only">
                {dayLabel.format(new Date(d.day))}: {d.count}
              </span>
              <span
                aria-hidden="true"
                className="w-full rounded-t-sm bg-primary"
                style={{ height: `${String(Math.max(2, (d.count / peak) * 100))}%`, opacity: d.count ? 1 : 0.25 }}
              />
            </li>
          ))}
        </ol>
      </Card>
      <Card className="p-4">
        <h2 className="text-lg font-bold">Newest sign-ups</h2>
        <ul className="mt-3 divide-y divide-line">
          {data.newest_signups.map((user) => (
            <li key={user.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 truncate font-semibold">{user.username}</span>
              <span className="min-w-0 truncate text-sm text-ink-muted">
                {user.email} · {joined.format(new Date(user.created_at))}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
