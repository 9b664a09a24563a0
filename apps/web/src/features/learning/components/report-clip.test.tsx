import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { ClipPlayer } from './clip-player.tsx';

const URL_GIVEN = '/api/audio/0123456789abcdef0123.ogg';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reporting a clip from the player', () => {
  it('sends a report in two taps, by the URL the learner was given, and thanks them quietly', async () => {
    const fetch = stubApi({ 'POST /api/voices/reports': () => apiOk({ received: true }) });
    render(<ClipPlayer url={URL_GIVEN}>Play</ClipPlayer>);
    const toggle = screen.getByRole('button', { name: 'Report this clip' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'What is wrong with this clip?' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const choices = screen.getByRole('group', { name: 'What is wrong with this clip?' });
    expect(choices).toHaveTextContent(/Wrong word.*Unclear.*Noise.*Wrong tone/);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Wrong tone' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — an editor will listen.');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentJson(fetch.mock.calls[0]?.[1])).toEqual({ audio_url: URL_GIVEN, reason: 'wrong_tone' });
    // Once is enough: the control steps aside; the clip still plays.
    expect(screen.queryByRole('button', { name: 'Report this clip' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('works from the keyboard: the first reason takes the focus, Escape closes, Enter sends', async () => {
    const fetch = stubApi({ 'POST /api/voices/reports': () => apiOk({ received: true }) });
    render(<ClipPlayer url={URL_GIVEN}>Play</ClipPlayer>);
    const toggle = screen.getByRole('button', { name: 'Report this clip' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Wrong word' })).toHaveFocus();
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Wrong word' })).toHaveFocus();
    });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Unclear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — an editor will listen.');
    expect(sentJson(fetch.mock.calls[0]?.[1])).toEqual({ audio_url: URL_GIVEN, reason: 'unclear' });
  });

  it('says so when the report could not be sent, and lets the learner choose again', async () => {
    let fail = true;
    stubApi({
      'POST /api/voices/reports': () =>
        fail ? apiFailure(503, 'UNAVAILABLE', 'Try again soon.') : apiOk({ received: true }),
    });
    render(<ClipPlayer url={URL_GIVEN}>Play</ClipPlayer>);
    await userEvent.click(screen.getByRole('button', { name: 'Report this clip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Noise' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not send your report');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Noise' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — an editor will listen.');
  });
});
