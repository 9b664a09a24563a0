import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSession, makeUser, renderRoutes } from '../../test/render.tsx';
import { Navbar } from './navbar.tsx';

const routes = <Navbar />;

const json = (data: unknown) => new Response(JSON.stringify({ success: true, status: 200, data }), { status: 200 });

afterEach(() => vi.unstubAllGlobals());
// The signed-in controls are a lazy chunk: transformed here first, so a busy machine's first import
// does not count against a test's waits.
beforeAll(() => import('./signed-in-controls.tsx'));

describe('navigation bar', () => {
  it('shows visitors Our Mission, Blog, Log in and Get Started Free, but no Dashboard', () => {
    renderRoutes(routes);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Our Mission' })).toHaveAttribute('href', '/mission');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  });

  it("shows neither Log in nor a learner's controls while a stored session is checked", () => {
    renderRoutes(routes, { session: makeSession({ isLoading: true }) });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Started Free' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('Get Started Free stores redirectAfterAuth=/onboarding and goes to log in for visitors', async () => {
    const { where } = renderRoutes(routes);
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Free' }));
    expect(sessionStorage.getItem('redirectAfterAuth')).toBe('/onboarding');
    expect(where.location?.pathname).toBe('/auth/login');
  });

  it('turns white and blurred only after more than 10 px of scroll', () => {
    renderRoutes(routes);
    const header = screen.getByRole('banner');
    Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header.className).toContain('backdrop-blur');
  });

  it('opens a mobile menu with the same links, closed again by navigating', async () => {
    renderRoutes(routes);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(mobile).getByRole('link', { name: 'Our Mission' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('shows signed-in users Dashboard, the XP badge once everything loaded, notifications and the user menu', async () => {
    let releaseStreak: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url === '/api/user/xp') return Promise.resolve(json(1234567));
        if (url === '/api/user/check-heart')
          return Promise.resolve(json({ heart_count: 3, max_heart: 5, next_heart_regen: null, regeneration_rate: 30 }));
        if (url === '/api/user/streak')
          return new Promise<Response>((resolve) => (releaseStreak = () => resolve(json(null))));
        return Promise.resolve(json([]));
      }),
    );
    const session = makeSession({ user: makeUser() });
    renderRoutes(routes, { session });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(within(main).getByRole('link', { name: 'Friends' })).toHaveAttribute('href', '/friends');
    expect(within(main).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    expect(screen.queryByText('Get Started Free')).toBeNull();
    // XP has loaded, but the streak has not: no badge yet.
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByText('1,234,567 XP')).toBeNull();
    act(() => releaseStreak());
    expect(await screen.findByText('1,234,567 XP')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/lesson/practice');
    expect(within(menu).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    expect(within(menu).getByRole('link', { name: 'Languages' })).toHaveAttribute('href', '/languages');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/support');
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalledOnce();
  });
});
