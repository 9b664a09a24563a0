import type { CheckpointSession, CheckResult } from '@roots/shared/contracts/learning';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, stubApi } from '../../../test/api-responses.ts';
import { fullHearts, makeAttempt, makeExercise, makeLanguage } from '../../../test/lesson-data.ts';
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

const renderCheckpoint = () =>
  renderRoutes(
    <Routes>
      <Route path="/lesson/:lessonId" element={<LessonPage />} />
    </Routes>,
    { path: '/lesson/checkpoint?unit=u2', session: makeSession({ user: makeUser() }) },
  );

const checkpoint = (attemptId: string, wrongAnswers = 0): CheckpointSession => ({
  attempt: makeAttempt({
    lesson_attempt_id: attemptId,
    lesson_id: null,
    kind: 'checkpoint',
    wrong_answers: wrongAnswers,
  }),
  exercises: [makeExercise('e1')],
  unit: { id: 'u2', title: 'Family', position: 2 },
  next_unit: { id: 'u3', title: 'Food', position: 3 },
  mistakes_allowed: 2,
});

const checked = (session: CheckpointSession, correct: boolean): CheckResult => ({
  correct,
  result: correct ? 'correct' : 'wrong',
  expected: 'A',
  note: null,
  explanation: null,
  hearts: fullHearts,
  combo: { consecutive_correct_answers: 0, level: 0, multiplier: 1, bonus_percent: 0, status: '' },
  attempt: {
    ...session.attempt,
    status: correct ? 'completed' : 'failed',
    wrong_answers: session.attempt.wrong_answers + (correct ? 0 : 1),
    correct_exercise_ids: correct ? ['e1'] : [],
    summary: correct
      ? {
          xp: 0,
          xp_breakdown: { lesson: 0, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
          coins: 0,
          accuracy: 100,
          perfect: true,
          duration_seconds: 30,
          streak: { current: 1, extended: false, freeze_used: false },
          daily_goal_reached: false,
          replay: false,
          hearts_gained: 0,
        }
      : null,
  },
});

describe('checkpoint page', () => {
  it('counts mistakes instead of hearts, ends kindly at one too many and draws afresh on "Try again"', async () => {
    const user = userEvent.setup();
    const first = checkpoint('c1', 2);
    const starts = [first, checkpoint('c2')];
    stubApi({
      'GET /api/user/languages': () => apiOk([swahili]),
      'POST /api/checkpoint/start': () => apiOk(starts.shift()),
      'POST /api/exercise/check/e1': () => apiOk(checked(first, false)),
    });
    renderCheckpoint();
    expect(await screen.findByText('0 mistakes left')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /B/ }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('That was one mistake too many, so this checkpoint ends here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Not this time' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Nothing is lost');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 mistakes left')).toBeInTheDocument();
  });

  it('says what a pass did and opens the next unit', async () => {
    const user = userEvent.setup();
    const session = checkpoint('c1');
    stubApi({
      'GET /api/user/languages': () => apiOk([swahili]),
      'POST /api/checkpoint/start': () => apiOk(session),
      'POST /api/exercise/check/e1': () => apiOk(checked(session, true)),
      'GET /api/language/progress/sw-id': () =>
        apiOk({ language_id: 'sw-id', completed_lessons: 8, total_lessons: 20, percent: 40, next_lesson_id: 'l9' }),
    });
    renderCheckpoint();
    await user.click(await screen.findByRole('radio', { name: /A/ }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Unit 2 done — on to Food' })).toBeInTheDocument();
    expect(screen.getByText(/Skipped lessons give no XP or coins/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start Unit 3' })).toHaveAttribute('href', '/lesson/l9');
  });

  it('says a unit already completed has nothing to test out of', async () => {
    stubApi({
      'GET /api/user/languages': () => apiOk([swahili]),
      'POST /api/checkpoint/start': () =>
        apiFailure(409, 'CONFLICT', 'You have already completed this unit, so there is nothing to test out of.'),
    });
    renderCheckpoint();
    expect(await screen.findByRole('heading', { name: 'Unit already complete' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('nothing to test out of');
  });
});
