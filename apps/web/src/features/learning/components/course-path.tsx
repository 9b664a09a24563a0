import { pathTo } from '@roots/shared/routes';
import type { CourseUnit } from '@roots/shared/contracts/learning';
import { BookOpen, Check, ChevronDown, Lock, Play } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { cn } from '../../../lib/cn.ts';
import { CheckpointNode } from './checkpoint.tsx';

const statusText = { locked: 'Locked', available: 'Start', completed: 'Completed' } as const;

/**
 * The course as a path: units in order, each lesson locked, available or completed, and each unit
 * not yet completed ending in its checkpoint (locked units too: testing out is how one skips ahead).
 */
export function CoursePath({ units, nextLessonId }: { units: CourseUnit[]; nextLessonId: string | null }) {
  return (
    <ol className="flex flex-col gap-6">
      {units.map((unit, index) => {
        const done = unit.lessons.every((lesson) => lesson.status === 'completed');
        const locked = unit.lessons.every((lesson) => lesson.status === 'locked');
        return (
          <li
            key={unit.id}
            // Units past the first two start below the fold: the browser lays them out and paints
            // them only as they near the screen (a course has up to a dozen units of lessons), with
            // their last size kept. A slow phone spends that work on what is on screen.
            className={cn(
              'min-w-0',
              index >= 2 && '[content-visibility:auto]',
              index >= 2 && (locked ? '[contain-intrinsic-size:auto_13rem]' : '[contain-intrinsic-size:auto_24rem]'),
            )}
          >
            <section
              aria-labelledby={`unit-${unit.id}`}
              className={cn(
                'rounded-card border p-5',
                locked ? 'border-line bg-surface-sunken/60' : 'border-line bg-surface-raised shadow-card',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
                    Unit {unit.position}
                    {done ? ' · complete' : ''}
                  </p>
                  <h3 id={`unit-${unit.id}`} className="mt-1 text-lg font-bold text-ink">
                    {unit.title}
                  </h3>
                </div>
                {/* Open in a locked unit too: tips are a book to read ahead, not a reward. */}
                {unit.has_tips ? (
                  <Link
                    to={pathTo.unitTips(unit.id)}
                    className={buttonClasses('secondary', 'sm', 'shrink-0')}
                    aria-label={`Tips for ${unit.title}`}
                  >
                    <BookOpen aria-hidden="true" className="size-4" /> Tips
                  </Link>
                ) : null}
              </div>
              <p className="text-sm text-ink-muted">{unit.description}</p>
              {locked ? (
                <LockedLessons count={unit.lessons.length} after={units[index - 1]?.position}>
                  <LessonList lessons={unit.lessons} nextLessonId={nextLessonId} />
                </LockedLessons>
              ) : (
                <LessonList lessons={unit.lessons} nextLessonId={nextLessonId} />
              )}
              {done ? null : <CheckpointNode unit={unit} nextUnit={units[index + 1]} />}
            </section>
          </li>
        );
      })}
    </ol>
  );
}

/** A unit's lessons, each a link to it unless locked. */
function LessonList({ lessons, nextLessonId }: { lessons: CourseUnit['lessons']; nextLessonId: string | null }) {
  return (
    <ol className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
      {lessons.map((lesson) => {
        const isNext = lesson.id === nextLessonId;
        const Icon = lesson.status === 'completed' ? Check : lesson.status === 'locked' ? Lock : Play;
        const content = (
          <>
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full',
                lesson.status === 'completed' && 'bg-success text-surface-raised',
                lesson.status === 'available' && 'bg-primary text-on-primary',
                lesson.status === 'locked' && 'bg-surface-sunken text-ink-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-ink">{lesson.title}</span>
              <span className="block text-sm text-ink-muted">
                {statusText[lesson.status]} · {lesson.xp_reward} XP
              </span>
            </span>
          </>
        );
        const classes = cn(
          'flex items-center gap-3 rounded-control border px-3 py-2 no-underline',
          isNext ? 'border-primary bg-primary-soft' : 'border-line',
        );
        return (
          <li key={lesson.id}>
            {lesson.status === 'locked' ? (
              <div className={cn(classes, 'opacity-70')} aria-disabled="true">
                {content}
              </div>
            ) : (
              <Link
                to={pathTo.lesson(lesson.id)}
                className={cn(classes, 'transition-colors hover:border-primary')}
                aria-label={`${lesson.title}: ${statusText[lesson.status]}${isNext ? ', up next' : ''}`}
              >
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A locked unit's lessons, folded: their number, and the list on request. A new learner's path is
 * mostly locked units, whose lessons (eight elements each) were most of the dashboard's page and of
 * the work its first render does on a phone; folded, the list is rendered only once opened.
 */
function LockedLessons({ count, after, children }: { count: number; after?: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="group mt-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex w-fit cursor-pointer items-center gap-2 rounded-control text-sm font-semibold text-ink-muted hover:text-ink">
        <Lock aria-hidden="true" className="size-4" />
        {count === 1 ? '1 lesson' : `${count} lessons`}
        {after === undefined ? '' : `, open once Unit ${after} is done`}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {open ? <div className="mt-3">{children}</div> : null}
    </details>
  );
}
