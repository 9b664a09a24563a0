import { useSuspenseQueries } from '@tanstack/react-query';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { firstView, leaderboardQuery } from '../../../features/social/api/get-leaderboard.ts';
import { leagueQuery } from '../../../features/social/api/get-league.ts';
import { useSession } from '../../../features/session/session-context.ts';
import { LeaderboardBoard } from '../../../features/social/components/leaderboard-board.tsx';
import { LeaguePanel } from '../../../features/social/components/league-panel.tsx';

export default function LeaderboardPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return (
    <AppPage title="Leaderboard" description="This week's XP among learners and friends, and your weekly league.">
      <QueryBoundary
        fallback={<Skeleton className="h-96 w-full" />}
        error={({ message, retry }) => (
          <LoadError onRetry={retry}>Your league and the leaderboard could not be loaded. {message}</LoadError>
        )}
      >
        <Boards userId={userId} />
      </QueryBoundary>
    </AppPage>
  );
}

/**
 * The league and the leaderboard, shown together once both have arrived (asked at once): the
 * league's length is not known before, and shown first it pushed the leaderboard down the screen
 * of a phone as it arrived (CLS 0.14).
 */
function Boards({ userId }: { userId: string }) {
  useSuspenseQueries({ queries: [leagueQuery(userId), leaderboardQuery(userId, firstView.period, firstView.scope)] });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <LeaguePanel userId={userId} />
      <LeaderboardBoard userId={userId} />
    </div>
  );
}
