import type { VoicesMe, VoiceStudio } from '@roots/shared/contracts/voices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { stubMedia, unstubMedia } from '../../../test/media.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import RecordPage from './record.tsx';

const me = (status: 'active' | 'pending' = 'active'): VoicesMe => ({
  languages: [{ code: 'am', name: 'Amharic', status }],
  application: null,
  credit_name: null,
  stats: { recorded: 0, approved: 0, rejected: 0, pending: 0 },
});

const studio: VoiceStudio = {
  items: [
    {
      text_id: 't1',
      text: 'ሰላም',
      meaning: 'hello',
      kind: 'word',
      where: 'Unit 1 · Greetings',
      romanisation: 'sälam',
      notes: 'ä is the short central vowel.',
    },
    {
      text_id: 't2',
      text: 'አመሰግናለሁ',
      meaning: 'thank you',
      kind: 'word',
      where: 'Unit 1 · Greetings',
      romanisation: 'amäsäggänallähu',
      notes: null,
    },
  ],
  remaining: 40,
};

/** The calls of an active Amharic contributor opening the studio, on the two texts above. */
const studioCalls = { 'GET /api/voices/me': () => apiOk(me()), 'GET /api/voices/studio/am': () => apiOk(studio) };

const renderPage = () =>
  renderRoutes(
    <Routes>
      <Route path="/record" element={<RecordPage />} />
    </Routes>,
    { path: '/record', session: makeSession({ user: makeUser() }) },
  );

async function recordOnce() {
  fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
  expect(await screen.findByRole('timer', { name: 'Recording time' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
  await screen.findByLabelText('Your recording');
}

afterEach(unstubMedia);

describe('recording studio', () => {
  it('shows one text at a time, large in its script, with meaning, romanisation, notes and where it is used', async () => {
    stubMedia();
    stubApi(studioCalls);
    renderPage();
    const text = await screen.findByText('ሰላም');
    expect(text).toHaveAttribute('lang', 'am');
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(screen.getByText('sälam')).toBeInTheDocument();
    expect(screen.getByText('ä is the short central vowel.')).toBeInTheDocument();
    expect(screen.getByText('Unit 1 · Greetings')).toBeInTheDocument();
    expect(screen.getByText(/40 texts still need a voice/)).toBeInTheDocument();
    expect(screen.queryByText('አመሰግናለሁ')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('records, plays back, re-records and submits, then moves to the next text', async () => {
    const media = stubMedia();
    const fetch = stubApi({
      ...studioCalls,
      'POST /api/voices/clips': () =>
        apiOk({ clip: { id: 'c1', text_id: 't1', status: 'pending', seconds: 1.2 } }, 201),
    });
    renderPage();
    await screen.findByText('ሰላም');
    expect(media.getUserMedia).not.toHaveBeenCalled();
    await recordOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Re-record' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await screen.findByLabelText('Your recording');
    expect(media.getUserMedia).toHaveBeenCalledTimes(2);
    expect(media.track.stop).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('አመሰግናለሁ')).toBeInTheDocument();
    expect(screen.getByText(/39 texts still need a voice · 1 sent for review/)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.find(([called]) => called.startsWith('/api/voices/clips')) ?? [];
    expect(url).toBe('/api/voices/clips?text_id=t1');
    expect(init?.body).toBeInstanceOf(Blob);
    expect((init?.headers as Record<string, string>)['content-type']).toBe('audio/webm');
  });

  it('shows the server’s refusal as it comes and keeps the text to record again', async () => {
    stubMedia();
    stubApi({
      ...studioCalls,
      'POST /api/voices/clips': () =>
        apiFailure(400, 'VALIDATION_FAILED', 'The recording is too quiet: move closer to the microphone.'),
    });
    renderPage();
    await recordOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recording is too quiet: move closer to the microphone.',
    );
    expect(screen.getByText('ሰላም')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-record' })).toBeEnabled();
  });

  it('says clearly when the microphone is refused or missing', async () => {
    stubMedia({ refuse: 'NotFoundError' });
    stubApi(studioCalls);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/No microphone was found/);
  });

  it('skips a text without sending anything', async () => {
    stubMedia();
    const fetch = stubApi(studioCalls);
    renderPage();
    await screen.findByText('ሰላም');
    expect(screen.getByRole('region', { name: 'Word to record' })).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('አመሰግናለሁ')).toBeInTheDocument();
    // The keyboard goes on from the next text, not from the top of the page.
    expect(screen.getByRole('region', { name: 'Word to record' })).toHaveFocus();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('offers the skipped texts again at the end of a batch', async () => {
    stubMedia();
    stubApi(studioCalls);
    renderPage();
    await screen.findByText('ሰላም');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('አመሰግናለሁ');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('That is this batch done. 40 texts still need a voice.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the skipped texts again' }));
    expect(await screen.findByText('ሰላም')).toBeInTheDocument();
  });

  it('reports “This text is wrong” to the editors, says so, and moves on', async () => {
    stubMedia();
    const fetch = stubApi({
      ...studioCalls,
      'POST /api/voices/studio/texts/t1/report': () =>
        apiOk({ message: 'Thank you: the course editors will check this text. It will not come back to you here.' }),
    });
    renderPage();
    await screen.findByText('ሰላም');
    fireEvent.click(screen.getByRole('button', { name: 'This text is wrong' }));
    const dialog = screen.getByRole('dialog', { name: 'This text is wrong' });
    fireEvent.change(within(dialog).getByLabelText('What is wrong'), { target: { value: 'Wrong vowel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the editors' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'the course editors will check this text. It will not come back to you here. Nothing was recorded.',
    );
    const sent = fetch.mock.calls.find(([url]) => url === '/api/voices/studio/texts/t1/report');
    expect(sent?.[1]?.method).toBe('POST');
    expect(sentJson(sent?.[1])).toEqual({ note: 'Wrong vowel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next text' }));
    expect(await screen.findByText('አመሰግናለሁ')).toBeInTheDocument();
  });

  it('says when everything is recorded', async () => {
    stubMedia();
    stubApi({
      'GET /api/voices/me': () => apiOk(me()),
      'GET /api/voices/studio/am': () => apiOk({ items: [], remaining: 0 }),
    });
    renderPage();
    expect(await screen.findByText(/Nothing is waiting to be recorded/)).toBeInTheDocument();
  });

  it('leads someone who is not an active contributor to apply', async () => {
    const fetch = stubApi({ 'GET /api/voices/me': () => apiOk(me('pending')) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Apply to record your language' })).toHaveAttribute(
      'href',
      '/contribute',
    );
    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
