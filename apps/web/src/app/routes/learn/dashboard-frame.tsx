import { storageKeys } from '@roots/shared/constants';
import { protectedPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Greeting } from '../../../features/learning/components/dashboard-header.tsx';
import { dashboardDescription, greetingTitle } from '../../../features/learning/greeting.ts';
import { StatCardsSkeleton } from '../../../features/learning/components/stat-cards-skeleton.tsx';
import { local } from '../../../lib/storage.ts';

/**
 * The dashboard while the stored session is checked, and so the server's first paint of it: the
 * greeting (with the name stored at the last visit; the server's HTML has it filled in by the
 * frame's script) and the places of the cards. The page then renders over it without moving it:
 * the learner is greeted at once instead of by a spinner. In the dashboard's own chunk, which
 * the browser has before its first render of the page (main.tsx), not in the app's entry.
 */
export function DashboardFrame() {
  const name = local.get(storageKeys.learnerName) ?? 'learner';
  return (
    <AppPage
      title={greetingTitle(name)}
      heading={<Greeting name={name} />}
      description={dashboardDescription}
      actions={
        <Link to={protectedPaths.languages} className={buttonClasses('secondary')}>
          Add a language
        </Link>
      }
    >
      <p role="status" className="sr-only">
        Checking your session
      </p>
      <div className="flex flex-col gap-8">
        <StatCardsSkeleton />
        <Skeleton className="h-96 w-full" />
      </div>
    </AppPage>
  );
}
