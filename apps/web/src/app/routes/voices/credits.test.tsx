import type { VoiceCredits } from '@roots/shared/contracts/voices';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiFailure, apiOk, stubApi } from '../../../test/api-responses.ts';
import { makeSession, renderRoutes } from '../../../test/render.tsx';
import CreditsPage from './credits.tsx';

const credits: VoiceCredits = {
  languages: [
    {
      code: 'yo',
      name: 'Yoruba',
      contributors: [
        { credit_name: 'Adébáyọ̀ O.', approved: 42 },
        { credit_name: 'Títí', approved: 1 },
      ],
    },
    { code: 'zu', name: 'Zulu', contributors: [{ credit_name: 'Thandi M.', approved: 7 }] },
  ],
};

const renderPage = () =>
  renderRoutes(
    <Routes>
      <Route path="/credits" element={<CreditsPage />} />
    </Routes>,
    { path: '/credits', session: makeSession({ user: null }) },
  );

describe('credits page', () => {
  it('names the contributors per language with their approved clips, and says how to join', async () => {
    const fetch = stubApi({ 'GET /api/voices/credits': () => apiOk(credits) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'The voices of Roots' })).toBeInTheDocument();
    const yoruba = await screen.findByRole('region', { name: 'Yoruba' });
    const rows = within(yoruba).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Adébáyọ̀ O.42 approved clips', 'Títí1 approved clip']);
    expect(within(screen.getByRole('region', { name: 'Zulu' })).getByText('Thandi M.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record your language' })).toHaveAttribute('href', '/contribute');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when nobody is named yet', async () => {
    stubApi({ 'GET /api/voices/credits': () => apiOk({ languages: [] }) });
    renderPage();
    expect(await screen.findByText(/No contributor is named here yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record your language' })).toBeInTheDocument();
  });

  it('shows a failed load and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /api/voices/credits': () => (fail ? apiFailure(503, 'UNAVAILABLE', 'The service is busy.') : apiOk(credits)),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the credits');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Yoruba' })).toBeInTheDocument();
  });
});
