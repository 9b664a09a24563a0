import { PAID_REPLAYS_PER_DAY } from '@roots/shared/domain/learning';
import { pathTo, protectedPaths } from '@roots/shared/routes';
import type { Lesson, LessonSummary } from '@roots/shared/contracts/learning';
import { Coins, Flame, PartyPopper, Target, Timer, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useProgress } from '../api/get-progress.ts';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card className="flex flex-col items-center gap-1 p-4 text-center">
      {icon}
      <span className="text-2xl font-extrabold text-ink">{value}</span>
      <span className="text-sm text-ink-muted">{label}</span>
    </Card>
  );
}

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${String(minutes)} min ${String(seconds % 60)} s` : `${String(seconds)} s`;
}

/**
 * The end of a lesson: XP with where it came from, coins, accuracy, time, streak and goal; a replay
 * and a practice session past the day's rewarded ones say why they pay less.
 */
export function LessonComplete({
  summary,
  lesson,
  userId,
}: {
  summary: LessonSummary;
  lesson: Lesson;
  userId: string;
}) {
  const progress = useProgress(lesson.language.id, userId);
  const practice = lesson.id === 'practice';
  const next = progress.data?.next_lesson_id;
  const parts = [
    [practice ? 'Practice' : summary.replay ? 'Replay: reduced XP' : 'Lesson', summary.xp_breakdown.lesson],
    [`Perfect lesson`, summary.xp_breakdown.perfect_bonus],
    [`Answer streak bonus`, summary.xp_breakdown.combo_bonus],
    [`XP Boost`, summary.xp_breakdown.boost_bonus],
  ] as const;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-8 px-4 py-12 text-center">
      <PartyPopper aria-hidden="true" className="size-16 text-accent" />
      <div>
        <h1 className="text-3xl font-extrabold text-ink">
          {practice ? 'Practice complete!' : summary.perfect ? 'Perfect lesson!' : 'Lesson complete!'}
        </h1>
        {practice && summary.hearts_gained > 0 ? (
          <p className="mt-2 font-semibold text-success">You earned a heart back.</p>
        ) : null}
        {practice && summary.xp === 0 ? (
          <p className="mt-2 text-ink-muted">
            Today’s three rewarded practice sessions are done: this one earns no XP or heart, but it still helps you
            remember.
          </p>
        ) : null}
        {summary.replay ? (
          <p className="mt-2 text-ink-muted">
            {summary.xp > 0
              ? 'Replay: you had finished this lesson before, so it earns a third of its XP and no coins.'
              : `Replay: ${String(PAID_REPLAYS_PER_DAY)} replays a day earn XP, played at a reading pace. This one earns none, but it still counts for your streak.`}
          </p>
        ) : null}
        <p className="mt-2 text-ink-muted">
          {lesson.title} · {lesson.language.name}
        </p>
      </div>
      <div className="grid w-full grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile
          icon={<Zap aria-hidden="true" className="size-6 text-ochre" />}
          label="XP earned"
          value={`+${String(summary.xp)}`}
        />
        <Tile
          icon={<Coins aria-hidden="true" className="size-6 text-ochre" />}
          label="Coins"
          value={`+${String(summary.coins)}`}
        />
        <Tile
          icon={<Target aria-hidden="true" className="size-6 text-primary" />}
          label="Accuracy"
          value={`${String(summary.accuracy)}%`}
        />
        <Tile
          icon={<Timer aria-hidden="true" className="size-6 text-primary" />}
          label="Time"
          value={duration(summary.duration_seconds)}
        />
      </div>
      <Card className="w-full text-left">
        <h2 className="font-bold text-ink">Where your XP came from</h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {parts
            .filter(([, amount]) => amount > 0)
            .map(([label, amount]) => (
              <div key={label} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="font-semibold text-ink">+{amount} XP</dd>
              </div>
            ))}
        </dl>
        <p className="mt-4 flex items-center gap-2 font-semibold text-ink">
          <Flame aria-hidden="true" className="size-5 text-accent" />
          {summary.streak.current}-day streak
          {summary.streak.extended ? ' · today counts!' : ''}
          {summary.streak.freeze_used ? ' · a Streak Freeze saved it' : ''}
        </p>
        {summary.daily_goal_reached ? (
          <p className="mt-1 font-semibold text-success">Daily goal reached: +10 coins.</p>
        ) : null}
      </Card>
      <LessonEndLinks next={next} />
    </div>
  );
}

/** The way on from the end of a lesson, online or offline: the course, and the next lesson if there is one. */
export function LessonEndLinks({ next }: { next: string | null | undefined }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={protectedPaths.dashboard} className={buttonClasses('secondary', 'lg')}>
        Back to the course
      </Link>
      {next ? (
        <Link to={pathTo.lesson(next)} className={buttonClasses('primary', 'lg')} reloadDocument={false}>
          Next lesson
        </Link>
      ) : null}
    </div>
  );
}
