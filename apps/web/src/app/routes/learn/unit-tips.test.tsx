import type { UnitTips } from '@roots/shared/contracts/learning';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, stubApi } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import UnitTipsPage from './unit-tips.tsx';

const tips = (html: string | null): UnitTips => ({
  unit: { id: 'u1', title: 'Greetings', position: 1 },
  language: { id: 'sw-id', code: 'sw', name: 'Swahili' },
  tips_html: html,
});

const renderPage = () =>
  renderRoutes(
    <Routes>
      <Route path="/unit/:unitId/tips" element={<UnitTipsPage />} />
    </Routes>,
    { path: '/unit/u1/tips', session: makeSession({ user: makeUser() }) },
  );

afterEach(() => vi.unstubAllGlobals());

describe('tips page', () => {
  it('shows the unit’s title and its tips as the server rendered them, with a way back to the course', async () => {
    stubApi({
      'GET /api/unit/tips/u1': () =>
        apiOk(tips('<h2>Greeting one person</h2>\n<p><strong>Jambo</strong> greets anyone.</p>')),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Greetings' })).toBeInTheDocument();
    expect(screen.getByText('Swahili · Unit 1 · Tips')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Greeting one person' })).toBeInTheDocument();
    expect(screen.getByText('Jambo').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toMatch(/^Greetings/);
  });

  it('says so when a unit has no tips', async () => {
    stubApi({ 'GET /api/unit/tips/u1': () => apiOk(tips(null)) });
    renderPage();
    expect(await screen.findByText('This unit has no tips: its lessons teach all it needs.')).toBeInTheDocument();
  });

  it('says an unknown unit is not found, and offers a retry when the server fails', async () => {
    stubApi({ 'GET /api/unit/tips/u1': () => apiFailure(404, 'NOT_FOUND', 'We could not find that unit.') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that unit.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();

    stubApi({ 'GET /api/unit/tips/u1': () => apiFailure(503, 'SERVICE_UNAVAILABLE', 'Roots is busy.') });
    renderPage();
    expect(await screen.findByText('The tips could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
