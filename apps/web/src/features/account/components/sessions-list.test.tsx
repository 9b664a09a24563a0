import type { Session } from '@roots/shared/contracts/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { notify } from '../../../lib/notify.ts';
import { apiOk, stubApi } from '../../../test/api-responses.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SessionsList, SessionsListSkeleton } from './sessions-list.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

const laptop: Session = {
  id: 's1',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  ip: '198.51.100.7',
  created_at: '2026-03-01T08:00:00.000Z',
  last_used_at: '2026-03-02T09:30:00.000Z',
  current: true,
};
const phone: Session = {
  id: 's2',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile Safari/604.1',
  ip: null,
  created_at: '2026-02-20T18:00:00.000Z',
  last_used_at: '2026-02-28T19:15:00.000Z',
  current: false,
};

function renderList() {
  renderRoutes(
    <QueryBoundary fallback={<SessionsListSkeleton />} error={({ message }) => <p role="alert">{message}</p>}>
      <SessionsList />
    </QueryBoundary>,
  );
}

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sessions list', () => {
  it('lists each device, marks this one and counts the others', async () => {
    stubApi({ 'GET /api/auth/sessions': () => apiOk([laptop, phone]) });
    renderList();

    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();
    expect(screen.getByText(/198\.51\.100\.7/)).toBeInTheDocument();
    expect(screen.getByText('1 other device signed in.')).toBeInTheDocument();
    // Only the other device can be signed out from here.
    expect(screen.getAllByRole('button', { name: /^Sign out .*, last active/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Sign out Safari on iPhone, last active/ })).toBeEnabled();
  });

  it('signs one device out and shows the list the server has then', async () => {
    let sessions = [laptop, phone];
    const fetch = stubApi({
      'GET /api/auth/sessions': () => apiOk(sessions),
      'DELETE /api/auth/sessions/s2': () => {
        sessions = [laptop];
        return apiOk({ message: 'Signed out.' });
      },
    });
    renderList();

    await userEvent.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));

    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByText('Safari on iPhone')).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', 'Safari on iPhone is signed out.');
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/sessions')).toHaveLength(2);
  });
});
