import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { LeaderboardBoard } from '../../../features/social/components/leaderboard-board.tsx';
import { LeaguePanel, LeaguePanelSkeleton } from '../../../features/social/components/league-panel.tsx';

export default function LeaderboardPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return (
    <AppPage title="Leaderboard" description="This week's XP among learners and friends, and your weekly league.">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <QueryBoundary
          fallback={<LeaguePanelSkeleton />}
          error={({ message, retry }) => (
            <LoadError onRetry={retry}>Your league could not be loaded. {message}</LoadError>
          )}
        >
          <LeaguePanel userId={userId} />
        </QueryBoundary>
        <LeaderboardBoard userId={userId} />
      </div>
    </AppPage>
  );
}
