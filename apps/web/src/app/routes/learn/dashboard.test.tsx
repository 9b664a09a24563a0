import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, stubApi } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import DashboardPage from './dashboard.tsx';

const renderPage = () =>
  renderRoutes(<DashboardPage />, { path: '/dashboard', session: makeSession({ user: makeUser() }) });

afterEach(() => vi.unstubAllGlobals());

// The sections of a learner with a course have their own tests; these are the page's two states
// that have no course to show, and what it keeps of the course it shows.
describe('dashboard', () => {
  it("keeps the course it shows as lastLanguage, for the next visit's early calls", async () => {
    localStorage.removeItem('lastLanguage');
    // The course part's own calls are not answered here: their sections have their own tests.
    stubApi({
      'GET /api/user/languages': () =>
        apiOk([
          { id: 'sw-id', name: 'Swahili', current: false },
          { id: 'yo-id', name: 'Yoruba', current: true },
        ]),
    });
    renderPage();
    await waitFor(() => expect(localStorage.getItem('lastLanguage')).toBe('yo-id'));
  });

  it('invites a learner without a course to choose one', async () => {
    stubApi({ 'GET /api/user/languages': () => apiOk([]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Choose your first language' })).toBeInTheDocument();
  });

  it('says the course list failed to load instead of claiming the learner has no course', async () => {
    stubApi({ 'GET /api/user/languages': () => apiFailure(503, 'UNAVAILABLE', 'Try again.') });
    renderPage();
    expect(await screen.findByText(/Your courses could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose your first language' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument();
  });
});
