import { protectedPaths } from '@roots/shared/routes';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { NotificationItems } from './notification-items.tsx';

/** The bell in the navigation bar: the unread count, live, and the latest notifications. */
export function NotificationMenu({ userId }: { userId: string }) {
  const live = useNotificationStream(userId);
  const { data } = useNotifications(userId, !live);
  const markAll = useMarkAllNotificationsRead(userId);
  const notifications = data?.notifications ?? [];
  const unread = Math.max(0, data?.unread_count ?? 0);

  return (
    <Dropdown
      label={unread > 0 ? `Notifications, ${String(unread)} unread` : 'Notifications'}
      panelClassName="w-80"
      trigger={
        <>
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span className="absolute top-1.5 right-1.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold text-on-accent">
              {unread > 9 ? '9+' : unread}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <>
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <p className="text-sm font-bold">Notifications</p>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAll.mutate()}
                className="min-h-9 rounded-control px-2 text-sm font-semibold text-link hover:bg-surface-sunken"
              >
                Mark all read
              </button>
            ) : null}
          </div>
          {notifications.length === 0 ? (
            <p className="px-3 pb-3 text-sm text-ink-muted">
              You're all caught up. News about your streak and friends shows up here.
            </p>
          ) : (
            <NotificationItems
              userId={userId}
              notifications={notifications.slice(0, 8)}
              className="max-h-80 overflow-y-auto"
            />
          )}
          <Link
            to={protectedPaths.notifications}
            onClick={close}
            className="block rounded-control px-3 py-2 text-sm font-semibold"
          >
            See all notifications
          </Link>
        </>
      )}
    </Dropdown>
  );
}
