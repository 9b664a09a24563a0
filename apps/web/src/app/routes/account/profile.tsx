import { pathTo } from '@roots/shared/routes';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { ProfileOverview, ProfileOverviewSkeleton } from '../../../features/social/components/profile-overview.tsx';

export default function ProfilePage() {
  const { user } = useSession();
  const username = user?.user_metadata.username ?? '';
  return (
    <AppPage
      title="Your profile"
      description="Your progress at a glance."
      actions={
        username ? (
          <Link to={pathTo.publicProfile(username)} className={buttonClasses('secondary')}>
            See it as others do
          </Link>
        ) : null
      }
    >
      <QueryBoundary
        fallback={<ProfileOverviewSkeleton />}
        error={({ message, retry }) => (
          <LoadError onRetry={retry}>Your profile could not be loaded. {message}</LoadError>
        )}
      >
        <ProfileOverview userId={user?.id ?? ''} />
      </QueryBoundary>
    </AppPage>
  );
}
