import type { Stats } from '@roots/shared/contracts/learning';
import { countOf, formatCount } from '@roots/shared/domain/count';
import { comboStatus } from '@roots/shared/domain/learning';
import { Coins, Flame, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { HeartsMeter } from './hearts-meter.tsx';
import { cardHeight, grid } from './stat-cards-skeleton.tsx';

function StatCard({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className={`flex flex-col gap-2 p-5 ${cardHeight}`}>
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        {icon}
        {label}
      </p>
      {children}
    </Card>
  );
}

function streakLine(stats: Stats): string {
  if (stats.streak.today_counted) return 'Today counts. See you tomorrow!';
  if (stats.streak.current_streak > 0) return 'Finish a lesson today to keep it going.';
  return 'Finish a lesson to start your streak.';
}

/** Streak, hearts, daily goal and coins: the four numbers a learner checks every day. */
export function StatCards({ userId, stats }: { userId: string; stats: Stats }) {
  const goalMet = stats.xp_today >= stats.daily_goal;
  return (
    <div className={grid}>
      <StatCard label="Daily streak" icon={<Flame aria-hidden="true" className="size-4 text-accent" />}>
        <p className="text-2xl font-extrabold text-ink">{countOf(stats.streak.current_streak, 'day')}</p>
        <p className="text-sm text-ink-muted">{streakLine(stats)}</p>
        <p className="text-sm font-medium text-ink">{comboStatus(stats.streak.consecutive_correct_answers)}</p>
      </StatCard>
      <StatCard label="Hearts" icon={null}>
        {/* Its line's height while the hearts load, so the text below does not move when they arrive. */}
        <p className="min-h-8 text-2xl">
          <HeartsMeter userId={userId} />
        </p>
        <p className="text-sm text-ink-muted">
          {stats.premium ? 'Unlimited with Premium.' : 'A wrong answer costs one. One comes back every 30 minutes.'}
        </p>
      </StatCard>
      <StatCard label="Daily goal" icon={<Target aria-hidden="true" className="size-4 text-primary" />}>
        <p className="text-2xl font-extrabold text-ink">
          {stats.xp_today} / {stats.daily_goal} XP
        </p>
        <ProgressBar
          value={Math.min(stats.xp_today, stats.daily_goal)}
          max={stats.daily_goal}
          label="Daily goal progress"
        />
        <p className="text-sm text-ink-muted">
          {goalMet ? 'Goal reached today. Well done!' : `${String(stats.daily_goal - stats.xp_today)} XP to go today.`}
        </p>
      </StatCard>
      <StatCard label="Coins" icon={<Coins aria-hidden="true" className="size-4 text-ochre" />}>
        <p className="text-2xl font-extrabold text-ink">{formatCount(stats.coins)}</p>
        <p className="text-sm text-ink-muted">Earn them with lessons; spend them in the store.</p>
      </StatCard>
    </div>
  );
}
