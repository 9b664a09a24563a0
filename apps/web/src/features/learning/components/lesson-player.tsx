import { protectedPaths } from '@roots/shared/routes';
import type { Attempt, CheckpointSession, CheckResult, Lesson } from '@roots/shared/contracts/learning';
import { BookOpen, CheckCircle2, X, XCircle } from 'lucide-react';
import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { notify } from '../../../lib/notify.ts';
import { useCheckAnswer } from '../api/check-answer.ts';
import { type AttemptDriver, onlineDriver } from '../attempt-driver.ts';
import { type AnswerValue, answerText, isReady } from '../exercises/answer.ts';
import { ExerciseView } from '../exercises/exercise-view.tsx';
import { FidelSpelling } from '../romanisation/fidel-spelling.tsx';
import { Romanised } from '../romanisation/romanisation.tsx';
import { RomanisationToggle } from '../romanisation/romanisation-toggle.tsx';
import { CheckpointFailed, CheckpointPassed, MistakesLeft } from './checkpoint.tsx';
import { HeartsMeter } from './hearts-meter.tsx';
import { LessonComplete } from './lesson-complete.tsx';
import { currentExercise, initPlayer, playerReducer } from './lesson-player-state.ts';
import { OutOfHearts } from './out-of-hearts.tsx';
import { ReportProblem } from './report-problem.tsx';
import { useExerciseShortcuts } from './use-exercise-shortcuts.ts';
import { WordIntroBar, WordIntroCard } from './word-intro.tsx';
import { hasMetWords, markWordsMet } from '../words-met.ts';
import { useLessonAids } from './use-lesson-aids.ts';
import { UnitTipsDialog } from './unit-tips.tsx';

function FeedbackPanel({
  feedback,
  onContinue,
  exercise,
  value,
  played,
}: {
  feedback: CheckResult;
  onContinue: () => void;
  exercise: Lesson['exercises'][number] | undefined;
  value: AnswerValue;
  /** What is being played, as the retry note names it. */
  played: 'lesson' | 'checkpoint';
}) {
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
            {!good || slip ? <Romanised text={feedback.expected} exercise={exercise} answered /> : null}
            {good && !slip && exercise ? (
              <FidelSpelling typed={answerText(exercise, value)} expected={feedback.expected} />
            ) : null}
            {!good ? (
              <p className="text-sm">
                {played === 'checkpoint' && feedback.attempt.status === 'failed'
                  ? 'That was one mistake too many, so this checkpoint ends here.'
                  : `You will see this one again at the end of the ${played}.`}
              </p>
            ) : null}
            {feedback.explanation ? <p className="mt-1 text-sm">{feedback.explanation}</p> : null}
            {/* A reading drill's explanation names its sounds already: its romanisation stays off. */}
            {feedback.explanation ? (
              <Romanised text={feedback.explanation} exercise={exercise} answered={false} />
            ) : null}
            {exercise ? (
              <ReportProblem key={exercise.id} exerciseId={exercise.id} answer={answerText(exercise, value)} />
            ) : null}
          </div>
        </div>
        <Button size="lg" variant={good ? 'primary' : 'danger'} onClick={onContinue} autoFocus>
          Continue
        </Button>
      </div>
    </div>
  );
}

/** A checkpoint played in the lesson player: its unit for the result screens, and a fresh draw. */
export interface CheckpointPlay {
  session: CheckpointSession;
  retry: () => void;
  retrying: boolean;
}

export function LessonPlayer({
  lesson,
  attempt,
  userId,
  checkpoint,
  driver = onlineDriver,
}: {
  lesson: Lesson;
  attempt: Attempt;
  userId: string;
  checkpoint?: CheckpointPlay;
  /** Offline, the device grades and keeps each step for the server (features/offline). */
  driver?: AttemptDriver;
}) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(playerReducer, { lesson, attempt }, (start) =>
    initPlayer({ ...start, wordsMet: hasMetWords(userId, lesson.id) }),
  );
  const { feedback, value, done, quitOpen } = state;
  // Beside the player's state, not in it: reading the tips changes nothing of the lesson.
  const [tipsOpen, setTipsOpen] = useState(false);
  const exercise = currentExercise(state);
  const checkAnswer = useCheckAnswer(userId, driver);
  const aids = useLessonAids(state, dispatch, userId, driver);
  // The key of the submission in flight: a network retry reuses it, so nothing is graded twice.
  const submission = useRef<{ exerciseId: string; key: string } | null>(null);

  const check = () => {
    if (!exercise || feedback || checkAnswer.isPending || !isReady(exercise, value)) return;
    if (submission.current?.exerciseId !== exercise.id) {
      submission.current = { exerciseId: exercise.id, key: crypto.randomUUID() };
    }
    const submitted = {
      exerciseId: exercise.id,
      attemptId: state.attempt.lesson_attempt_id,
      answer: value,
      idempotencyKey: submission.current.key,
    };
    checkAnswer.mutate(submitted, {
      onSuccess: (result) => {
        submission.current = null;
        dispatch({ type: 'checked', result });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'OUT_OF_HEARTS') dispatch({ type: 'outOfHearts' });
        else void notify('error', error.message);
      },
    });
  };
  const next = () => dispatch({ type: 'continue' });
  // Going through the words (or skipping them) is remembered: next time they can be skipped.
  const introStep = (type: 'introNext' | 'introSkip') => {
    if (type === 'introSkip' || (state.intro && state.intro.index + 1 >= state.intro.count))
      markWordsMet(userId, lesson.id);
    dispatch({ type });
  };

  useExerciseShortcuts({
    paused: quitOpen || tipsOpen,
    onEnter: () => (state.intro ? introStep('introNext') : feedback ? next() : check()),
    onNumber: (index) => dispatch({ type: 'pick', index }),
  });

  const total = lesson.exercises.length;
  const { summary } = state.attempt;
  if (state.attempt.status === 'completed' && !feedback && driver.completed) return driver.completed(state.attempt);
  if (state.attempt.status === 'completed' && !feedback && summary) {
    return checkpoint ? (
      <CheckpointPassed session={checkpoint.session} languageId={lesson.language.id} userId={userId} />
    ) : (
      <LessonComplete summary={summary} lesson={lesson} userId={userId} />
    );
  }
  if (state.attempt.status === 'failed' && !feedback) {
    return checkpoint ? (
      <CheckpointFailed session={checkpoint.session} onRetry={checkpoint.retry} retrying={checkpoint.retrying} />
    ) : (
      <OutOfHearts userId={userId} />
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <h1 className="sr-only">{lesson.title}</h1>
      <div className="mx-auto flex w-full max-w-3xl items-center gap-4 px-4 pt-6">
        <button
          type="button"
          onClick={() => dispatch({ type: 'quit', open: true })}
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
        <RomanisationToggle />
        {lesson.unit.has_tips ? (
          <button
            type="button"
            onClick={() => setTipsOpen(true)}
            aria-label="Tips"
            title={`Tips for ${lesson.unit.title}`}
            className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-line text-ink-muted transition-colors hover:bg-surface-sunken"
          >
            <BookOpen aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        {checkpoint ? (
          <MistakesLeft allowed={checkpoint.session.mistakes_allowed} made={state.attempt.wrong_answers} />
        ) : (
          <HeartsMeter userId={userId} showCountdown={false} />
        )}
      </div>
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        {state.intro ? (
          <WordIntroCard words={lesson.new_words} intro={state.intro} languageCode={lesson.language.code} />
        ) : exercise ? (
          <ExerciseView
            key={exercise.id}
            exercise={exercise}
            languageCode={lesson.language.code}
            specialCharacters={lesson.language.special_characters}
            value={value}
            onChange={(answer) => dispatch({ type: 'answer', value: answer })}
            feedback={feedback}
            checkPair={aids.checkPair}
            spoken={aids.spoken}
          />
        ) : null}
      </div>
      <div className="sticky bottom-0">
        {state.intro ? (
          <WordIntroBar
            intro={state.intro}
            onNext={() => introStep('introNext')}
            onSkip={() => introStep('introSkip')}
          />
        ) : feedback ? (
          <FeedbackPanel
            feedback={feedback}
            onContinue={next}
            exercise={exercise}
            value={value}
            played={checkpoint ? 'checkpoint' : 'lesson'}
          />
        ) : (
          <div className="border-t border-line bg-surface">
            <div className="mx-auto flex max-w-3xl items-center justify-end gap-3 px-4 py-5">
              {aids.skip ? (
                <Button variant="ghost" className="mr-auto" onClick={aids.skip.run} isLoading={aids.skip.sending}>
                  {aids.skip.label}
                </Button>
              ) : null}
              {/* A speak exercise is marked by the learner in the exercise itself: nothing to check. */}
              {exercise?.type === 'speak' ? null : (
                <Button
                  size="lg"
                  onClick={check}
                  isLoading={checkAnswer.isPending}
                  disabled={!exercise || !isReady(exercise, value)}
                >
                  Check
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
      <Modal
        open={quitOpen}
        title="Leave this lesson?"
        onClose={() => dispatch({ type: 'quit', open: false })}
        footer={
          <>
            <Button variant="ghost" onClick={() => void navigate(protectedPaths.dashboard)}>
              Leave lesson
            </Button>
            <Button onClick={() => dispatch({ type: 'quit', open: false })}>Keep learning</Button>
          </>
        }
      >
        Your answers so far are saved, so you can pick up where you left off.
      </Modal>
      {lesson.unit.has_tips ? (
        <UnitTipsDialog
          unitId={lesson.unit.id}
          unitTitle={lesson.unit.title}
          open={tipsOpen}
          onClose={() => setTipsOpen(false)}
        />
      ) : null}
    </div>
  );
}
