import { protectedPaths } from '@roots/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { notificationsQuery } from '../api/notifications.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

export function NotificationMenu({ userId }: { userId: string }) {
  const { data: notifications = [] } = useQuery(notificationsQuery(userId));
  const unread = notifications.filter((n) => !n.is_read).length;

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
          <p className="px-3 py-2 text-sm font-bold">Notifications</p>
          {notifications.length === 0 ? (
            <p className="px-3 pb-3 text-sm text-ink-muted">
              You're all caught up. News about your streak and friends shows up here.
            </p>
          ) : (
            <ul className="max-h-80 overflow-y-auto">
              {notifications.slice(0, 8).map((notification) => (
                <li key={notification.id} className="rounded-control px-3 py-2 hover:bg-surface-sunken">
                  <p className={notification.is_read ? 'text-sm' : 'text-sm font-bold'}>{notification.title}</p>
                  <p className="text-sm text-ink-muted">{notification.message}</p>
                  <p className="text-xs text-ink-muted">{dateFormat.format(new Date(notification.created_at))}</p>
                </li>
              ))}
            </ul>
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
