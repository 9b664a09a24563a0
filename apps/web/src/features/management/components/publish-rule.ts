import type { ContentStatus } from '@roots/shared/contracts/management';

/**
 * Published exercises a lesson needs before it can be published: the server's content check
 * (modules/content/content.check.ts, `coverageRules.exercisesPerLesson`) refuses fewer, and stays
 * the authority; the tree says it from the first exercise on, not only at Publish.
 */
export const exercisesToPublish = 10;

/** "4 of 10 published exercises needed to publish", or "12 published exercises" once there are enough. */
export function publishedCount(lesson: { exercises: readonly { status: ContentStatus }[] }) {
  const published = lesson.exercises.filter((exercise) => exercise.status === 'published').length;
  return {
    enough: published >= exercisesToPublish,
    text:
      published >= exercisesToPublish
        ? `${String(published)} published exercises`
        : `${String(published)} of ${String(exercisesToPublish)} published exercises needed to publish`,
  };
}
