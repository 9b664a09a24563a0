import { queryOptions } from '@tanstack/react-query';
import { apiDataOrDefault } from '../../../lib/api-client.ts';

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
    queryKey: ['user', userId, 'notifications'],
    queryFn: apiDataOrDefault<Notification[]>('/notifications', [], 'notifications'),
  });
