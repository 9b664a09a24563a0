import type { VoicesMe, VoiceReviewItem } from '@roots/shared/contracts/voices';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import ReviewPage from './review.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

const me: VoicesMe = {
  languages: [
    { code: 'yo', name: 'Yoruba', status: 'active' },
    { code: 'ig', name: 'Igbo', status: 'active' },
  ],
  application: null,
  credit_name: null,
  stats: { recorded: 0, approved: 0, rejected: 0, pending: 0 },
};

const item = (id: string, text: string): VoiceReviewItem => ({
  clip_id: id,
  text,
  meaning: 'good morning',
  romanisation: null,
  notes: 'Tone marks: á high, à low.',
  audio_url: `/api/voices/clips/${id}/audio`,
  seconds: 1.4,
  recorded_at: '2026-12-06T12:00:00Z',
});

const audio = () => new Response('OggS', { headers: { 'content-type': 'audio/ogg' } });

function stub(extra: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:clip'), revokeObjectURL: vi.fn() }));
  return stubApi({
    'GET /api/voices/me': () => apiOk(me),
    'GET /api/voices/review/yo': () => apiOk({ items: [item('c1', 'Ẹ káàárọ̀'), item('c2', 'Ẹ kú alẹ́')] }),
    'GET /api/voices/review/ig': () => apiOk({ items: [] }),
    'GET /api/voices/clips/c1/audio': audio,
    'GET /api/voices/clips/c2/audio': audio,
    ...extra,
  });
}

const renderPage = () =>
  renderRoutes(
    <Routes>
      <Route path="/review" element={<ReviewPage />} />
    </Routes>,
    { path: '/review', session: makeSession({ user: makeUser() }) },
  );

/**
 * The page on its first clip (c1, “Ẹ káàárọ̀”), the server answering a verdict on it with `answer`;
 * `sent` is the verdict the page sent.
 */
async function reviewFirstClip(answer: () => Response) {
  const fetch = stub({ 'POST /api/voices/review/c1': answer });
  renderPage();
  await screen.findByText('Ẹ káàárọ̀');
  return { sent: () => sentJson(fetch.mock.calls.find(([url]) => url === '/api/voices/review/c1')?.[1]) };
}

afterEach(() => vi.unstubAllGlobals());

describe('review page', () => {
  it('plays the clip beside its text, meaning and notes, and approves it', async () => {
    const { sent } = await reviewFirstClip(() => apiOk({ clip: { id: 'c1', status: 'pending' } }));
    expect(screen.getByText('Ẹ káàárọ̀')).toHaveAttribute('lang', 'yo');
    expect(screen.getByText('good morning')).toBeInTheDocument();
    expect(screen.getByText('Tone marks: á high, à low.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByLabelText('Recording of “Ẹ káàárọ̀”')).toHaveAttribute('src', 'blob:clip');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Ẹ kú alẹ́')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recording to review' })).toHaveFocus();
    expect(sent()).toEqual({
      verdict: 'approve',
    });
  });

  it('rejects only with a reason, and sends the reason and the note', async () => {
    const { sent } = await reviewFirstClip(() => apiOk({ clip: { id: 'c1', status: 'pending' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose what is wrong with it.');
    fireEvent.click(screen.getByRole('radio', { name: 'Wrong tone or pronunciation' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'káàárọ̀ falls too early' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Ẹ kú alẹ́')).toBeInTheDocument();
    expect(sent()).toEqual({
      verdict: 'reject',
      reason: 'wrong_tone',
      note: 'káàárọ̀ falls too early',
    });
  });

  it('flags a clip for an editor', async () => {
    const { sent } = await reviewFirstClip(() => apiOk({ clip: { id: 'c1', status: 'flagged' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Flag for an editor' }));
    expect(await screen.findByText('Ẹ kú alẹ́')).toBeInTheDocument();
    expect(sent()).toEqual({
      verdict: 'flag',
    });
  });

  it('shows the server’s refusal and keeps the clip', async () => {
    await reviewFirstClip(() => apiFailure(409, 'CONFLICT', 'You have already reviewed this clip.'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this clip.');
    expect(screen.getByText('Ẹ káàárọ̀')).toBeInTheDocument();
  });

  it('says when nothing waits in the chosen language', async () => {
    stub();
    renderPage();
    await screen.findByText('Ẹ káàárọ̀');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ig' } });
    expect(await screen.findByText(/No Igbo recordings are waiting for your review/)).toBeInTheDocument();
  });
});
