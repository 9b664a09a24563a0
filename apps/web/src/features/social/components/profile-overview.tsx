import { formatCount } from '@roots/shared/domain/count';
import { protectedPaths } from '@roots/shared/routes';
import { Award, BookOpen, Flame, Lock, Star, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMyProfile } from '../api/get-my-profile.ts';
import { LanguageProgressList } from './language-progress-list.tsx';

// Chart.js arrives only with the chart, never with the rest of the app.
const XpChart = lazy(() => import('./xp-chart.tsx'));

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      {icon}
      <span>
        <span className="block text-2xl font-extrabold tabular-nums">{value}</span>
        <span className="block text-sm text-ink-muted">{label}</span>
      </span>
    </Card>
  );
}

export function ProfileOverviewSkeleton() {
  return <Skeleton className="h-96 w-full" />;
}

/** The learner's totals, the 30-day XP chart and the achievements. */
export function ProfileOverview({ userId }: { userId: string }) {
  const { data } = useMyProfile(userId);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          icon={<Star aria-hidden="true" className="size-7 text-ochre" />}
          label="Total XP"
          value={formatCount(data.xp_total)}
        />
        <Stat
          icon={<Trophy aria-hidden="true" className="size-7 text-primary" />}
          label="XP this week"
          value={formatCount(data.xp_this_week)}
        />
        <Stat
          icon={<Flame aria-hidden="true" className="size-7 text-accent" />}
          label={`Day streak (longest ${formatCount(data.longest_streak)})`}
          value={formatCount(data.current_streak)}
        />
        <Stat
          icon={<BookOpen aria-hidden="true" className="size-7 text-link" />}
          label="Lessons completed"
          value={formatCount(data.lessons_completed)}
        />
      </div>
      <LanguageProgressList languages={data.languages} headingLevel="h2" />
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-bold">XP in the last 30 days</h2>
        {data.xp_by_day.some((day) => day.xp > 0) ? (
          <Suspense fallback={<Skeleton className="mt-4 h-56 w-full" />}>
            <div className="mt-4">
              <XpChart days={data.xp_by_day} />
            </div>
          </Suspense>
        ) : (
          // Thirty empty bars say nothing, and would fetch Chart.js to say it.
          <p className="mt-4 flex h-56 items-center justify-center rounded-control border border-dashed border-line p-4 text-center text-ink-muted">
            <span>
              No XP in the last 30 days yet. Each day you learn gets its bar here.{' '}
              <Link to={protectedPaths.dashboard}>Start a lesson</Link>
            </span>
          </p>
        )}
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-bold">Achievements</h2>
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.achievements.map((a) => (
            <li
              key={a.id}
              className={cn(
                'flex items-start gap-3 rounded-control border border-line p-3',
                a.earned ? 'bg-ochre-soft text-on-ochre-soft' : 'text-ink-muted',
              )}
            >
              {a.earned ? (
                <Award aria-hidden="true" className="size-6 shrink-0" />
              ) : (
                <Lock aria-hidden="true" className="size-6 shrink-0" />
              )}
              <span>
                <span className="block font-bold">
                  {a.title}
                  <span className="sr-only">{a.earned ? ' (earned)' : ' (not yet earned)'}</span>
                </span>
                <span className="block text-sm">{a.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
