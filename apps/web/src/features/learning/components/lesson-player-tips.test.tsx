import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, stubApi } from '../../../test/api-responses.ts';
import { fullHearts, makeAttempt, makeExercise, makeLesson } from '../../../test/lesson-data.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import type { Lesson } from '@roots/shared/contracts/learning';
import { LessonPlayer } from './lesson-player.tsx';

const lesson = (hasTips: boolean): Lesson =>
  makeLesson({
    unit: { id: 'u1', title: 'Basics', position: 1, has_tips: hasTips },
    exercises: [makeExercise('e1', { prompt: 'Which one means “hello”?' }), makeExercise('e2')],
  });

const renderPlayer = (hasTips: boolean) =>
  renderRoutes(
    <Routes>
      <Route
        path="/lesson/:lessonId"
        element={<LessonPlayer lesson={lesson(hasTips)} attempt={makeAttempt()} userId="u1" />}
      />
    </Routes>,
    { path: '/lesson/l1', session: makeSession({ user: makeUser() }) },
  );

afterEach(() => vi.unstubAllGlobals());

describe('tips in the lesson player', () => {
  it('opens the unit’s tips over the lesson, which keeps its place and its answer', async () => {
    const fetch = stubApi({
      'GET /api/user/check-heart': () => apiOk(fullHearts),
      'POST /api/exercise/check/e1': () => apiOk({ correct: true }),
      'GET /api/unit/tips/u1': () =>
        apiOk({
          unit: { id: 'u1', title: 'Basics', position: 1 },
          language: { id: 'sw', code: 'sw', name: 'Swahili' },
          tips_html: '<h2>Saying hello</h2><p><strong>Jambo</strong> greets anyone.</p>',
        }),
    });
    renderPlayer(true);
    fireEvent.click(screen.getByRole('radio', { name: /A/ }));
    expect(fetch).not.toHaveBeenCalledWith('/api/unit/tips/u1', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Tips' }));
    const dialog = screen.getByRole('dialog', { name: 'Tips: Basics' });
    expect(await within(dialog).findByRole('heading', { name: 'Saying hello' })).toBeInTheDocument();
    // Enter inside the dialog does not check the answer behind it.
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/exercise/check/'), expect.anything());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Which one means “hello”?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /A/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
    // Closed, Enter checks again as usual.
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/exercise/check/e1', expect.anything()));
  });

  it('shows no tips button in a unit without tips', () => {
    stubApi({ 'GET /api/user/check-heart': () => apiOk(fullHearts) });
    renderPlayer(false);
    expect(screen.getByText('Which one means “hello”?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tips' })).not.toBeInTheDocument();
  });
});
