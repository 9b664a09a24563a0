import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeSession, makeUser, renderRoutes } from '../test/render.tsx';
import { type GuardRules, RouteGuard } from './route-guard.tsx';

const routes = (rules: GuardRules, path: string) => (
  <Routes>
    <Route path={path} element={<RouteGuard {...rules}>guarded content</RouteGuard>} />
    <Route path="/" element={<RouteGuard redirectIfAuthed>home</RouteGuard>} />
    <Route path="/auth/login" element="login page" />
    <Route path="/dashboard" element="dashboard page" />
  </Routes>
);

describe('route guard', () => {
  it('shows a spinner while the session loads', () => {
    renderRoutes(routes({ requireAuth: true }, '/settings'), {
      path: '/settings',
      session: makeSession({ isLoading: true }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it("shows the page's own frame while the session loads, where it has one", () => {
    renderRoutes(routes({ requireAuth: true, loading: <p>page frame</p> }, '/dashboard'), {
      path: '/dashboard',
      session: makeSession({ isLoading: true }),
    });
    expect(screen.getByText('page frame')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session')).not.toBeInTheDocument();
  });

  it('sends visitors from an auth-required page to log in, replacing the history entry', () => {
    const { where } = renderRoutes(routes({ requireAuth: true }, '/settings'), { path: '/settings' });
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(where.location?.pathname).toBe('/auth/login');
    expect(where.navigationType).toBe('REPLACE');
  });

  it('sends signed-in learners away from admin pages to /', () => {
    renderRoutes(routes({ requireAuth: true, requireAdmin: true }, '/admin'), {
      path: '/admin',
      session: makeSession({ user: makeUser() }),
    });
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('lets an admin into admin pages (the real role decides)', () => {
    renderRoutes(routes({ requireAuth: true, requireAdmin: true }, '/admin'), {
      path: '/admin',
      session: makeSession({ user: makeUser({ role: 'admin' }) }),
    });
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });

  it('sends signed-in users from redirectIfAuthed pages to the dashboard, except on /', () => {
    const session = makeSession({ user: makeUser() });
    renderRoutes(routes({ redirectIfAuthed: true }, '/auth/register'), { path: '/auth/register', session });
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('keeps signed-in users on / even though it is redirectIfAuthed', () => {
    renderRoutes(routes({}, '/x'), { path: '/', session: makeSession({ user: makeUser() }) });
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});
