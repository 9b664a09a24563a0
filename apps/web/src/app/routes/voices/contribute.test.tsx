import type { VoicesMe } from '@roots/shared/contracts/voices';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { stubMedia, unstubMedia } from '../../../test/media.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import ContributePage from './contribute.tsx';

const me = (overrides: Partial<VoicesMe> = {}): VoicesMe => ({
  languages: [],
  application: null,
  credit_name: null,
  stats: { recorded: 0, approved: 0, rejected: 0, pending: 0 },
  ...overrides,
});

const application = (status: 'open' | 'decided', hasSample: boolean) => ({
  id: 'a1',
  status,
  has_sample: hasSample,
  created_at: '2026-12-06',
});
/** A contributor in Yoruba alone, whose application (decided once active, open while pending) has its sample. */
const yorubaContributor = (status: 'active' | 'pending', overrides: Partial<VoicesMe> = {}) =>
  me({
    languages: [{ code: 'yo', name: 'Yoruba', status }],
    application: application(status === 'active' ? 'decided' : 'open', true),
    ...overrides,
  });

const courses = [
  { code: 'sw', name: 'Swahili', native_name: 'Kiswahili' },
  { code: 'yo', name: 'Yoruba', native_name: 'Èdè Yorùbá' },
];
/** The calls of a signed-in learner who has not applied: the form and the courses it offers. */
const newApplicant = { 'GET /api/voices/me': () => apiOk(me()), 'GET /api/language': () => apiOk(courses) };

/** Fills the form for Swahili, records a sample and sends it all. */
async function applyForSwahili() {
  fireEvent.click(await screen.findByRole('checkbox', { name: /Swahili/ }));
  fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Mombasa' } });
  fireEvent.click(screen.getByRole('button', { name: 'Record' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send my application' }));
}

const renderPage = (signedIn = true) =>
  renderRoutes(
    <Routes>
      <Route path="/contribute" element={<ContributePage />} />
    </Routes>,
    { path: '/contribute', session: makeSession({ user: signedIn ? makeUser() : null }) },
  );

afterEach(unstubMedia);

describe('contribute page', () => {
  it('shows signed-out visitors the public text and a way to sign up, and calls nothing', () => {
    const fetch = stubApi({});
    renderPage(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Record your language' })).toBeInTheDocument();
    expect(screen.getByText(/only after two other speakers of the language approve them/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account to apply' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the application and then the sample, asking for the microphone only on Record', async () => {
    const media = stubMedia();
    const fetch = stubApi({
      ...newApplicant,
      'POST /api/voices/applications': () => apiOk({ application: application('open', false) }, 201),
      'PUT /api/voices/applications/a1/sample': () => apiOk({ application: application('open', true) }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Yoruba/ }));
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Ìbàdàn, Nigeria' } });
    fireEvent.change(screen.getByLabelText('Dialect (optional)'), { target: { value: 'Ọ̀yọ́' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Name me on the credits page' }));
    fireEvent.change(screen.getByLabelText('Name to show'), { target: { value: 'Adé' } });
    expect(media.getUserMedia).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('Your recording')).toHaveAttribute('src', 'blob:recording');
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => {
      expect(fetch.mock.calls.some(([url]) => url === '/api/voices/applications/a1/sample')).toBe(true);
    });
    const applied = fetch.mock.calls.find(([url]) => url === '/api/voices/applications');
    expect(sentJson(applied?.[1])).toEqual({
      languages: ['yo'],
      region: 'Ìbàdàn, Nigeria',
      dialect: 'Ọ̀yọ́',
      credit_name: 'Adé',
    });
    const sample = fetch.mock.calls.find(([url]) => url === '/api/voices/applications/a1/sample')?.[1];
    expect(sample?.body).toBeInstanceOf(Blob);
    expect((sample?.headers as Record<string, string>)['content-type']).toBe('audio/webm');
  });

  it('says what is missing before sending anything', async () => {
    stubMedia();
    const fetch = stubApi(newApplicant);
    renderPage();
    await screen.findByRole('checkbox', { name: /Swahili/ });
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('Choose at least one language you speak natively.')).toBeInTheDocument();
    expect(screen.getByText(/Record a short sample/)).toBeInTheDocument();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('says so when the microphone is refused', async () => {
    stubMedia({ refuse: 'NotAllowedError' });
    stubApi(newApplicant);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The microphone was refused/);
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
  });

  it('shows the server’s refusal of the application as it comes', async () => {
    stubMedia();
    stubApi({
      ...newApplicant,
      'POST /api/voices/applications': () => apiFailure(409, 'CONFLICT', 'You already have an open application.'),
    });
    renderPage();
    await applyForSwahili();
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an open application.');
  });

  it('keeps the application when the server refuses the sample, and sends only a new sample', async () => {
    stubMedia();
    let refuse = true;
    const fetch = stubApi({
      ...newApplicant,
      'POST /api/voices/applications': () => apiOk({ application: application('open', false) }, 201),
      'PUT /api/voices/applications/a1/sample': () =>
        refuse
          ? apiFailure(400, 'VALIDATION_FAILED', 'The recording is too quiet: move closer to the microphone.')
          : apiOk({ application: application('open', true) }),
    });
    renderPage();
    await applyForSwahili();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recording is too quiet: move closer to the microphone.',
    );
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Re-record' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the sample' }));
    await waitFor(() => {
      expect(fetch.mock.calls.filter(([url]) => url === '/api/voices/applications/a1/sample')).toHaveLength(2);
    });
    expect(fetch.mock.calls.filter(([url]) => url === '/api/voices/applications')).toHaveLength(1);
  });

  it('shows each language’s status, and the studio and review once active', async () => {
    stubApi({
      'GET /api/voices/me': () =>
        apiOk(
          me({
            languages: [
              { code: 'sw', name: 'Swahili', status: 'active' },
              { code: 'yo', name: 'Yoruba', status: 'pending' },
            ],
            application: application('open', true),
            credit_name: 'Adé',
            stats: { recorded: 12, approved: 9, rejected: 1, pending: 2 },
          }),
        ),
    });
    renderPage();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the studio' })).toHaveAttribute('href', '/record');
    expect(screen.getByRole('link', { name: 'Review recordings' })).toHaveAttribute('href', '/review');
    expect(screen.getByRole('region', { name: 'Your name on the credits' })).toHaveTextContent(
      'The credits page names you as “Adé”.',
    );
    expect(screen.getByRole('link', { name: 'credits page' })).toHaveAttribute('href', '/credits');
  });

  it('changes the name on the credits, and takes it off', async () => {
    let credit: string | null = 'Adé';
    const fetch = stubApi({
      'GET /api/voices/me': () => apiOk(yorubaContributor('active', { credit_name: credit })),
      'PUT /api/voices/me/credit-name': (init) => {
        credit = (sentJson(init) as { credit_name: string | null }).credit_name;
        return apiOk({ credit_name: credit });
      },
    });
    renderPage();
    const field = await screen.findByLabelText('Name to show');
    expect(field).toHaveValue('Adé');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(/Write the name to show/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/voices/me/credit-name')).toBe(false);

    fireEvent.change(field, { target: { value: ' Adébáyọ̀ O. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(credit).toBe('Adébáyọ̀ O.');
    expect(await screen.findByText(/names you as “Adébáyọ̀ O\.”/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Do not name me' }));
    expect(await screen.findByText('You are no longer named on the credits page.')).toBeInTheDocument();
    expect(credit).toBeNull();
    expect(await screen.findByText(/You are not named on the/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Do not name me' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a credit name', async () => {
    stubApi({
      'GET /api/voices/me': () => apiOk(yorubaContributor('active')),
      'PUT /api/voices/me/credit-name': () =>
        apiFailure(400, 'VALIDATION_FAILED', 'Name for the credits contains characters that are not allowed.'),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Name to show'), { target: { value: 'Adé' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('contains characters that are not allowed');
  });

  it('offers no studio while every language waits', async () => {
    stubApi({ 'GET /api/voices/me': () => apiOk(yorubaContributor('pending')) });
    renderPage();
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the studio' })).not.toBeInTheDocument();
  });
});
