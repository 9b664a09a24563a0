import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../session-context.ts';
import { SessionProvider } from './session-provider.tsx';

const profile = {
  id: 'u1',
  email: 'amara@example.com',
  role: 'learner',
  user_metadata: { username: 'amara', avatar_url: null },
  hearts: { heart_count: 5, max_heart: 5, next_heart_regen: null, regeneration_rate: 30 },
};

function Probe() {
  const { user, isLoading, signOut } = useSession();
  return (
    <div>
      <p>{isLoading ? 'loading' : (user?.user_metadata.username ?? 'signed out')}</p>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
    </div>
  );
}

const renderProvider = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('is signed out without a token and makes no call', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the profile for a stored token', async () => {
    localStorage.setItem('access_token', 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, data: profile })))),
    );
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('amara')).toBeInTheDocument();
    // The name the next visit's first paint greets the learner with (stored by an effect, which a
    // busy machine may run after the text is found).
    await waitFor(() => expect(localStorage.getItem('learnerName')).toBe('amara'));
    localStorage.removeItem('access_token');
    localStorage.removeItem('learnerName');
  });

  it('removes the token and the stored name when the profile answer is unsuccessful', async () => {
    localStorage.setItem('access_token', 'tok');
    localStorage.setItem('learnerName', 'amara');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: false, data: null })))),
    );
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('learnerName')).toBeNull();
  });

  it('settles as signed out when the early profile and its refresh were refused before it mounted', async () => {
    localStorage.setItem('access_token', 'tok');
    // The refused refresh removes the token between the provider's first render and its effect.
    function RefusedMeanwhile() {
      localStorage.removeItem('access_token');
      return null;
    }
    const refused = Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Please log in again.'));
    refused.catch(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider startingProfile={refused}>
          <RefusedMeanwhile />
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('keeps the token when the profile never arrives (offline), for the next visit', async () => {
    localStorage.setItem('access_token', 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('tok');
    localStorage.removeItem('access_token');
  });

  it('signs out locally even when the server call fails, and logs it', async () => {
    localStorage.setItem('access_token', 'tok');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/auth/logout'
          ? Promise.reject(new TypeError('offline'))
          : Promise.resolve(new Response(JSON.stringify({ success: true, data: profile }))),
      ),
    );
    renderProvider();
    await screen.findByText('amara');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(localStorage.getItem('access_token')).toBeNull();
    // The next learner on this device is not greeted with this one's name.
    expect(localStorage.getItem('learnerName')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Sign-out failed', expect.anything());
  });
});
