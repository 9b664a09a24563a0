import type { Notification } from '@roots/shared/contracts/notifications';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationItem } from './notification-item.tsx';

/** A list of notifications (the bell's menu, the page): opening one marks it read; each can be deleted. */
export function NotificationItems({
  userId,
  notifications,
  className,
}: {
  userId: string;
  notifications: Notification[];
  className: string;
}) {
  const markRead = useMarkNotificationRead(userId);
  const remove = useDeleteNotification(userId);
  return (
    <ul className={className}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onRead={(id) => notification.is_read || markRead.mutate(id)}
          onDelete={(id) => remove.mutate(id)}
        />
      ))}
    </ul>
  );
}
