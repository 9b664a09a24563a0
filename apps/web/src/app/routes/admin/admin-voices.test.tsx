import type { AdminVoices } from '@roots/shared/contracts/voices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import AdminVoicesPage from './admin-voices.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

const voices: AdminVoices = {
  languages: [
    {
      code: 'yo',
      name: 'Yoruba',
      wanted: 480,
      recorded: 120,
      approved: 90,
      rejected: 8,
      pending: 22,
      voiced_share: 0.1875,
      synthetic_share: 0.05,
      contributors: [
        { user_id: 'u2', username: 'ade', status: 'active', recorded: 100, approved: 80 },
        { user_id: 'u3', username: 'bisi', status: 'paused', recorded: 20, approved: 10 },
      ],
    },
  ],
  applications: [
    {
      id: 'a1',
      user_id: 'u4',
      username: 'chidi',
      languages: [{ code: 'yo', status: 'pending' }],
      region: 'Lagos',
      dialect: null,
      about: 'I teach Yoruba.',
      has_sample: true,
      sample_url: '/api/admin/voices/applications/a1/sample',
      created_at: '2026-12-06',
    },
  ],
  flagged: [
    {
      clip_id: 'c9',
      code: 'yo',
      text: 'Ọjà',
      audio_url: '/api/voices/clips/c9/audio',
      flags: 1,
      status: 'flagged',
      reports: 0,
    },
    {
      clip_id: 'c8',
      code: 'yo',
      text: 'Ẹja',
      audio_url: '/api/voices/clips/c8/audio',
      flags: 0,
      status: 'held',
      reports: 3,
    },
  ],
  reported: [
    {
      file: 'yo/0123456789abcdef.ogg',
      code: 'yo',
      text: 'Mo fẹ́ ẹja.',
      source: 'course',
      status: 'in_service',
      audio_url: '/api/admin/voices/files/yo/0123456789abcdef.ogg/audio',
      reports: 2,
      reasons: ['unclear', 'noise'],
    },
    {
      file: 'yo/fedcba9876543210.ogg',
      code: 'yo',
      text: 'Ọ̀rẹ́',
      source: 'recording',
      status: 'out_of_service',
      audio_url: '/api/admin/voices/files/yo/fedcba9876543210.ogg/audio',
      reports: 3,
      reasons: ['wrong_tone'],
    },
  ],
};

const audio = () => new Response('OggS', { headers: { 'content-type': 'audio/ogg' } });
const state = (status: string, withdrawn = 0) => apiOk({ user_id: 'u2', code: 'yo', status, withdrawn });

function stub() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:clip'), revokeObjectURL: vi.fn() }));
  return stubApi({
    'GET /api/admin/voices': () => apiOk(voices),
    'GET /api/admin/voices/applications/a1/sample': audio,
    'GET /api/voices/clips/c9/audio': audio,
    'GET /api/voices/clips/c8/audio': audio,
    'POST /api/admin/voices/clips/c8': () => apiOk({ clip: { id: 'c8', status: 'approved' } }),
    'POST /api/admin/voices/applications/a1/languages/yo': () => state('active'),
    'POST /api/admin/voices/clips/c9': () => apiOk({ clip: { id: 'c9', status: 'approved' } }),
    'POST /api/admin/voices/contributors/u2/yo/pause': () => state('paused', 80),
    'POST /api/admin/voices/contributors/u3/yo/resume': () => state('active'),
    'GET /api/admin/voices/files/yo/0123456789abcdef.ogg/audio': audio,
    'GET /api/admin/voices/files/yo/fedcba9876543210.ogg/audio': audio,
    'POST /api/admin/voices/files/yo/0123456789abcdef.ogg': () =>
      apiOk({ file: 'yo/0123456789abcdef.ogg', status: 'out_of_service' }),
    'POST /api/admin/voices/files/yo/fedcba9876543210.ogg': () =>
      apiOk({ file: 'yo/fedcba9876543210.ogg', status: 'in_service' }),
  });
}

const renderPage = () =>
  renderRoutes(
    <Routes>
      <Route path="/admin/voices" element={<AdminVoicesPage />} />
    </Routes>,
    { path: '/admin/voices', session: makeSession({ user: makeUser({ role: 'admin' }) }) },
  );

const posted = (fetch: ReturnType<typeof stub>, url: string) =>
  fetch.mock.calls.find(([called, init]) => called === url && init?.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('admin voices page', () => {
  it('shows per language what is wanted, recorded, approved, rejected, pending, voiced and synthetic', async () => {
    stub();
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Yoruba' })).closest('tr');
    expect(row).not.toBeNull();
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['480', '120', '90', '8', '22', '19%', '5%']);
  });

  it('plays an application’s sample and approves it for a language', async () => {
    const fetch = stub();
    renderPage();
    await waitFor(() => {
      expect(screen.getByLabelText('Sample of chidi')).toHaveAttribute('src', 'blob:clip');
    });
    expect(screen.getByText('I teach Yoruba.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve chidi for Yoruba' }));
    await waitFor(() => {
      expect(sentJson(posted(fetch, '/api/admin/voices/applications/a1/languages/yo')?.[1])).toEqual({
        decision: 'approve',
      });
    });
  });

  it('settles a flagged clip', async () => {
    const fetch = stub();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the clip of “Ọjà”' }));
    await waitFor(() => {
      expect(sentJson(posted(fetch, '/api/admin/voices/clips/c9')?.[1])).toEqual({ decision: 'approve' });
    });
  });

  it('shows a clip held by learners’ reports beside the flagged ones, and puts it back', async () => {
    const fetch = stub();
    renderPage();
    const held = (await screen.findByText('Ẹja')).closest('li');
    expect(held).toHaveTextContent('reported by 3 learners');
    expect(held).toHaveTextContent('Held: learners do not hear it');
    fireEvent.click(within(held as HTMLElement).getByRole('button', { name: 'Approve the clip of “Ẹja”' }));
    await waitFor(() => {
      expect(sentJson(posted(fetch, '/api/admin/voices/clips/c8')?.[1])).toEqual({ decision: 'approve' });
    });
  });

  it('lists reported course files, marked synthetic, and CMS recordings with a player, their counts and reasons', async () => {
    stub();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Reported clips' });
    const course = within(section).getByText('Mo fẹ́ ẹja.').closest('li');
    expect(course).toHaveTextContent('Yoruba · synthetic speech (course file) · 2 reports: unclear, noise');
    await waitFor(() => {
      expect(within(course as HTMLElement).getByLabelText('Reported clip of “Mo fẹ́ ẹja.”')).toHaveAttribute(
        'src',
        'blob:clip',
      );
    });
    const recording = within(section).getByText('Ọ̀rẹ́').closest('li');
    expect(recording).toHaveTextContent('made in the CMS (recorded or synthesised there) · 3 reports: wrong tone');
    expect(recording).toHaveTextContent('Out of service: learners do not get it');
  });

  it('keeps a reported clip, takes one out of service, and puts one back', async () => {
    const fetch = stub();
    renderPage();
    const files = '/api/admin/voices/files/yo/';
    fireEvent.click(await screen.findByRole('button', { name: 'Take the clip of “Mo fẹ́ ẹja.” out of service' }));
    await waitFor(() => {
      expect(sentJson(posted(fetch, `${files}0123456789abcdef.ogg`)?.[1])).toEqual({ decision: 'take_out' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Put the clip of “Ọ̀rẹ́” back in service' }));
    await waitFor(() => {
      expect(sentJson(posted(fetch, `${files}fedcba9876543210.ogg`)?.[1])).toEqual({ decision: 'keep' });
    });
    expect(screen.getByRole('button', { name: 'Keep the clip of “Mo fẹ́ ẹja.”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep the clip of “Ọ̀rẹ́”' })).toBeNull();
  });

  it('pauses a contributor only after a dialog that says every clip of theirs is withdrawn', async () => {
    const fetch = stub();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause ade in Yoruba' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause ade in Yoruba?' });
    expect(dialog).toHaveTextContent(/Every clip of theirs in Yoruba is withdrawn at once/);
    expect(posted(fetch, '/api/admin/voices/contributors/u2/yo/pause')).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause and withdraw' }));
    await waitFor(() => {
      expect(posted(fetch, '/api/admin/voices/contributors/u2/yo/pause')).toBeDefined();
    });
  });

  it('resumes a paused contributor', async () => {
    const fetch = stub();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume bisi in Yoruba' }));
    await waitFor(() => {
      expect(posted(fetch, '/api/admin/voices/contributors/u3/yo/resume')).toBeDefined();
    });
  });
});
