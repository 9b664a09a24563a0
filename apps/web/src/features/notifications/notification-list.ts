import type { Notification, NotificationList } from '@roots/shared/contracts/notifications';

/** The list with one notification read; the unread count falls only if it was unread. */
export function markRead(list: NotificationList | undefined, id: string): NotificationList | undefined {
  if (!list) return list;
  const target = list.notifications.find((n) => n.id === id);
  if (!target || target.is_read) return list;
  return {
    notifications: list.notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
    unread_count: Math.max(0, list.unread_count - 1),
  };
}

export function markAllRead(list: NotificationList | undefined): NotificationList | undefined {
  return list ? { notifications: list.notifications.map((n) => ({ ...n, is_read: true })), unread_count: 0 } : list;
}

/** The list without one notification; the unread count falls only if it was unread. */
export function withoutNotification(list: NotificationList | undefined, id: string): NotificationList | undefined {
  if (!list) return list;
  const target = list.notifications.find((n) => n.id === id);
  if (!target) return list;
  return {
    notifications: list.notifications.filter((n) => n.id !== id),
    unread_count: Math.max(0, list.unread_count - (target.is_read ? 0 : 1)),
  };
}

/** A notification that arrived live, on top; one already listed is not counted twice. */
export function withNotification(list: NotificationList | undefined, added: Notification): NotificationList {
  const current = list ?? { notifications: [], unread_count: 0 };
  if (current.notifications.some((n) => n.id === added.id)) return current;
  return {
    notifications: [added, ...current.notifications],
    unread_count: current.unread_count + (added.is_read ? 0 : 1),
  };
}
