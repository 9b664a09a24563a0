import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import type { AdminExercise } from '@roots/shared/contracts/management';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * "Play as a learner": the lesson's exercises one after another, as its learners will meet them,
 * whatever the lessons before it and whether it is published. It plays in the CMS with the
 * editor's preview grading and never calls the lesson API: no attempt is started, so no XP, coins,
 * hearts, streak, completion or league points can be credited, and the learner's lock is untouched.
 */
export function LessonPreview({
  title,
  exercises,
  renderPreview,
  onClose,
}: {
  title: string;
  exercises: readonly AdminExercise[];
  renderPreview: (source: ExerciseSource) => React.ReactNode;
  onClose: () => void;
}) {
  const playable = exercises.filter((exercise) => exercise.status !== 'archived');
  const [index, setIndex] = useState(0);
  const current = playable[index];
  return (
    <section
      aria-label={`Preview of ${title}`}
      className="mt-3 space-y-3 rounded-card border-2 border-dashed border-ochre bg-surface p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-bold">Preview: {title}</h4>
          <p className="text-sm text-ink-muted">
            Nothing is credited: no XP, coins, hearts, streak or completion. Drafts play too.
          </p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close preview
        </Button>
      </div>
      {current ? (
        <>
          <p className="text-sm font-semibold" aria-live="polite">
            Exercise {index + 1} of {playable.length}
            {current.status === 'draft' ? ' (draft: learners do not see it yet)' : ''}
          </p>
          <div key={current.id}>{renderPreview(current.exercise as ExerciseSource)}</div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={index === 0}
              onClick={() => {
                setIndex(index - 1);
              }}
            >
              Previous
            </Button>
            <Button
              size="sm"
              disabled={index === playable.length - 1}
              onClick={() => {
                setIndex(index + 1);
              }}
            >
              Next exercise
            </Button>
          </div>
        </>
      ) : (
        <p className="text-ink-muted">This lesson has no exercises to play yet.</p>
      )}
    </section>
  );
}
