import { protectedPaths } from '@roots/shared/routes';
import type { Attempt, CheckResult, Lesson } from '@roots/shared/contracts/learning';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, X, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { notify } from '../../../lib/notify.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';
import { checkAnswer } from '../api/learning.ts';
import { type AnswerValue, emptyAnswer, hasOptions, isReady } from '../exercises/answer.ts';
import { ExerciseView } from '../exercises/exercise-view.tsx';
import { HeartsMeter } from './hearts-meter.tsx';
import { LessonComplete } from './lesson-complete.tsx';
import { OutOfHearts } from './out-of-hearts.tsx';

/** The exercises still to do: new ones in order first, then the ones answered wrongly. */
function initialQueue(lesson: Lesson, attempt: Attempt): string[] {
  const done = new Set(attempt.correct_exercise_ids);
  const retry = new Set(attempt.retry_exercise_ids);
  const pending = lesson.exercises.filter((e) => !done.has(e.id));
  return [...pending.filter((e) => !retry.has(e.id)), ...pending.filter((e) => retry.has(e.id))].map((e) => e.id);
}

function FeedbackPanel({ feedback, onContinue }: { feedback: CheckResult; onContinue: () => void }) {
  const good = feedback.correct;
  const slip = feedback.result === 'tone' || feedback.result === 'typo';
  return (
    <div
      role="status"
      className={cn('border-t-2', good ? 'border-success bg-success-soft' : 'border-danger bg-danger-soft')}
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 px-4 py-5">
        <div className="flex items-start gap-3">
          {good ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
          ) : (
            <XCircle aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-danger" />
          )}
          <div className="text-ink">
            <p className="text-xl font-extrabold">
              {good ? (slip ? 'Correct, nearly perfect!' : 'Correct!') : 'Not quite'}
            </p>
            {feedback.note ? <p className="font-semibold">{feedback.note}</p> : null}
            {!good || slip ? (
              <p>
                {good ? 'Exact spelling: ' : 'Correct answer: '}
                <span className="font-semibold">{feedback.expected}</span>
              </p>
            ) : null}
            {!good ? <p className="text-sm">You will see this one again at the end of the lesson.</p> : null}
            {feedback.explanation ? <p className="mt-1 text-sm">{feedback.explanation}</p> : null}
          </div>
        </div>
        <Button size="lg" variant={good ? 'primary' : 'danger'} onClick={onContinue} autoFocus>
          Continue
        </Button>
      </div>
    </div>
  );
}

export function LessonPlayer({ lesson, attempt, userId }: { lesson: Lesson; attempt: Attempt; userId: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [queue, setQueue] = useState(() => initialQueue(lesson, attempt));
  const [done, setDone] = useState(() => attempt.correct_exercise_ids.length);
  const [state, setState] = useState<Attempt>(attempt);
  const [feedback, setFeedback] = useState<CheckResult>();
  const [checking, setChecking] = useState(false);
  const [quitOpen, setQuitOpen] = useState(false);
  const exercise = lesson.exercises.find((e) => e.id === queue[0]);
  const [value, setValue] = useState<AnswerValue>(() => (exercise ? emptyAnswer(exercise) : ''));
  // The key of the submission in flight: a network retry reuses it, so nothing is graded twice.
  const submission = useRef<{ exerciseId: string; key: string } | null>(null);

  const check = useCallback(async () => {
    if (!exercise || feedback || checking || !isReady(exercise, value)) return;
    if (submission.current?.exerciseId !== exercise.id) {
      submission.current = { exerciseId: exercise.id, key: crypto.randomUUID() };
    }
    setChecking(true);
    try {
      const result = await checkAnswer(exercise.id, state.lesson_attempt_id, value, submission.current.key);
      submission.current = null;
      setFeedback(result);
      setState(result.attempt);
      client.setQueryData(learnerKeys.hearts(userId), result.hearts);
      if (result.attempt.status === 'completed') void client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OUT_OF_HEARTS') {
        setState((current) => ({ ...current, status: 'failed' }));
        return;
      }
      void notify('error', error instanceof Error ? error.message : 'Your answer could not be checked. Try again.');
    } finally {
      setChecking(false);
    }
  }, [exercise, feedback, checking, value, state.lesson_attempt_id, client, userId]);

  const next = useCallback(() => {
    if (!feedback || !exercise) return;
    const rest = queue.slice(1);
    const nextQueue = feedback.correct ? rest : [...rest, exercise.id];
    if (feedback.correct) setDone((count) => count + 1);
    setQueue(nextQueue);
    setFeedback(undefined);
    const upcoming = lesson.exercises.find((e) => e.id === nextQueue[0]);
    setValue(upcoming ? emptyAnswer(upcoming) : '');
  }, [feedback, exercise, queue, lesson.exercises]);

  // Keyboard: 1–9 choose an option or a tile, Enter checks and continues.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (quitOpen || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      const typing = target.tagName === 'TEXTAREA' || target.tagName === 'INPUT';
      if (event.key === 'Enter') {
        // Enter on Check, Continue or a link does what that control does; on an answer choice
        // (an option, a tile, a word to match) it checks, as it does everywhere else.
        const isControl =
          (target.tagName === 'BUTTON' || target.tagName === 'A') && !('answerChoice' in target.dataset);
        if (isControl) return;
        event.preventDefault();
        if (feedback) next();
        else void check();
        return;
      }
      if (typing || feedback || !exercise || !/^[1-9]$/.test(event.key)) return;
      const index = Number(event.key) - 1;
      if (exercise.type === 'word_bank') {
        const tile = exercise.tiles?.[index];
        const chosen = value as string[];
        if (tile && !chosen.includes(tile.id)) setValue([...chosen, tile.id]);
      } else if (hasOptions(exercise)) {
        const option = exercise.options?.[index];
        if (option) setValue(option.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [quitOpen, feedback, exercise, value, next, check]);

  const total = lesson.exercises.length;
  const finished = state.status === 'completed' && !feedback && state.summary;
  if (finished && state.summary) {
    return <LessonComplete summary={state.summary} lesson={lesson} userId={userId} />;
  }
  if (state.status === 'failed' && !feedback) return <OutOfHearts userId={userId} />;

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="mx-auto flex w-full max-w-3xl items-center gap-4 px-4 pt-6">
        <button
          type="button"
          onClick={() => setQuitOpen(true)}
          aria-label="Quit the lesson"
          className="rounded-full p-2 text-ink-muted hover:bg-surface-sunken"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
        <ProgressBar
          value={done}
          max={total}
          label={`${String(done)} of ${String(total)} exercises done`}
          className="h-4"
        />
        <HeartsMeter userId={userId} showCountdown={false} />
      </div>
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        {exercise ? (
          <ExerciseView
            key={exercise.id}
            exercise={exercise}
            languageCode={lesson.language.code}
            specialCharacters={lesson.language.special_characters}
            value={value}
            onChange={setValue}
            feedback={feedback}
          />
        ) : null}
      </div>
      <div className="sticky bottom-0">
        {feedback ? (
          <FeedbackPanel feedback={feedback} onContinue={next} />
        ) : (
          <div className="border-t border-line bg-surface">
            <div className="mx-auto flex max-w-3xl justify-end px-4 py-5">
              <Button
                size="lg"
                onClick={() => void check()}
                isLoading={checking}
                disabled={!exercise || !isReady(exercise, value)}
              >
                Check
              </Button>
            </div>
          </div>
        )}
      </div>
      <Modal
        open={quitOpen}
        title="Leave this lesson?"
        onClose={() => setQuitOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => void navigate(protectedPaths.dashboard)}>
              Leave lesson
            </Button>
            <Button onClick={() => setQuitOpen(false)}>Keep learning</Button>
          </>
        }
      >
        Your answers so far are saved, so you can pick up where you left off.
      </Modal>
    </div>
  );
}
