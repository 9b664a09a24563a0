import { z } from 'zod';

/** The kinds of notification the server makes; each can be turned off in /settings. */
export const notificationKinds = [
  'friend-request',
  'friend-accepted',
  'streak-milestone',
  'daily-goal',
  'league-result',
  'trial-ending',
  'hearts-full',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How /settings names each kind. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  'friend-request': 'Friend requests',
  'friend-accepted': 'Accepted friend requests',
  'streak-milestone': 'Streak milestones',
  'daily-goal': 'Daily goal reached',
  'league-result': 'Weekly league results',
  'trial-ending': 'Premium trial ending',
  'hearts-full': 'Hearts full again',
};

/** A notification (spec section 3: id, title, message, is_read, created_at) and its kind. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** How many notifications a list returns, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;
