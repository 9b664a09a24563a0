import {
  NOTIFICATION_LIST_LIMIT,
  type Notification,
  type NotificationKind,
  type NotificationList,
} from '@roots/shared/contracts/notifications';
import { DEFAULT_MAX_HEARTS } from '@roots/shared/constants';
import { heartsFullAt } from '@roots/shared/domain/hearts';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { NotificationRepository, NotificationRow } from './notifications.repository.ts';

const NOT_FOUND = 'We could not find that notification.';

export interface NotificationRepos {
  notifications: NotificationRepository;
  users: UserRepository;
}

/** Tells open pages of a learner that there is something new (see lib/event-bus.ts). */
export interface Publisher {
  publish(userId: string): void;
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  message: row.message,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
});

/** A notification to record. `at` may be in the future: it is then scheduled and shows from that moment. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  title: string;
  message: string;
  at: Date;
}

/** The notices a learner hears: none of the kinds they turned off. */
export const heard = (notices: Notice[], muted: string[]) => notices.filter((notice) => !muted.includes(notice.kind));

/**
 * Records a notification in the caller's transaction, unless the learner turned its kind off.
 * The caller publishes once its transaction has committed.
 */
export async function recordNotification(repos: NotificationRepos, notice: Notice): Promise<boolean> {
  if (heard([notice], await repos.users.mutedNotifications(notice.userId)).length === 0) return false;
  await repos.notifications.insert({
    userId: notice.userId,
    kind: notice.kind,
    title: notice.title,
    message: notice.message,
    createdAt: notice.at,
  });
  return true;
}

/**
 * A learner has one "hearts full again" notification, in step with their stored hearts: whoever
 * changes the hearts withdraws the scheduled one and, unless the hearts are full, schedules this
 * one for the moment regeneration fills them (hearts are worked out when read, so it is known).
 */
export function heartsFullNotice(userId: string, hearts: { hearts: number; updatedAt: Date }): Notice | undefined {
  const fullAt = heartsFullAt(hearts);
  if (!fullAt) return undefined;
  return {
    userId,
    kind: 'hearts-full',
    title: 'Your hearts are full again',
    message: `All ${String(DEFAULT_MAX_HEARTS)} hearts are back. Ready for a lesson?`,
    at: fullAt,
  };
}

/** A learner's notifications: read, marked read, deleted; only ever their own (another's is a 404). */
export function createNotificationService({
  uow,
  now = () => new Date(),
}: {
  uow: UnitOfWork<NotificationRepos>;
  now?: () => Date;
}) {
  const { notifications } = uow.repos;
  return {
    async list(userId: string): Promise<NotificationList> {
      const at = now();
      const [rows, unread] = await Promise.all([
        notifications.list(userId, at, NOTIFICATION_LIST_LIMIT),
        notifications.unreadCount(userId, at),
      ]);
      return { notifications: rows.map(toNotification), unread_count: unread };
    },

    /** Counted by the database, so it can never go below 0. */
    async unreadCount(userId: string): Promise<number> {
      return notifications.unreadCount(userId, now());
    },

    /**
     * What became due after `after`, oldest first, and when the next scheduled one falls due (for
     * the live stream: a scheduled notification is news at that moment, with no event to announce it).
     */
    async newSince(
      userId: string,
      after: Date,
    ): Promise<{ notifications: Notification[]; at: Date; nextDue: Date | null }> {
      const at = now();
      const [rows, nextDue] = await Promise.all([
        notifications.listBetween(userId, after, at),
        notifications.nextScheduled(userId, at),
      ]);
      return { notifications: rows.map(toNotification), at, nextDue };
    },

    async markRead(userId: string, id: string): Promise<Notification> {
      const row = await notifications.markRead(userId, id, now());
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      return toNotification(row);
    },

    async markAllRead(userId: string): Promise<number> {
      const at = now();
      await notifications.markAllRead(userId, at);
      return notifications.unreadCount(userId, at);
    },

    async remove(userId: string, id: string): Promise<number> {
      const at = now();
      if (!(await notifications.delete(userId, id, at))) throw new AppError('NOT_FOUND', NOT_FOUND);
      return notifications.unreadCount(userId, at);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
