import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CheckpointRun, LessonRun, PracticeRun } from '../../../features/learning/components/lesson-run.tsx';
import { useCurrentLanguage } from '../../../features/learning/current-language.ts';
import { useDownloadedLesson, useOfflineSync } from '../../../features/learning/offline/use-offline.ts';
import { SoundEffectsContext } from '../../../features/learning/sound-effects.ts';
import { RomanisationPreferenceProvider } from '../../../features/learning/romanisation/romanisation.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { useRomanisationPreference } from '../../use-romanisation-preference.ts';

// The device's grader and queue load only when a lesson is played offline.
const OfflineRun = lazy(() =>
  import('../../../features/learning/components/offline-run.tsx').then(({ OfflineRun: run }) => ({ default: run })),
);

/**
 * A lesson or practice from the server, or from a download when the server cannot be reached:
 * at once when the browser knows it is offline, else once the start fails to get an answer.
 */
function LessonOrDownload({ lessonId, userId }: { lessonId: string; userId: string }) {
  const { current } = useCurrentLanguage(userId);
  const downloaded = useDownloadedLesson(userId, lessonId, current?.id);
  useOfflineSync(userId);
  if (downloaded.isPending) return null;
  const offline = downloaded.data ? (
    <Suspense fallback={null}>
      <OfflineRun userId={userId} pkg={downloaded.data} lessonId={lessonId} />
    </Suspense>
  ) : undefined;
  if (offline && !navigator.onLine) return offline;
  return lessonId === 'practice' ? (
    <PracticeRun userId={userId} unreachable={offline} />
  ) : (
    <LessonRun key={lessonId} lessonId={lessonId} userId={userId} unreachable={offline} />
  );
}

export default function LessonPage() {
  const { lessonId = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const romanisation = useRomanisationPreference();
  return (
    // The right/wrong/complete sounds follow the account's "Sound effects" setting.
    <SoundEffectsContext value={user?.sound_effects ?? true}>
      <RomanisationPreferenceProvider value={romanisation}>
        {lessonId === 'checkpoint' ? (
          <CheckpointRun key={search.get('unit')} unitId={search.get('unit') ?? ''} userId={userId} />
        ) : (
          <LessonOrDownload key={lessonId} lessonId={lessonId} userId={userId} />
        )}
      </RomanisationPreferenceProvider>
    </SoundEffectsContext>
  );
}
