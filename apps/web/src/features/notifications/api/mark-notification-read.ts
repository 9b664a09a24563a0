import type { Notification, NotificationList } from '@roots/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { markRead } from '../notification-list.ts';
import { notificationKeys } from './notification-keys.ts';

export const markNotificationRead = (id: string) =>
  apiData<Notification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

/** Marks one read on the server, and in the cached list at once (the count never goes below 0). */
export function useMarkNotificationRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      client.setQueryData<NotificationList>(notificationKeys.list(userId), (list) => markRead(list, id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
  });
}
