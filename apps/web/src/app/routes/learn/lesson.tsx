import { useParams, useSearchParams } from 'react-router';
import { CheckpointRun, LessonRun, PracticeRun } from '../../../features/learning/components/lesson-run.tsx';
import { SoundEffectsContext } from '../../../features/learning/sound-effects.ts';
import { RomanisationPreferenceProvider } from '../../../features/learning/romanisation/romanisation.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { useRomanisationPreference } from '../../use-romanisation-preference.ts';

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
        {lessonId === 'practice' ? (
          <PracticeRun userId={userId} />
        ) : lessonId === 'checkpoint' ? (
          <CheckpointRun key={search.get('unit')} unitId={search.get('unit') ?? ''} userId={userId} />
        ) : (
          <LessonRun key={lessonId} lessonId={lessonId} userId={userId} />
        )}
      </RomanisationPreferenceProvider>
    </SoundEffectsContext>
  );
}
