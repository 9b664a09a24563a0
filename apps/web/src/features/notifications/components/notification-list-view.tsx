import { Bell } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { NotificationItems } from './notification-items.tsx';

/** The notifications page: every notification, mark read, mark all read, delete. */
export function NotificationListView({ userId }: { userId: string }) {
  const { data, isPending } = useNotifications(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  if (isPending || !data) return <Skeleton className="h-64 w-full" />;
  const unread = Math.max(0, data.unread_count);
  if (data.notifications.length === 0) {
    // Nothing to count or mark: the page says what will arrive here instead.
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
        <Bell aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="font-semibold">No notifications yet</p>
        <p className="max-w-prose text-ink-muted">
          Friend requests, streak milestones and league results show up here.
        </p>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{unread === 0 ? 'Everything is read.' : `${String(unread)} unread`}</p>
        <Button size="sm" variant="secondary" disabled={unread === 0} onClick={() => markAll.mutate()}>
          Mark all read
        </Button>
      </div>
      <NotificationItems
        userId={userId}
        notifications={data.notifications}
        className="flex flex-col divide-y divide-line"
      />
    </Card>
  );
}
