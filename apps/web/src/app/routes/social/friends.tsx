import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { FriendLists, FriendListsSkeleton } from '../../../features/social/components/friend-lists.tsx';
import { FriendSearch } from '../../../features/social/components/friend-search.tsx';

export default function FriendsPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return (
    <AppPage title="Friends" description="Learn alongside friends: see their week and cheer each other on.">
      <div className="flex flex-col gap-6">
        <Card className="p-4 sm:p-6">
          <FriendSearch userId={userId} />
        </Card>
        <QueryBoundary
          fallback={<FriendListsSkeleton />}
          error={({ message, retry }) => (
            <LoadError onRetry={retry}>Your friends could not be loaded. {message}</LoadError>
          )}
        >
          <FriendLists userId={userId} />
        </QueryBoundary>
      </div>
    </AppPage>
  );
}
