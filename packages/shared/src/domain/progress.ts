import type { LessonStatus } from '../contracts/learning.ts';

/** Lesson states in course order: each lesson opens when the one before it is completed. */
export function lessonStatuses(ordered: { id: string }[], completed: ReadonlySet<string>): Map<string, LessonStatus> {
  const statuses = new Map<string, LessonStatus>();
  let previousDone = true;
  for (const { id } of ordered) {
    const status: LessonStatus = completed.has(id) ? 'completed' : previousDone ? 'available' : 'locked';
    statuses.set(id, status);
    previousDone = status === 'completed';
  }
  return statuses;
}
