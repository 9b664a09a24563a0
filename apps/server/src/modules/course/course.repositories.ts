import type { Executor } from '../../db/client.ts';
import { createContentDeletionRepository } from './course-deletion.repository.ts';
import { createExerciseRepository } from './course-exercise.repository.ts';
import { createFactRepository } from './course-fact.repository.ts';
import { createLanguageRepository } from './course-language.repository.ts';
import { createLessonRepository } from './course-lesson.repository.ts';
import { createCourseOrderRepository } from './course-order.repository.ts';
import { createUnitRepository } from './course-unit.repository.ts';
import { createCourseWordRepository } from './course-word.repository.ts';

/**
 * The repositories of the course tree's tables, one an entity, on one executor: the importer,
 * the exporter and the composition root (repositories.ts) take them together.
 */
export function bindCourseRepositories(executor: Executor) {
  return {
    languages: createLanguageRepository(executor),
    units: createUnitRepository(executor),
    lessons: createLessonRepository(executor),
    exercises: createExerciseRepository(executor),
    facts: createFactRepository(executor),
    courseWords: createCourseWordRepository(executor),
    courseOrder: createCourseOrderRepository(executor),
    contentDeletions: createContentDeletionRepository(executor),
  };
}

export type CourseRepositories = ReturnType<typeof bindCourseRepositories>;
