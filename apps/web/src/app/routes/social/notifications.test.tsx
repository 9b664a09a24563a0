import type { NotificationList } from '@roots/shared/contracts/notifications';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import NotificationsPage from './notifications.tsx';

const renderNotifications = (data: NotificationList) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(apiOk(data))),
  );
  return renderRoutes(<NotificationsPage />, { path: '/notifications', session: makeSession({ user: makeUser() }) });
};

afterEach(() => vi.unstubAllGlobals());

describe('notifications page', () => {
  it('says what will arrive, with nothing to mark, while there is nothing yet', async () => {
    renderNotifications({ notifications: [], unread_count: 0 });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByText(/Friend requests, streak milestones and league results show up here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('counts the unread and offers to mark them all read', async () => {
    renderNotifications({
      notifications: [
        {
          id: 'n1',
          kind: 'streak-milestone',
          title: '7-day streak!',
          message: 'A whole week of Swahili.',
          is_read: false,
          created_at: '2026-11-29T08:00:00.000Z',
        },
      ],
      unread_count: 1,
    });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.getByText('7-day streak!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
  });
});
