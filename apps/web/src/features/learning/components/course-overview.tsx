import { pathTo } from '@roots/shared/routes';
import { useSuspenseQueries } from '@tanstack/react-query';
import { ArrowRight, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { courseMapQueryOptions } from '../api/get-course-map.ts';
import { progressQueryOptions } from '../api/get-progress.ts';
import { CoursePath } from './course-path.tsx';

/** The current course: the next lesson to continue with, then the whole path of units. */
export function CourseOverview({
  userId,
  languageId,
  languageName,
}: {
  userId: string;
  languageId: string;
  languageName: string;
}) {
  // Both at once: one suspense query after the other would fetch them one after the other.
  const [{ data: units }, { data: progress }] = useSuspenseQueries({
    queries: [courseMapQueryOptions(languageId, userId), progressQueryOptions(languageId, userId)],
  });
  const next = progress.next_lesson_id;
  const nextTitle = units.flatMap((unit) => unit.lessons).find((lesson) => lesson.id === next)?.title;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">Your {languageName} course</h2>
      <Card className="flex flex-wrap items-center justify-between gap-4 border-primary/40 bg-primary-soft/50">
        {next ? (
          <>
            <div>
              <p className="text-sm font-semibold text-on-primary-soft">
                {languageName} · {progress.percent}% of the course done
              </p>
              <p className="text-xl font-bold text-ink">Up next: {nextTitle}</p>
            </div>
            <Link to={pathTo.lesson(next)} className={buttonClasses('primary', 'lg')}>
              Continue <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </>
        ) : (
          <p className="flex items-center gap-2 text-lg font-bold text-ink">
            <PartyPopper aria-hidden="true" className="size-6 text-accent" /> You finished every lesson of the{' '}
            {languageName} course. Ngoma! Try another language next.
          </p>
        )}
      </Card>
      <CoursePath units={units} nextLessonId={next} />
    </div>
  );
}
