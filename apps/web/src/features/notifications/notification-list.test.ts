import type { Notification, NotificationList } from '@roots/shared/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { markAllRead, markRead, withNotification, withoutNotification } from './notification-list.ts';

const note = (id: string, is_read = false): Notification => ({
  id,
  kind: 'friend-request',
  title: id,
  message: '',
  is_read,
  created_at: '2026-11-23T10:00:00.000Z',
});
const list: NotificationList = { notifications: [note('a'), note('b', true)], unread_count: 1 };

describe('notification list updates', () => {
  it('marks read once: a second mark or a read one never takes the count below 0', () => {
    const once = markRead(list, 'a');
    expect(once?.unread_count).toBe(0);
    expect(markRead(once, 'a')?.unread_count).toBe(0);
    expect(markRead(list, 'b')?.unread_count).toBe(1);
    expect(markRead({ notifications: [note('x')], unread_count: 0 }, 'x')?.unread_count).toBe(0);
    expect(markAllRead(list)).toMatchObject({ unread_count: 0 });
  });

  it('deletes: only an unread one lowers the count', () => {
    expect(withoutNotification(list, 'b')).toMatchObject({ unread_count: 1, notifications: [{ id: 'a' }] });
    expect(withoutNotification(list, 'a')).toMatchObject({ unread_count: 0, notifications: [{ id: 'b' }] });
    expect(withoutNotification(list, 'zzz')).toBe(list);
  });

  it('adds a live one on top, once', () => {
    const added = withNotification(list, note('c'));
    expect(added.notifications.map((n) => n.id)).toEqual(['c', 'a', 'b']);
    expect(added.unread_count).toBe(2);
    expect(withNotification(added, note('c'))).toBe(added);
    expect(withNotification(undefined, note('d')).unread_count).toBe(1);
  });
});
