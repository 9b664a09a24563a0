import { AppPage } from '../../../components/layout/app-page.tsx';
import { NotificationListView } from '../../../features/notifications/components/notification-list-view.tsx';
import { useSession } from '../../../features/session/session-context.ts';

export default function NotificationsPage() {
  const { user } = useSession();
  return (
    <AppPage title="Notifications" description="Friend requests, streak milestones, league results and more.">
      <NotificationListView userId={user?.id ?? ''} />
    </AppPage>
  );
}
