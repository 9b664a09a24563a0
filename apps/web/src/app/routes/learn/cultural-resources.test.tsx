import type { Fact } from '@roots/shared/contracts/learning';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, stubApi } from '../../../test/api-responses.ts';
import { makeLanguage } from '../../../test/lesson-data.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import CulturalResourcesPage from './cultural-resources.tsx';

const amharic = makeLanguage({
  id: 'am-id',
  code: 'am',
  name: 'Amharic',
  native_name: 'አማርኛ',
  greeting: 'ሰላም',
  total_lessons: 20,
  completed_lessons: 0,
});
const fact: Fact = { id: 'f1', category: 'proverb', title: 'ሰላም', body: 'Peace, and the everyday greeting.' };

const renderPage = () =>
  renderRoutes(<CulturalResourcesPage />, { path: '/cultural-resources', session: makeSession({ user: makeUser() }) });

afterEach(() => vi.unstubAllGlobals());

describe('cultural resources page', () => {
  it("shows the current course's facts, Ethiopic with its romanisation", async () => {
    stubApi({ 'GET /api/user/languages': () => apiOk([amharic]), 'GET /api/fact/am-id': () => apiOk([fact]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Amharic culture', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Peace, and the everyday greeting.')).toBeInTheDocument();
    expect(screen.getByText('selam')).toBeInTheDocument();
  });

  it('invites a learner without a course to choose one', async () => {
    stubApi({ 'GET /api/user/languages': () => apiOk([]) });
    renderPage();
    expect(await screen.findByText('Start a language to see its proverbs, customs and history.')).toBeInTheDocument();
  });

  it('says the list failed to load, with a retry, instead of claiming the learner has no course', async () => {
    let fail = true;
    stubApi({
      'GET /api/user/languages': () => (fail ? apiFailure(503, 'UNAVAILABLE', 'Try again.') : apiOk([amharic])),
      'GET /api/fact/am-id': () => apiOk([fact]),
    });
    renderPage();
    expect(await screen.findByText('The cultural notes could not be loaded right now.')).toBeInTheDocument();
    expect(screen.queryByText(/Start a language/)).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Peace, and the everyday greeting.')).toBeInTheDocument();
  });
});
