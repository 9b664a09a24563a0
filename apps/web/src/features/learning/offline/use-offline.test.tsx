import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOfflineSync } from './use-offline.ts';

const sync = vi.hoisted(() => ({ replay: vi.fn() }));
vi.mock('./replay.ts', () => ({ replay: sync.replay }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const cutShort = { sent: 1, differed: 0, dropped: 0, left: 3 };
const done = { sent: 3, differed: 0, dropped: 0, left: 0 };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // jsdom has no IndexedDB; the hook only asks that it exists.
  vi.stubGlobal('indexedDB', {});
  sync.replay.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sending the steps played offline', () => {
  it('tries again after a wait when the network cut the replay short, and stops once all are sent', async () => {
    sync.replay.mockResolvedValueOnce(cutShort).mockResolvedValueOnce(done);
    const { unmount } = renderHook(() => useOfflineSync('u1'), { wrapper });
    await waitFor(() => expect(sync.replay).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(sync.replay).toHaveBeenCalledTimes(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sync.replay).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('sends again when the browser comes back online', async () => {
    sync.replay.mockResolvedValue(done);
    renderHook(() => useOfflineSync('u1'), { wrapper });
    await waitFor(() => expect(sync.replay).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sync.replay).toHaveBeenCalledTimes(2));
  });
});
