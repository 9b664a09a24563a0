import 'fake-indexeddb/auto';
import type { OfflinePackage } from '@roots/shared/contracts/offline';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineStore } from '../../../lib/offline-store.ts';
import { fullHearts, makeLesson } from '../../../test/lesson-data.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { OfflineCard } from './offline-card.tsx';

const api = vi.hoisted(() => ({
  getOfflineSummary: vi.fn(),
  downloadCourse: vi.fn(),
  deleteDownload: vi.fn(),
}));
vi.mock('../offline/api.ts', async (original) => ({ ...(await original<object>()), ...api }));

const pkg: OfflinePackage = {
  language: { id: 'sw', code: 'sw', name: 'Swahili' },
  made_at: '2026-12-06T10:00:00.000Z',
  lessons: [
    { lesson: makeLesson({ id: 'l1', title: 'Hello and thank you' }), keys: {} },
    { lesson: makeLesson({ id: 'l2', title: 'Goodbye', status: 'locked' }), keys: {} },
  ],
  practice: null,
  course_words: [],
  clips: [{ url: '/api/audio/x.ogg', bytes: 9000 }],
  hearts: fullHearts,
  unlimited_hearts: false,
  bytes: 182_000,
};

const show = () =>
  renderRoutes(
    <Routes>
      <Route path="/" element={<OfflineCard languageId="sw" languageName="Swahili" userId="u1" />} />
    </Routes>,
  );

beforeEach(async () => {
  vi.clearAllMocks();
  await offlineStore.forgetDownloads();
  await offlineStore.clearNotice('u1');
});

describe('the dashboard’s Offline card', () => {
  it('says the size before anything is downloaded, then offers the next lesson and a delete', async () => {
    api.getOfflineSummary.mockResolvedValue({ lessons: 2, practice_exercises: 4, clips: 1, bytes: 182_000 });
    api.downloadCourse.mockImplementation(async () => {
      await offlineStore.savePackage('u1', pkg);
      return pkg;
    });
    api.deleteDownload.mockImplementation(() => offlineStore.deletePackage('u1', 'sw'));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Download for offline' }));
    await screen.findByText('2 lessons, a practice set, 1 clip: 0.2 MB.');
    expect(api.downloadCourse).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download 0.2 MB' }));
    await screen.findByText('2 lessons of Swahili ready offline · 0.2 MB');
    expect(screen.getByRole('link', { name: 'Play “Hello and thank you”' })).toHaveAttribute('href', '/lesson/l1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete download' }));
    await screen.findByRole('button', { name: 'Download for offline' });
  });

  it('says plainly, once, where the server graded an offline answer otherwise', async () => {
    await offlineStore.saveNotice({ userId: 'u1', differed: 1, dropped: 0 });
    show();
    await screen.findByText(/1 answer was graded differently by Roots, because the exercise changed/);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(/graded differently/)).not.toBeInTheDocument());
    expect(await offlineStore.notice('u1')).toBeUndefined();
  });

  it('says why a download failed, and lets the learner try again', async () => {
    api.getOfflineSummary.mockRejectedValue(
      new Error('We could not reach Roots. Check your connection and try again.'),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Download for offline' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach Roots');
    expect(screen.getByRole('button', { name: 'Download for offline' })).toBeEnabled();
  });
});
