import type { NotificationList, UnreadCount } from '@roots/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { markAllRead } from '../notification-list.ts';
import { notificationKeys } from './notification-keys.ts';

export const markAllNotificationsRead = () => apiData<UnreadCount>('/notifications/read-all', { method: 'POST' });

export function useMarkAllNotificationsRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      client.setQueryData<NotificationList>(notificationKeys.list(userId), markAllRead);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
  });
}
