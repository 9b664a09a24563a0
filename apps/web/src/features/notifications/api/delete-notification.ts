import type { NotificationList, UnreadCount } from '@roots/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { withoutNotification } from '../notification-list.ts';
import { notificationKeys } from './notification-keys.ts';

export const deleteNotification = (id: string) =>
  apiData<UnreadCount>(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteNotification(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: (id) => {
      client.setQueryData<NotificationList>(notificationKeys.list(userId), (list) => withoutNotification(list, id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
  });
}
