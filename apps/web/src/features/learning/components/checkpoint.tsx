import type { CheckpointSession, CourseUnit } from '@roots/shared/contracts/learning';
import { checkpointRules } from '@roots/shared/domain/learning';
import { pathTo, protectedPaths } from '@roots/shared/routes';
import { RotateCcw, ShieldAlert, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useProgress } from '../api/get-progress.ts';

const mistakesThatFail = checkpointRules.mistakesAllowed + 1;

/** What a checkpoint is, said once on the map and again before it starts. */
const CHECKPOINT_RULE = `Answer ${String(checkpointRules.questions)} questions with fewer than ${String(mistakesThatFail)} mistakes to skip ahead. Skipped lessons give no XP or coins.`;

/**
 * The end of a unit not yet completed: its checkpoint, for a learner who knows the unit already.
 * It explains itself before starting, since a pass skips lessons for good.
 */
export function CheckpointNode({ unit, nextUnit }: { unit: CourseUnit; nextUnit: CourseUnit | undefined }) {
  const [open, setOpen] = useState(false);
  const unitName = `Unit ${String(unit.position)}`;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-control border border-dashed border-line px-3 py-2">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ochre-soft text-on-ochre-soft">
        <Trophy aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">Checkpoint</span>
        <span className="block text-sm text-ink-muted">Know this unit? Skip ahead.</span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Test out of ${unitName}: ${unit.title}`}
      >
        Test out
      </Button>
      {/* The actions are in the body, stacked on a phone: side by side they wrapped at 320 px. */}
      <Modal open={open} title={`Test out of ${unitName}`} onClose={() => setOpen(false)}>
        <p>{CHECKPOINT_RULE}</p>
        <p className="mt-2 text-ink-muted">
          Passing marks every lesson up to the end of {unitName} as done
          {nextUnit ? ` and opens Unit ${String(nextUnit.position)}` : ''}. Mistakes here cost no hearts.
        </p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Not now
          </Button>
          <Link to={pathTo.checkpoint(unit.id)} className={buttonClasses('primary', 'md')}>
            Start the checkpoint
          </Link>
        </div>
      </Modal>
    </div>
  );
}

/** Mistakes the learner may still make, in the player's header where a lesson shows hearts. */
export function MistakesLeft({ allowed, made }: { allowed: number; made: number }) {
  const left = Math.max(0, allowed - made);
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-ink">
      <ShieldAlert aria-hidden="true" className="size-5 text-ochre" />
      {left === 1 ? '1 mistake left' : `${String(left)} mistakes left`}
    </span>
  );
}

/** A passed checkpoint: what it did, and the way on. */
export function CheckpointPassed({
  session,
  languageId,
  userId,
}: {
  session: CheckpointSession;
  languageId: string;
  userId: string;
}) {
  const { unit, next_unit: next } = session;
  const progress = useProgress(languageId, userId);
  const nextLesson = progress.data?.next_lesson_id;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-16 text-center">
      <Trophy aria-hidden="true" className="size-16 text-ochre" />
      <h1 className="text-3xl font-extrabold text-ink">
        Unit {unit.position} done{next ? ` — on to ${next.title}` : ''}
      </h1>
      <p className="text-ink-muted">
        You tested out of {unit.title}: every lesson up to the end of Unit {unit.position} is marked done
        {next ? ` and Unit ${String(next.position)} is open` : ''}. Skipped lessons give no XP or coins.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={protectedPaths.dashboard} className={buttonClasses('secondary', 'lg')}>
          Back to the course
        </Link>
        {next && nextLesson ? (
          <Link to={pathTo.lesson(nextLesson)} className={buttonClasses('primary', 'lg')}>
            Start Unit {next.position}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** A failed checkpoint: nothing lost, and a fresh set of questions on request. */
export function CheckpointFailed({
  session,
  onRetry,
  retrying,
}: {
  session: CheckpointSession;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="checkpoint-failed"
      className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-16 text-center"
    >
      <RotateCcw aria-hidden="true" className="size-16 text-primary" />
      <h1 id="checkpoint-failed" className="text-3xl font-extrabold text-ink">
        Not this time
      </h1>
      <p className="text-ink-muted">
        {mistakesThatFail} mistakes end a checkpoint. Nothing is lost: your lessons and hearts are as they were. Take
        the lessons of Unit {session.unit.position}, or try again with a fresh set of questions.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onRetry} isLoading={retrying} autoFocus>
          Try again
        </Button>
        <Link to={protectedPaths.dashboard} className={buttonClasses('secondary', 'lg')}>
          Back to the course
        </Link>
      </div>
    </div>
  );
}
