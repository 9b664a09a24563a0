import type { CheckpointSession } from '@roots/shared/contracts/learning';
import { checkpointRules } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { shuffled } from '../../lib/shuffled.ts';
import type { AttemptRepository } from '../attempt/attempt.repository.ts';
import { toAttempt } from '../attempt/attempt.views.ts';
import type { CourseCatalogue, PublishedCourse } from '../course/course.catalogue.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import { toHintedExercise } from '../course/course.hints.ts';
import type { LearnerRepository } from '../learner/learner.repository.ts';
import type { UserRepository } from '../user/user.repository.ts';

export interface CheckpointRepos {
  attempts: AttemptRepository;
  learners: LearnerRepository;
  progress: CourseProgressRepository;
  users: Pick<UserRepository, 'currentLanguageId'>;
}

interface CheckpointDeps {
  uow: UnitOfWork<CheckpointRepos>;
  catalogue: Pick<CourseCatalogue, 'course'>;
  now?: () => Date;
}

const NOT_FOUND_UNIT = 'We could not find that unit in your current course.';
const UNIT_DONE = 'You have already completed this unit, so there is nothing to test out of. Go on with the next one.';
const NO_QUESTIONS = 'This unit has no questions for a checkpoint yet. Take its lessons instead.';

/**
 * What a checkpoint may ask: a match exercise is left out because each wrong pair tapped counts as
 * a mistake of its own, a listen exercise because "Can't listen now" would pass it unanswered, and
 * a speak exercise because the learner marks it themselves.
 */
const askable = (type: string) => type !== 'match_pairs' && type !== 'listen' && type !== 'speak';

/** The askable exercise ids of the given units' published lessons. */
function exerciseIdsOf(course: PublishedCourse, unitIds: ReadonlySet<string>): string[] {
  return course.lessons
    .filter((lesson) => unitIds.has(lesson.unitId))
    .flatMap((lesson) => course.lesson(lesson.id)?.exercises ?? [])
    .filter((exercise) => askable(exercise.type))
    .map((exercise) => exercise.id);
}

/**
 * A fresh draw for the unit at `index`: mostly its own exercises, a few from the units before it
 * (more when the unit has too few), in a random order.
 */
function draw(course: PublishedCourse, index: number): string[] {
  const { questions, fromEarlierUnits } = checkpointRules;
  const own = shuffled(exerciseIdsOf(course, new Set(course.units.slice(index, index + 1).map((unit) => unit.id))));
  const earlier = shuffled(exerciseIdsOf(course, new Set(course.units.slice(0, index).map((unit) => unit.id))));
  const fromEarlier = Math.min(earlier.length, Math.max(fromEarlierUnits, questions - own.length));
  const fromOwn = Math.min(own.length, questions - fromEarlier);
  return shuffled([...own.slice(0, fromOwn), ...earlier.slice(0, fromEarlier)]);
}

const unitRef = (unit: { id: string; title: string; position: number }) => ({
  id: unit.id,
  title: unit.title,
  position: unit.position,
});

/**
 * Checkpoints: a learner who knows a unit already tests out of it. The answers are graded by the
 * attempt service like a lesson's; a pass completes the lessons without paying (attempt.completion.ts).
 */
export function createCheckpointService({ uow, catalogue, now = () => new Date() }: CheckpointDeps) {
  return {
    /**
     * Starts (or resumes) the checkpoint of a unit of the learner's current course that they have
     * not completed: any such unit, locked or not, since testing out is how a learner skips ahead.
     */
    async start(userId: string, unitId: string): Promise<CheckpointSession> {
      const languageId = await uow.repos.users.currentLanguageId(userId);
      const course = languageId ? await catalogue.course(languageId) : undefined;
      const index = course ? course.units.findIndex((unit) => unit.id === unitId) : -1;
      const unit = course?.units[index];
      if (!course || !unit) throw new AppError('NOT_FOUND', NOT_FOUND_UNIT);
      const next = course.units[index + 1];
      const unitLessons = course.lessons.filter((lesson) => lesson.unitId === unitId);
      const at = now();
      const session = await uow.transaction(async (repos) => {
        const stats = await repos.learners.stats(userId, { lock: true });
        const completed = new Set(await repos.progress.completedLessonIdsOf(userId));
        if (unitLessons.every((lesson) => completed.has(lesson.id))) throw new AppError('CONFLICT', UNIT_DONE);
        let attempt = await repos.attempts.activeCheckpoint(userId, unitId);
        if (!attempt) {
          const ids = draw(course, index);
          if (ids.length === 0) throw new AppError('NOT_FOUND', NO_QUESTIONS);
          await repos.progress.enroll(userId, course.language.id);
          attempt = await repos.attempts.createCheckpoint(userId, unitId, ids, at);
        }
        return {
          attempt: toAttempt(attempt, stats, at, await repos.attempts.answers(attempt.id)),
          ids: attempt.exerciseIds ?? [],
        };
      });
      const lexicon = course.lexicon();
      return {
        attempt: session.attempt,
        exercises: session.ids.flatMap((id) => {
          const row = course.exercise(id);
          return row ? [toHintedExercise(row, lexicon)] : [];
        }),
        unit: unitRef(unit),
        next_unit: next ? unitRef(next) : null,
        mistakes_allowed: checkpointRules.mistakesAllowed,
      };
    },
  };
}

export type CheckpointService = ReturnType<typeof createCheckpointService>;
