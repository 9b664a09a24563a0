import type { Lesson } from '@roots/shared/contracts/learning';
import { protectedPaths } from '@roots/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, isUnanswered } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLesson } from '../api/get-lesson.ts';
import { useStartLesson } from '../api/start-lesson.ts';
import { useStartCheckpoint } from '../api/start-checkpoint.ts';
import { useStartPractice } from '../api/start-practice.ts';
import { useCurrentLanguage } from '../current-language.ts';
import { practiceLesson } from '../practice-lesson.ts';
import { LessonRomanisation } from '../romanisation/romanisation.tsx';
import { LessonPlayer } from './lesson-player.tsx';
import { OutOfHearts } from './out-of-hearts.tsx';

export function Loading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner className="size-8 text-primary" label="Loading the lesson" />
    </div>
  );
}

export function CannotStart({ title = 'This lesson cannot start', message }: { title?: string; message: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
      <p role="alert" className="mt-2 text-ink-muted">
        {message}
      </p>
      <Link to={protectedPaths.dashboard} className={buttonClasses('primary', 'lg', 'mt-6')}>
        Back to the course
      </Link>
    </div>
  );
}

/** A lesson id that names no lesson (a typo, an old link, a lesson removed): not the server's field error. */
function LessonNotFound() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold text-ink">We couldn't find that lesson</h1>
      <p className="mt-2 text-ink-muted">
        The link may be old or mistyped. Your course has every lesson you can take, in order.
      </p>
      <Link to={protectedPaths.dashboard} className={buttonClasses('primary', 'lg', 'mt-6')}>
        Back to the course
      </Link>
    </div>
  );
}

/**
 * A lesson of the course: its exercises and an attempt (a new one, or the unfinished one resumed).
 * `unreachable` is what plays when the server cannot be reached: the lesson from a download.
 */
export function LessonRun({
  lessonId,
  userId,
  unreachable,
}: {
  lessonId: string;
  userId: string;
  unreachable?: ReactNode;
}) {
  const lesson = useLesson(lessonId);
  const attempt = useStartLesson(lessonId, userId);
  useDocumentTitle(lesson.data ? `${lesson.data.title} · ${lesson.data.language.name}` : 'Lesson');

  const error = lesson.error ?? attempt.error;
  if (error && unreachable && isUnanswered(error)) return unreachable;
  if (error) {
    if (error instanceof ApiError && error.code === 'OUT_OF_HEARTS') return <OutOfHearts userId={userId} />;
    // 400 (not a lesson id at all) or 404 (no such lesson): the learner sees one friendly page.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return <LessonNotFound />;
    return <CannotStart message={error.message} />;
  }
  if (!lesson.data || !attempt.data) return <Loading />;
  const { unit, language } = lesson.data;
  return (
    <LessonRomanisation unitPosition={unit.position} languageCharacters={language.special_characters}>
      <LessonPlayer key={attempt.data.lesson_attempt_id} lesson={lesson.data} attempt={attempt.data} userId={userId} />
    </LessonRomanisation>
  );
}

/** /lesson/practice: a session from the current language's review queue, played like a lesson. */
export function PracticeRun({ userId, unreachable }: { userId: string; unreachable?: ReactNode }) {
  const { current, languages } = useCurrentLanguage(userId);
  const session = useStartPractice(current?.id, userId);
  useDocumentTitle('Practice');
  if (session.error && unreachable && isUnanswered(session.error)) return unreachable;
  if (session.error) {
    // 404: the review queue has nothing due (the message says whether it is empty or waiting).
    const empty = session.error instanceof ApiError && session.error.status === 404;
    return <CannotStart title={empty ? 'All caught up' : 'Practice cannot start'} message={session.error.message} />;
  }
  if (languages.isSuccess && !current) {
    return <CannotStart title="Practice cannot start" message="Start a language first, then practise it here." />;
  }
  if (!session.data || !current) return <Loading />;
  const lesson = practiceLesson(lessonLanguage(current), session.data.exercises);
  return (
    <LessonRomanisation unitPosition={lesson.unit.position} languageCharacters={current.special_characters}>
      <LessonPlayer
        key={session.data.attempt.lesson_attempt_id}
        lesson={lesson}
        attempt={session.data.attempt}
        userId={userId}
      />
    </LessonRomanisation>
  );
}

/** The learner's current course, as a lesson made on the device (practice, a checkpoint) names it. */
function lessonLanguage({ id, code, name, special_characters }: Lesson['language']): Lesson['language'] {
  return { id, code, name, special_characters };
}

/** /lesson/checkpoint?unit=…: a unit's checkpoint, played like a lesson, its mistakes counted instead of hearts. */
export function CheckpointRun({ unitId, userId }: { unitId: string; userId: string }) {
  const { current } = useCurrentLanguage(userId);
  const session = useStartCheckpoint(unitId, userId);
  useDocumentTitle(session.data ? `Unit ${String(session.data.unit.position)} checkpoint` : 'Checkpoint');
  if (session.error) {
    const done = session.error instanceof ApiError && session.error.status === 409;
    return (
      <CannotStart
        title={done ? 'Unit already complete' : 'This checkpoint cannot start'}
        message={session.error.message}
      />
    );
  }
  if (!session.data || !current) return <Loading />;
  const { unit } = session.data;
  const lesson: Lesson = {
    id: 'checkpoint',
    title: `Unit ${String(unit.position)} checkpoint: ${unit.title}`,
    xp_reward: 0,
    status: 'available',
    // A test of what the learner knows: its player offers no tips.
    unit: { ...unit, has_tips: false },
    language: lessonLanguage(current),
    new_words: [],
    exercises: session.data.exercises,
  };
  return (
    <LessonRomanisation unitPosition={unit.position} languageCharacters={current.special_characters}>
      <LessonPlayer
        key={session.data.attempt.lesson_attempt_id}
        lesson={lesson}
        attempt={session.data.attempt}
        userId={userId}
        checkpoint={{
          session: session.data,
          retry: () => void session.refetch(),
          retrying: session.isFetching,
        }}
      />
    </LessonRomanisation>
  );
}
