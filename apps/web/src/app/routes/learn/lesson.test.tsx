import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, stubApi } from '../../../test/api-responses.ts';
import { makeLanguage } from '../../../test/lesson-data.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import LessonPage from './lesson.tsx';

const swahili = makeLanguage();

const renderPractice = () =>
  renderRoutes(
    <Routes>
      <Route path="/lesson/:lessonId" element={<LessonPage />} />
    </Routes>,
    { path: '/lesson/practice', session: makeSession({ user: makeUser() }) },
  );

afterEach(() => vi.unstubAllGlobals());

describe('practice page', () => {
  it('says there is nothing to practise when nothing is due, not that a lesson failed', async () => {
    stubApi({
      'GET /api/user/languages': () => apiOk([swahili]),
      'POST /api/practice/start': () =>
        apiFailure(404, 'NOT_FOUND', 'Nothing is due for review right now. Each exercise comes back when it is time.'),
    });
    renderPractice();
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing is due for review right now.');
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/dashboard');
  });

  it('says practice cannot start when the server fails', async () => {
    stubApi({
      'GET /api/user/languages': () => apiOk([swahili]),
      'POST /api/practice/start': () => apiFailure(503, 'SERVICE_UNAVAILABLE', 'Roots is busy; try again in a moment.'),
    });
    renderPractice();
    expect(await screen.findByRole('heading', { name: 'Practice cannot start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Roots is busy; try again in a moment.');
  });

  it('asks a learner without a course to start one first', async () => {
    stubApi({ 'GET /api/user/languages': () => apiOk([]) });
    renderPractice();
    expect(await screen.findByRole('heading', { name: 'Practice cannot start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Start a language first, then practise it here.');
  });
});
