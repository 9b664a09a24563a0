import type { NotificationList } from '@roots/shared/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDataOrDefault } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const emptyNotifications: NotificationList = { notifications: [], unread_count: 0 };

/** Notifications fall back to an empty list when they cannot be loaded (spec section 7). */
export const getNotifications = apiDataOrDefault<NotificationList>(
  '/notifications',
  emptyNotifications,
  'notifications',
);

/**
 * The latest notifications with the unread count. While the live stream is cut the list is
 * polled every 30 s (see use-notification-stream.ts); `poll` says whether it is.
 */
export const notificationsQuery = (userId: string, poll = false) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: getNotifications,
    refetchInterval: poll ? 30_000 : false,
  });

export const useNotifications = (userId: string, poll = false) => useQuery(notificationsQuery(userId, poll));
