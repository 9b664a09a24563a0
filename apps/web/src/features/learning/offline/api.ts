import type { OfflinePackage, OfflineSummary } from '@roots/shared/contracts/offline';
import { apiData } from '../../../lib/api-client.ts';
import { offlineClipsCache } from '../../../lib/offline-cache.ts';
import { offlineStore } from '../../../lib/offline-store.ts';

/** A size as a learner on prepaid data reads it. */
export function megabytes(bytes: number): string {
  return bytes < 100_000
    ? `${String(Math.max(1, Math.round(bytes / 1000)))} KB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export const getOfflineSummary = (languageId: string) => apiData<OfflineSummary>(`/offline/course/${languageId}`);

/**
 * Downloads a course's next lessons: the package, then each clip into the cache the service worker
 * plays them from (sw.ts), then the package is kept. `onClip` counts the clips as they arrive.
 */
export async function downloadCourse(
  userId: string,
  languageId: string,
  onClip: (done: number, total: number) => void,
): Promise<OfflinePackage> {
  const pkg = await apiData<OfflinePackage>(`/offline/course/${languageId}`, { method: 'POST' });
  const cache = await caches.open(offlineClipsCache(userId, languageId));
  let done = 0;
  onClip(done, pkg.clips.length);
  // Four at a time: quick on a good line, and a slow one is not flooded.
  const queue = [...pkg.clips];
  const worker = async () => {
    for (let clip = queue.shift(); clip; clip = queue.shift()) {
      const response = await fetch(clip.url);
      if (!response.ok) throw new Error('A clip of this course could not be downloaded. Try again.');
      await cache.put(clip.url, response);
      done += 1;
      onClip(done, pkg.clips.length);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await offlineStore.savePackage(userId, pkg);
  return pkg;
}

/** A download deleted: its lessons and clips leave the device (answers not yet sent stay). */
export async function deleteDownload(userId: string, languageId: string): Promise<void> {
  await offlineStore.deletePackage(userId, languageId);
  await caches.delete(offlineClipsCache(userId, languageId));
}
