import type { Attempt } from '@roots/shared/contracts/learning';
import type { OfflinePackage } from '@roots/shared/contracts/offline';
import type { Hearts } from '@roots/shared/domain/hearts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { ApiError } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { AttemptDriver } from '../attempt-driver.ts';
import { LessonEndLinks } from './lesson-complete.tsx';
import { CannotStart, Loading } from './lesson-run.tsx';
import { LessonPlayer } from './lesson-player.tsx';
import { OutOfHearts } from './out-of-hearts.tsx';
import { LessonRomanisation } from '../romanisation/romanisation.tsx';
import { learningKeys } from '../api/learning-keys.ts';
import { offlineStore } from '../../../lib/offline-store.ts';
import { offlineTarget, openOfflinePlay } from '../offline/offline-play.ts';
import { nextOfflineLesson } from '../offline/use-offline.ts';

/** The end of an attempt played offline: what it pays is the server's to say, once it has the answers. */
function OfflineComplete({ attempt, pkg, userId }: { attempt: Attempt; pkg: OfflinePackage; userId: string }) {
  const state = useQuery({
    queryKey: [...learningKeys.offline(userId), 'next', attempt.lesson_attempt_id],
    queryFn: async () => (await offlineStore.state(userId)) ?? null,
    networkMode: 'always',
  });
  const next = state.data === undefined ? undefined : nextOfflineLesson(pkg, state.data ?? undefined);
  const practice = attempt.kind === 'practice';
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-12 text-center">
      <CloudOff aria-hidden="true" className="size-14 text-primary" />
      <div>
        <h1 className="text-3xl font-extrabold text-ink">
          {practice ? 'Practice complete!' : attempt.wrong_answers === 0 ? 'Perfect lesson!' : 'Lesson complete!'}
        </h1>
        <p className="mt-2 text-ink-muted">
          Played offline. Your XP, coins and streak are counted as soon as you are back online, exactly as if you had
          played it online.
        </p>
      </div>
      <LessonEndLinks next={next?.id} />
    </div>
  );
}

/**
 * A downloaded lesson (or practice set) played without the network: graded on the device, each
 * step kept for the server. It resumes where the learner left off, after a reload too.
 */
export function OfflineRun({ userId, pkg, lessonId }: { userId: string; pkg: OfflinePackage; lessonId: string }) {
  const client = useQueryClient();
  const target = offlineTarget(pkg, lessonId);
  const lesson = target?.lesson;
  useDocumentTitle(lesson ? `${lesson.title} · offline` : 'Offline');
  const play = useQuery({
    queryKey: [...learningKeys.offline(userId), 'play', lessonId],
    queryFn: (): Promise<{ attempt: Attempt; driver: AttemptDriver }> => {
      if (!target) throw new ApiError(404, 'NOT_FOUND', 'This lesson is not in your download.');
      return openOfflinePlay(userId, pkg, target, client.getQueryData<Hearts>(learnerKeys.hearts(userId)));
    },
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  if (play.error) {
    if (play.error instanceof ApiError && play.error.code === 'OUT_OF_HEARTS') return <OutOfHearts userId={userId} />;
    return <CannotStart title="This lesson cannot start offline" message={play.error.message} />;
  }
  if (!play.data || !lesson) return <Loading />;
  const driver: AttemptDriver = {
    ...play.data.driver,
    completed: (attempt) => <OfflineComplete attempt={attempt} pkg={pkg} userId={userId} />,
  };
  return (
    <LessonRomanisation unitPosition={lesson.unit.position} languageCharacters={lesson.language.special_characters}>
      <div role="status" className="bg-ochre-soft px-4 py-2 text-center text-sm font-semibold text-on-ochre-soft">
        Offline: graded on this device, counted when you are back online.
      </div>
      <LessonPlayer
        key={play.data.attempt.lesson_attempt_id}
        lesson={lesson}
        attempt={play.data.attempt}
        userId={userId}
        driver={driver}
      />
    </LessonRomanisation>
  );
}
