import { queryOptions } from '@tanstack/react-query';
import { apiDataOrDefault } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';

/** Under the learner's keys, so whatever refreshes the learner refreshes these too. */
export const notificationKeys = {
  list: (userId: string) => [...learnerKeys.all(userId), 'notifications'] as const,
};

/**
 * The one definition of a notification on the web. The server has no notifications route yet (the
 * fetch falls back to an empty list); the zod contract in packages/shared comes with the
 * notifications issue and replaces this interface.
 */
export interface Notification {
  id: string;
  title: string;
  message: string;
  is_read: boolean;
  created_at: string;
}

/** Notifications fall back to an empty list when they cannot be loaded (spec section 7). */
export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: apiDataOrDefault<Notification[]>('/notifications', [], 'notifications'),
  });
