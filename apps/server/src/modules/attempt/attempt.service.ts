import type { Attempt, CheckResult, PairCheck } from '@roots/shared/contracts/learning';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CourseCatalogue } from '../course/course.catalogue.ts';
import type { CourseService } from '../course/course.service.ts';
import type { Publisher } from '../notifications/notifications.service.ts';
import { answerSteps } from './attempt.answers.ts';
import { createAnswerPipeline } from './attempt.pipeline.ts';
import { NOT_IN_ATTEMPT } from './attempt.state.ts';
import {
  type AttemptRepos,
  type AudioStep,
  audioStep,
  checkPair,
  startLesson,
  type StepContext,
} from './attempt.steps.ts';
import { toAttempt } from './attempt.views.ts';

export { OUT_OF_HEARTS } from './attempt.state.ts';
export { type AttemptRepos, AUDIO_SKIP_MS, type AudioStep } from './attempt.steps.ts';

const NOT_FOUND_ATTEMPT = 'We could not find that lesson attempt.';

interface AttemptDeps {
  uow: UnitOfWork<AttemptRepos>;
  /** The exercises, their lessons and the course words, from memory (course.catalogue.ts). */
  catalogue: CourseCatalogue;
  course: Pick<CourseService, 'lessonAccess'>;
  now?: () => Date;
  /** Told after an attempt completes: its rewards may have made notifications. */
  publisher?: Publisher;
  /** After a lesson or practice completes (its XP committed): the league placement, not waited for. */
  afterCompletion?: (userId: string) => void;
}

/**
 * Lesson attempts: starting one, grading each answer, and the completion that pays. Answer checks
 * go through the group commit (attempt.pipeline.ts) with the rules of attempt.answers.ts; the
 * other steps are in attempt.steps.ts.
 *
 * Every write to a learner's attempts happens under one row lock, the learner's stats row, taken
 * first in each transaction: parallel requests of one learner are applied one after another, and
 * the attempt row itself needs no lock of its own. Course content comes from the catalogue, so an
 * answer check reads and writes only the learner's own rows.
 */
export function createAttemptService({
  uow,
  catalogue,
  course,
  now = () => new Date(),
  publisher,
  afterCompletion,
}: AttemptDeps) {
  const { attempts, learners } = uow.repos;
  const steps: StepContext = { uow, now };

  /** Once an attempt's completion is committed: its notifications, and the league placement. */
  function completed(userId: string) {
    publisher?.publish(userId);
    afterCompletion?.(userId);
  }

  const answer = createAnswerPipeline({ uow, now, steps: answerSteps, completed });

  /** A published exercise with its lesson and course; any other id is not part of an attempt. */
  async function publishedExercise(exerciseId: string) {
    const found = await catalogue.exercise(exerciseId);
    if (!found) throw new AppError('NOT_FOUND', NOT_IN_ATTEMPT);
    return found;
  }

  return {
    /** Starts (or resumes) an attempt at an available or completed lesson. */
    async startLesson(userId: string, lessonId: string): Promise<Attempt> {
      return startLesson(steps, userId, lessonId, await course.lessonAccess(userId, lessonId));
    },

    async getAttempt(userId: string, attemptId: string): Promise<Attempt> {
      const attempt = await attempts.find(userId, attemptId);
      if (!attempt) throw new AppError('NOT_FOUND', NOT_FOUND_ATTEMPT);
      return toAttempt(attempt, await learners.stats(userId), now(), await attempts.answers(attempt.id));
    },

    /**
     * Grades one answer under a lock on the learner's stats row: parallel answers of one learner
     * are applied one after another, so hearts never go below zero and a lesson's XP and coins are
     * credited exactly once, with the answer that completes it. Answers of different learners
     * that arrive together share one transaction (attempt.pipeline.ts).
     */
    async checkAnswer(
      userId: string,
      exerciseId: string,
      input: { lesson_attempt_id: string; answer: unknown },
      idempotencyKey: string | undefined,
    ): Promise<CheckResult> {
      const found = await publishedExercise(exerciseId);
      if (found.exercise.type === 'speak') {
        throw new AppError(
          'VALIDATION_FAILED',
          'A speak exercise has no answer to check: say it, listen to yourself beside the clip, and mark it yourself.',
        );
      }
      const job = { userId, exerciseId, attemptId: input.lesson_attempt_id, answer: input.answer, found };
      return answer(job, idempotencyKey);
    },

    /** Whether one tapped pair of a match exercise is right; a wrong one is a mistake (attempt.steps.ts). */
    async checkPair(
      userId: string,
      exerciseId: string,
      input: { lesson_attempt_id: string; left: string; right: string },
    ): Promise<PairCheck> {
      const { exercise } = await publishedExercise(exerciseId);
      return checkPair(steps, { userId, exerciseId, ...input }, exercise);
    },

    /**
     * "Can't listen now" (`skipListening`), "Can't speak now" (`skipSpeaking`) or a speak exercise
     * said and marked by the learner (`spoken`): the exercise done without a heart (attempt.steps.ts).
     */
    async audioStep(
      step: AudioStep,
      userId: string,
      exerciseId: string,
      input: { lesson_attempt_id: string },
    ): Promise<Attempt> {
      const done = await audioStep(steps, step, { userId, exerciseId, ...input }, await publishedExercise(exerciseId));
      if (done.status === 'completed') completed(userId);
      return done;
    },
  };
}

export type AttemptService = ReturnType<typeof createAttemptService>;
