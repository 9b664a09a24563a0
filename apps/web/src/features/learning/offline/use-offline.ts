import type { OfflinePackage } from '@roots/shared/contracts/offline';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { learnerKeys } from '../../../lib/query-keys.ts';
import { learningKeys } from '../api/learning-keys.ts';
import { offlineKeys } from './api.ts';
import { type OfflineState, offlineStore } from '../../../lib/offline-store.ts';
import { replay } from './replay.ts';

/**
 * The lesson a learner plays next from a download: the first not completed, on the server when it
 * was downloaded (or since, as `doneOnline` says) or on the device since.
 */
export function nextOfflineLesson(
  pkg: OfflinePackage,
  state: OfflineState | undefined,
  doneOnline: ReadonlySet<string>,
) {
  const done = new Set([...(state?.stats.completed ?? []), ...doneOnline]);
  return pkg.lessons.find(({ lesson }) => lesson.status !== 'completed' && !done.has(lesson.id))?.lesson;
}

/** Reads of the device's own database: they need no network, so they run offline too. */
const onDevice = { networkMode: 'always', staleTime: 0, retry: false } as const;

export const downloadQuery = (languageId: string, userId: string) =>
  queryOptions({
    ...onDevice,
    queryKey: offlineKeys.download(languageId, userId),
    queryFn: async () => ({
      pkg: (await offlineStore.package(userId, languageId)) ?? null,
      state: (await offlineStore.state(userId)) ?? null,
      waiting: (await offlineStore.queued(userId)).length,
      notice: (await offlineStore.notice(userId)) ?? null,
    }),
  });

export const useDownload = (languageId: string, userId: string) => useQuery(downloadQuery(languageId, userId));

/** The download that carries a lesson (or, for `practice`, the current course's practice set), if any. */
export function useDownloadedLesson(userId: string, lessonId: string, languageId?: string) {
  return useQuery({
    ...onDevice,
    queryKey: [...offlineKeys.all(userId), 'lesson', lessonId, languageId],
    queryFn: async (): Promise<OfflinePackage | null> => {
      const packages = await offlineStore.packages(userId);
      if (lessonId === 'practice') return packages.find((pkg) => pkg.language.id === languageId) ?? null;
      return packages.find((pkg) => pkg.lessons.some(({ lesson }) => lesson.id === lessonId)) ?? null;
    },
  });
}

/**
 * Sends the steps played offline whenever the network is there: as the page opens and each time
 * the browser comes back online. Once the server has them, what they changed (XP, hearts, streak,
 * the next lesson) is read again.
 */
export function useOfflineSync(userId: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    const run = () => {
      if (!navigator.onLine) return;
      void replay(userId).then(
        (outcome) => {
          if (outcome.sent + outcome.dropped === 0) return;
          void client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
          void client.invalidateQueries({ queryKey: learningKeys.allProgress() });
          void client.invalidateQueries({ queryKey: learningKeys.allCourseMaps() });
          void client.invalidateQueries({ queryKey: offlineKeys.all(userId) });
        },
        () => undefined,
      );
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId, client]);
}
