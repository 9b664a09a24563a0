import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, stubApi } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import DashboardPage from './dashboard.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const heading = () => screen.getByRole('heading', { level: 1 });

describe("the dashboard's frame", () => {
  it('greets the learner by the name stored at their last visit, while the session is checked', () => {
    localStorage.setItem('learnerName', 'Amani');
    renderRoutes(<DashboardFrame />, { path: '/dashboard', session: makeSession({ isLoading: true }) });
    expect(heading()).toHaveTextContent('Welcome back, Amani');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.getByRole('link', { name: 'Add a language' })).toHaveAttribute('href', '/languages');
  });

  it("says 'learner' where no name is stored, as the page does for a learner without one", () => {
    renderRoutes(<DashboardFrame />, { path: '/dashboard', session: makeSession({ isLoading: true }) });
    expect(heading()).toHaveTextContent('Welcome back, learner');
  });

  it('is what the page renders as its frame', () => {
    localStorage.setItem('learnerName', 'Amani');
    renderRoutes(<DashboardPage frame />, { path: '/dashboard', session: makeSession({ isLoading: true }) });
    expect(heading()).toHaveTextContent('Welcome back, Amani');
  });

  it('has the heading markup of the page that replaces it, so the greeting does not move', () => {
    localStorage.setItem('learnerName', 'amara');
    const frame = renderRoutes(<DashboardFrame />, { path: '/dashboard', session: makeSession({ isLoading: true }) });
    const framed = heading().outerHTML;
    frame.unmount();
    stubApi({ 'GET /api/user/languages': () => apiOk([]) });
    const user = makeUser();
    renderRoutes(<DashboardPage />, { path: '/dashboard', session: makeSession({ user }) });
    expect(heading().outerHTML).toBe(framed.replace('amara', user.user_metadata.username));
  });
});
