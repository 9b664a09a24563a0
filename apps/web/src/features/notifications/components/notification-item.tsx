import type { Notification } from '@roots/shared/contracts/notifications';
import { Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { dateFormat } from '../../../lib/date-format.ts';

const createdAt = dateFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** One notification: unread ones are bold with a dot; opening it marks it read; it can be deleted. */
export function NotificationItem({
  notification,
  onRead,
  onDelete,
}: {
  notification: Notification;
  onRead: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  return (
    <li className="flex items-start gap-2 rounded-control hover:bg-surface-sunken">
      <button
        type="button"
        onClick={() => onRead(notification.id)}
        className="min-w-0 flex-1 px-3 py-2 text-left"
        aria-label={`${notification.title}${notification.is_read ? '' : ' (unread)'}: ${notification.message}`}
      >
        <span className="flex items-center gap-2">
          {notification.is_read ? null : <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent" />}
          <span className={cn('text-sm', !notification.is_read && 'font-bold')}>{notification.title}</span>
        </span>
        {/* A message may name a learner, whose name can be one long word: it wraps, not the page. */}
        <span className="block text-sm text-ink-muted wrap-anywhere">{notification.message}</span>
        <span className="block text-xs text-ink-muted">{createdAt.format(new Date(notification.created_at))}</span>
      </button>
      <button
        type="button"
        onClick={() => onDelete(notification.id)}
        aria-label={`Delete “${notification.title}”`}
        className="m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-danger"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
