import type { Lesson } from '@roots/shared/contracts/learning';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { fullHearts, makeAttempt, makeExercise, makeLesson } from '../../../test/lesson-data.ts';
import { stubMedia, unstubMedia } from '../../../test/media.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import { LessonPlayer } from './lesson-player.tsx';
import { SLOWER_RATE } from './clip-player.tsx';

const speak = makeExercise('s1', {
  type: 'speak',
  prompt: 'Say it aloud',
  sentence: 'Habari za asubuhi',
  options: undefined,
  audio_url: '/api/audio/0123456789abcdef0123.ogg',
});
const lesson: Lesson = makeLesson({ exercises: [speak, makeExercise('e2')] });

const renderPlayer = (attempt = makeAttempt()) =>
  renderRoutes(
    <Routes>
      <Route path="/lesson/:lessonId" element={<LessonPlayer lesson={lesson} attempt={attempt} userId="u1" />} />
    </Routes>,
    { path: '/lesson/l1', session: makeSession({ user: makeUser() }) },
  );

afterEach(() => {
  unstubMedia();
  vi.restoreAllMocks();
});

describe('a speak exercise in the lesson player', () => {
  it('asks for the microphone only on Record, plays both recordings, and sends only the learner’s mark', async () => {
    const media = stubMedia();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const fetch = stubApi({
      'GET /api/user/check-heart': () => apiOk(fullHearts),
      'POST /api/exercise/spoken/s1': () => apiOk(makeAttempt({ correct_exercise_ids: ['s1'] })),
    });
    const { container } = renderPlayer();
    expect(screen.getByText('Habari za asubuhi')).toHaveAttribute('lang', 'sw');
    expect(screen.getByText('Your recording stays on this device: it is never sent.')).toBeInTheDocument();
    // Nothing to check: the learner marks themselves once they have recorded.
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /I said it well/ })).not.toBeInTheDocument();
    expect(media.getUserMedia).not.toHaveBeenCalled();

    // The course's clip, at its speed and slower.
    const clip = within(screen.getByRole('region', { name: 'The course’s clip' }));
    fireEvent.click(clip.getByRole('button', { name: 'Slower' }));
    const [clipAudio] = container.querySelectorAll('audio');
    expect(clipAudio?.playbackRate).toBe(SLOWER_RATE);

    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus());
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    const mine = await screen.findByRole('button', { name: 'Play mine' });
    await waitFor(() => expect(mine).toHaveFocus());
    fireEvent.click(mine);
    expect(container.querySelectorAll('audio')[1]?.getAttribute('src')).toBe('blob:recording');
    expect(play).toHaveBeenCalledTimes(2);

    // "Not yet — try again": the recording goes, Record is back.
    fireEvent.click(screen.getByRole('button', { name: /Not yet — try again/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    fireEvent.click(await screen.findByRole('button', { name: /I said it well/ }));

    // The next exercise; what was sent is the attempt's id alone, never the recording.
    expect(await screen.findByRole('button', { name: 'Check' })).toBeInTheDocument();
    const sent = fetch.mock.calls.filter(([url]) => url.includes('/exercise/'));
    expect(sent.map(([url]) => url)).toEqual(['/api/exercise/spoken/s1']);
    expect(sentJson(sent[0]?.[1])).toEqual({ lesson_attempt_id: 'a1' });
    expect(screen.getByRole('progressbar', { name: '1 of 2 exercises done' })).toBeInTheDocument();
  });

  it('says what to do when the microphone is refused, and "Can’t speak now" skips it', async () => {
    stubMedia({ refuse: 'NotAllowedError' });
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    const fetch = stubApi({
      'GET /api/user/check-heart': () => apiOk(fullHearts),
      'POST /api/exercise/skip-speaking/s1': () =>
        apiOk(makeAttempt({ correct_exercise_ids: ['s1'], speaking_skipped_until: until })),
    });
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/refused.*Can't speak now/);
    fireEvent.click(screen.getByRole('button', { name: "Can't speak now" }));
    expect(await screen.findByRole('button', { name: 'Check' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/exercise/skip-speaking/s1', expect.anything());
  });

  it('skips a speak exercise by itself while the "Can’t speak now" window is open', async () => {
    stubMedia();
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    const fetch = stubApi({
      'GET /api/user/check-heart': () => apiOk(fullHearts),
      'POST /api/exercise/skip-speaking/s1': () =>
        apiOk(makeAttempt({ correct_exercise_ids: ['s1'], speaking_skipped_until: until })),
    });
    renderPlayer(makeAttempt({ speaking_skipped_until: until }));
    expect(await screen.findByRole('button', { name: 'Check' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/exercise/skip-speaking/s1', expect.anything());
  });
});
