import type { OfflinePackage } from '@roots/shared/contracts/offline';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { learnerKeys } from '../../../lib/query-keys.ts';
import type { OfflineState } from '../../../lib/offline-store.ts';
import { learningKeys } from '../api/learning-keys.ts';

// The device's database and the replay load only where a page looks at them: a lesson played
// online needs neither up front.
const deviceStore = () => import('../../../lib/offline-store.ts').then(({ offlineStore }) => offlineStore);

/**
 * The lesson a learner plays next from a download: the first not completed, on the server when it
 * was downloaded or on the device since.
 */
export function nextOfflineLesson(pkg: OfflinePackage, state: OfflineState | undefined) {
  const done = new Set(state?.stats.completed ?? []);
  return pkg.lessons.find(({ lesson }) => lesson.status !== 'completed' && !done.has(lesson.id))?.lesson;
}

/** Reads of the device's own database: they need no network, so they run offline too. */
const onDevice = { networkMode: 'always', staleTime: 0, retry: false } as const;

export const downloadQuery = (languageId: string, userId: string) =>
  queryOptions({
    ...onDevice,
    queryKey: learningKeys.offlineDownload(languageId, userId),
    queryFn: async () => {
      const offlineStore = await deviceStore();
      return {
        pkg: (await offlineStore.package(userId, languageId)) ?? null,
        state: (await offlineStore.state(userId)) ?? null,
        waiting: (await offlineStore.queued(userId)).length,
        notice: (await offlineStore.notice(userId)) ?? null,
      };
    },
  });

export const useDownload = (languageId: string, userId: string) => useQuery(downloadQuery(languageId, userId));

/** The download that carries a lesson (or, for `practice`, the current course's practice set), if any. */
export function useDownloadedLesson(userId: string, lessonId: string, languageId?: string) {
  return useQuery({
    ...onDevice,
    queryKey: [...learningKeys.offline(userId), 'lesson', lessonId, languageId],
    queryFn: async (): Promise<OfflinePackage | null> => {
      const packages = await (await deviceStore()).packages(userId);
      if (lessonId === 'practice') return packages.find((pkg) => pkg.language.id === languageId) ?? null;
      return packages.find((pkg) => pkg.lessons.some(({ lesson }) => lesson.id === lessonId)) ?? null;
    },
  });
}

/** The first wait before trying again a replay the network or the server cut short, doubled each time. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MOST_MS = 5 * 60_000;

/**
 * Sends the steps played offline whenever the network is there: as the page opens, each time the
 * browser comes back online, and again after a wait when the network or the server cut a replay
 * short (a connection that has just come back often fails its first requests). Once the server
 * has them, what they changed (XP, hearts, streak, the next lesson) is read again.
 */
export function useOfflineSync(userId: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = RETRY_FIRST_MS;
    const later = () => {
      retry = setTimeout(run, wait);
      wait = Math.min(wait * 2, RETRY_MOST_MS);
    };
    function run() {
      clearTimeout(retry);
      if (!navigator.onLine) return;
      void import('./replay.ts')
        .then(({ replay }) => replay(userId))
        .then((outcome) => {
          if (outcome.left > 0) later();
          else wait = RETRY_FIRST_MS;
          if (outcome.sent + outcome.dropped === 0) return;
          void client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
          void client.invalidateQueries({ queryKey: learningKeys.allProgress() });
          void client.invalidateQueries({ queryKey: learningKeys.allCourseMaps() });
          void client.invalidateQueries({ queryKey: learningKeys.offline(userId) });
        }, later);
    }
    run();
    window.addEventListener('online', run);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', run);
    };
  }, [userId, client]);
}
