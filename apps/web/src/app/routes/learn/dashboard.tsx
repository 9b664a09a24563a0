import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { useSession } from '../../../features/session/session-context.ts';

export default function DashboardPage() {
  const { user } = useSession();
  return (
    <AppPage
      title={`Welcome back, ${user?.user_metadata.username ?? 'learner'}`}
      description="Pick up where you left off, or choose a new language to learn."
      actions={
        <Link to="/languages" className={buttonClasses('primary')}>
          Choose a language
        </Link>
      }
    />
  );
}
