import { useParams } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { PublicProfileSkeleton, PublicProfileView } from '../../../features/social/components/public-profile-view.tsx';

export default function PublicProfilePage() {
  const { user } = useSession();
  const { username = '' } = useParams();
  return (
    <AppPage title="Learner profile">
      <QueryBoundary
        key={username}
        fallback={<PublicProfileSkeleton />}
        error={({ message, retry }) => (
          <LoadError onRetry={retry}>This profile could not be loaded. {message}</LoadError>
        )}
      >
        <PublicProfileView userId={user?.id ?? ''} username={username} />
      </QueryBoundary>
    </AppPage>
  );
}
