import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lessonQuery, startLesson } from '../../../features/learning/api/learning.ts';
import { LessonPlayer } from '../../../features/learning/components/lesson-player.tsx';
import { OutOfHearts } from '../../../features/learning/components/out-of-hearts.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function LessonPage() {
  const { lessonId = '' } = useParams();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const lesson = useQuery(lessonQuery(lessonId));
  // Starting resumes an unfinished attempt, so a reload continues where the learner was.
  const attempt = useQuery({
    queryKey: ['attempt', lessonId, userId],
    queryFn: () => startLesson(lessonId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useDocumentTitle(lesson.data ? `${lesson.data.title} · ${lesson.data.language.name}` : 'Lesson');

  const error = lesson.error ?? attempt.error;
  if (error) {
    if (error instanceof ApiError && error.code === 'OUT_OF_HEARTS') return <OutOfHearts userId={userId} />;
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-extrabold text-ink">This lesson cannot start</h1>
        <p role="alert" className="mt-2 text-ink-muted">
          {error.message}
        </p>
        <Link to="/dashboard" className={buttonClasses('primary', 'lg', 'mt-6')}>
          Back to the course
        </Link>
      </div>
    );
  }
  if (!lesson.data || !attempt.data) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-8 text-primary" label="Loading the lesson" />
      </div>
    );
  }
  return (
    <LessonPlayer key={attempt.data.lesson_attempt_id} lesson={lesson.data} attempt={attempt.data} userId={userId} />
  );
}
