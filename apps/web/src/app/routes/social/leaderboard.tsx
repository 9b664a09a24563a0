import { AppPage } from '../../../components/layout/app-page.tsx';

export default function LeaderboardPage() {
  return <AppPage title="Leaderboard" description="This week's XP among learners and friends." />;
}
