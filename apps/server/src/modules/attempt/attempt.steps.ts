// The steps of an attempt besides an answer check (attempt.answers.ts): starting one, a pair of a
// match exercise tapped, a listen or speak exercise skipped or a speak exercise marked by the learner. Each is one transaction that takes the
// learner's stats row lock first, as every change to a learner's attempts does.
import type { Attempt, PairCheck } from '@roots/shared/contracts/learning';
import { partnerOf } from '@roots/shared/domain/exercise-grader';
import { skipWindowEnd } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import type { ExerciseRow } from '../course/course-exercise.repository.ts';
import type { CourseService } from '../course/course.service.ts';
import type { LearnerRepository, StatsRow } from '../learner/learner.repository.ts';
import { heartsOf } from '../learner/learner.views.ts';
import type { AnswerCheckRepository, AnswerRead } from './answer-check.repository.ts';
import { type Completed, completeAttempt, finishes, rewardQuestion, rewardWrites } from './attempt.completion.ts';
import type { AnswerRow, AttemptRepository } from './attempt.repository.ts';
import {
  attemptWith,
  changes,
  exerciseCount,
  OUT_OF_HEARTS,
  type PublishedExercise,
  requireActive,
  withAnswer,
} from './attempt.state.ts';
import { toAttempt } from './attempt.views.ts';

export { AUDIO_SKIP_MS } from '@roots/shared/domain/learning';

/** What the steps' transactions read and write. */
export interface AttemptRepos {
  learners: LearnerRepository;
  attempts: AttemptRepository;
  answerChecks: AnswerCheckRepository;
  progress: CourseProgressRepository;
}

/** The unit of work the steps run in, and their clock. */
export interface StepContext {
  uow: UnitOfWork<AttemptRepos>;
  now: () => Date;
}

/** Whose attempt a pair check or a skip is of, and which exercise of it. */
interface Asked {
  userId: string;
  exerciseId: string;
  lesson_attempt_id: string;
}

/** What a pair check or a skip reads: the learner's locked row, their attempt and its answers. */
async function readOne(repos: AttemptRepos, asked: Asked, at: Date): Promise<AnswerRead> {
  const [read] = await repos.answerChecks.forAnswers(
    [{ userId: asked.userId, exerciseId: asked.exerciseId, attemptId: asked.lesson_attempt_id }],
    at,
  );
  if (!read) throw new Error('forAnswers answered no question');
  return read;
}

/** Starts (or resumes) an attempt at an available or completed lesson (`access`, from the course). */
export async function startLesson(
  { uow, now }: StepContext,
  userId: string,
  lessonId: string,
  access: Awaited<ReturnType<CourseService['lessonAccess']>>,
): Promise<Attempt> {
  if (access.status === 'locked') {
    throw new AppError('FORBIDDEN', 'This lesson is still locked. Finish the lessons before it first.');
  }
  const at = now();
  return uow.transaction(async (repos) => {
    const stats = await repos.learners.stats(userId, { lock: true });
    const active = await repos.attempts.activeLessonAttempt(userId, lessonId);
    if (active) return toAttempt(active, stats, at, await repos.attempts.answers(active.id));
    if (heartsOf(stats, at).heart_count <= 0) throw new AppError('OUT_OF_HEARTS', OUT_OF_HEARTS);
    await repos.progress.enroll(userId, access.language.id);
    const attempt = await repos.attempts.createLessonAttempt(userId, lessonId, at);
    return toAttempt(attempt, stats, at, []);
  });
}

/**
 * One pair of a match exercise, as the learner taps it: only whether that pair is right. A
 * wrong pair costs no heart but is a mistake (the lesson is no longer perfect and the combo
 * restarts), so trying pairs is never free; the whole answer is still graded as an answer check.
 */
export async function checkPair(
  { uow, now }: StepContext,
  asked: Asked & { left: string; right: string },
  exercise: ExerciseRow,
): Promise<PairCheck> {
  const pairs = exercise.solution.pairs;
  if (!pairs) throw new AppError('VALIDATION_FAILED', 'That exercise has no pairs to match.');
  const known =
    (exercise.payload.left ?? []).some((item) => item.id === asked.left) &&
    (exercise.payload.right ?? []).some((item) => item.id === asked.right);
  if (!known) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Those words are not part of this exercise. If the lesson was open before an update, reload the page.',
    );
  }
  const correct = partnerOf(pairs, asked.left) === asked.right;
  await uow.transaction(async (repos) => {
    const at = now();
    const { stats, attempt: found, answers } = await readOne(repos, asked, at);
    const attempt = attemptWith(found, exercise);
    requireActive(attempt);
    const done = answers.some((answer) => answer.exerciseId === asked.exerciseId && answer.correctAt !== null);
    if (correct || done) return;
    await repos.answerChecks.saveAnswers(
      [changes({ ...stats, consecutiveCorrect: 0 }, { ...attempt, wrongAnswers: attempt.wrongAnswers + 1 }, attempt)],
      at,
    );
  });
  return { correct };
}

/**
 * The audio steps done without an answer to grade, each of one exercise type: "Can't listen now"
 * on a listen exercise and "Can't speak now" on a speak exercise, each of which also opens its
 * 15-minute window (the player skips the next ones of that type the same way; the window is not
 * stretched by skipping inside it), and a speak exercise said and marked by the learner. None
 * costs a heart, counts as a mistake or moves the answer streak: the server cannot hear whether it
 * was said well, so it pays only what the lesson pays at completion, as any exercise does.
 */
export const audioSteps = {
  skipListening: { type: 'listen', window: 'listeningSkippedUntil' },
  skipSpeaking: { type: 'speak', window: 'speakingSkippedUntil' },
  spoken: { type: 'speak', window: undefined },
} as const satisfies Record<
  string,
  { type: ExerciseRow['type']; window: 'listeningSkippedUntil' | 'speakingSkippedUntil' | undefined }
>;
export type AudioStep = keyof typeof audioSteps;

const ONLY: Record<AudioStep, string> = {
  skipListening: 'Only listen exercises can be skipped with “Can’t listen now”.',
  skipSpeaking: 'Only speak exercises can be skipped with “Can’t speak now”.',
  spoken: 'Only speak exercises are marked by the learner; answer this one with a check.',
};

/** One audio step (`audioSteps`): the exercise counts as done, and the attempt completes if it was the last. */
export async function audioStep(
  { uow, now }: StepContext,
  step: AudioStep,
  asked: Asked,
  found: PublishedExercise,
): Promise<Attempt> {
  const { exercise, lesson } = found;
  const { type, window } = audioSteps[step];
  if (exercise.type !== type) throw new AppError('VALIDATION_FAILED', ONLY[step]);
  const { exerciseId } = asked;
  return uow.transaction(async (repos) => {
    const at = now();
    const read = await readOne(repos, asked, at);
    const { stats, answers } = read;
    const attempt = attemptWith(read.attempt, exercise);
    const previous = answers.find((a) => a.exerciseId === exerciseId);
    if (previous?.correctAt) return toAttempt(attempt, stats, at, answers);
    requireActive(attempt);
    const answer: AnswerRow = {
      attemptId: attempt.id,
      exerciseId,
      wrongCount: previous?.wrongCount ?? 0,
      correctAt: at,
      result: { verdict: 'correct', expected: '' },
    };
    const answered = withAnswer(answers, answer);
    let nextStats: StatsRow = stats;
    if (window) {
      nextStats = { ...stats, [window]: skipWindowEnd(stats[window], at) };
    }
    let nextAttempt = attempt;
    let completed: Completed | undefined;
    const correctCount = answered.filter((a) => a.correctAt !== null).length;
    if (correctCount >= exerciseCount(attempt, lesson.exercises.length)) {
      const [rewards] = await repos.answerChecks.forRewards([rewardQuestion(read, at)]);
      if (!rewards) throw new Error('forRewards answered no question');
      ({
        stats: nextStats,
        attempt: nextAttempt,
        completed,
      } = completeAttempt({
        read,
        rewards,
        attempt,
        stats: nextStats,
        ...finishes(attempt, found),
        answers: answered,
        at,
      }));
    }
    const { gains, ...paid } = rewardWrites(read, at, completed, completed?.rewarded.hearts);
    await repos.answerChecks.saveAnswers(
      [{ answers: [answer], ...changes(nextStats, nextAttempt, attempt, gains), ...paid }],
      at,
    );
    return toAttempt(nextAttempt, nextStats, at, answered);
  });
}
