import { useParams } from 'react-router';
import { LessonRun, PracticeRun } from '../../../features/learning/components/lesson-run.tsx';
import { useSession } from '../../../features/session/session-context.ts';

export default function LessonPage() {
  const { lessonId = '' } = useParams();
  const { user } = useSession();
  const userId = user?.id ?? '';
  return lessonId === 'practice' ? (
    <PracticeRun userId={userId} />
  ) : (
    <LessonRun key={lessonId} lessonId={lessonId} userId={userId} />
  );
}
