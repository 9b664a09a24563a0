import type { Attempt, Exercise } from '@roots/shared/contracts/learning';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AttemptRepository, AttemptRow } from '../attempt/attempt.repository.ts';
import { toAttempt } from '../attempt/attempt.views.ts';
import type { ExerciseRepository } from '../course/course-exercise.repository.ts';
import type { CourseService } from '../course/course.service.ts';
import { toHintedExercise } from '../course/course.hints.ts';
import { practiceRewards } from '@roots/shared/domain/learning';
import type { LearnerRepository } from '../learner/learner.repository.ts';
import { rewardedPracticeToday } from '../learner/learner.rewards.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { PracticeRepository } from './practice.repository.ts';

const PRACTICE_SIZE = 10;
/** The id a practice session not started yet is shown under (`preview`): a UUID's length, no row's. */
const NOT_STARTED = '00000000-0000-4000-8000-000000000000';

/** A practice session as `createPractice` would insert it now. */
const unstarted = (userId: string, exerciseIds: string[], at: Date): AttemptRow => ({
  id: NOT_STARTED,
  userId,
  lessonId: null,
  kind: 'practice',
  exerciseIds,
  unitId: null,
  status: 'active',
  wrongAnswers: 0,
  startedAt: at,
  finishedAt: null,
  summary: null,
});

export interface PracticeRepos {
  exercises: ExerciseRepository;
  attempts: AttemptRepository;
  learners: LearnerRepository;
  reviews: PracticeRepository;
  users: UserRepository;
}

interface PracticeDeps {
  uow: UnitOfWork<PracticeRepos>;
  course: Pick<CourseService, 'requireLanguage' | 'lexicon'>;
  now?: () => Date;
}

export interface PracticeSession {
  attempt: Attempt;
  exercises: Exercise[];
}

/** Practice from the review queue (the answers themselves are graded by the attempt service). */
export function createPracticeService({ uow, course, now = () => new Date() }: PracticeDeps) {
  /**
   * The learner's practice session in a language, resumed or started; null when nothing is
   * practisable. Without `start`, nothing is written: a session not started yet is shown as it
   * would start, under a placeholder id (what a download would carry, for its size).
   */
  async function session(userId: string, languageId: string, start: boolean): Promise<PracticeSession | null> {
    const language = await course.requireLanguage(languageId);
    const at = now();
    const read = async (repos: PracticeRepos) => {
      const stats = await repos.learners.stats(userId, { lock: start });
      let attempt = await repos.attempts.activePractice(userId, languageId);
      if (!attempt) {
        const ids = await repos.reviews.reviewExerciseIds(userId, languageId, at, PRACTICE_SIZE);
        if (ids.length === 0) return null;
        attempt = start ? await repos.attempts.createPractice(userId, ids, at) : unstarted(userId, ids, at);
      }
      const order = new Map((attempt.exerciseIds ?? []).map((id, i) => [id, i]));
      const rows = await repos.exercises.findManyPublished(attempt.exerciseIds ?? []);
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return { attempt: toAttempt(attempt, stats, at, await repos.attempts.answers(attempt.id)), rows };
    };
    const found = start ? await uow.transaction(read) : await read(uow.repos);
    if (!found) return null;
    // Word hints as in a lesson; read after the transaction, which holds PGlite's one connection.
    const lexicon = await course.lexicon(language.id, language.code);
    return { attempt: found.attempt, exercises: found.rows.map((row) => toHintedExercise(row, lexicon)) };
  }

  return {
    /** How many reviews practice would offer now, and how many sessions still pay today. */
    async status(userId: string, languageId: string): Promise<{ due: number; total: number; rewarded_left: number }> {
      await course.requireLanguage(languageId);
      const at = now();
      const counts = await uow.repos.reviews.reviewCounts(userId, languageId, at);
      const rewarded = await rewardedPracticeToday(uow.repos, userId, at);
      return { ...counts, rewarded_left: Math.max(0, practiceRewards.rewardedPerDay - rewarded) };
    },

    /**
     * Starts (or resumes) a practice session: up to 10 exercises from the review queue that are
     * due or recent mistakes, the most overdue first; nothing practisable is a 404. Practice costs
     * no hearts; the day's first three sessions pay XP and a heart back (learner.rewards.ts).
     */
    async start(userId: string, languageId: string): Promise<PracticeSession> {
      const started = await session(userId, languageId, true);
      if (started) return started;
      const { total } = await uow.repos.reviews.reviewCounts(userId, languageId, now());
      throw new AppError(
        'NOT_FOUND',
        total === 0
          ? 'Nothing to practise yet. Exercises you get wrong in lessons come back here for review.'
          : 'Nothing is due for review right now. Each exercise comes back when it is time to review it.',
      );
    },

    /** `start`, with null for nothing practisable (an offline download goes on without practice). */
    startOrResume: (userId: string, languageId: string) => session(userId, languageId, true),

    /** What `startOrResume` would give now, without starting anything. */
    preview: (userId: string, languageId: string) => session(userId, languageId, false),
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
