import type { AdminLanguage, CourseTree } from '@roots/shared/contracts/management';
import { createCmsExerciseService } from './cms-exercise.service.ts';
import { createCmsFactService } from './cms-fact.service.ts';
import { createCmsLanguageService } from './cms-language.service.ts';
import { createCmsLessonService } from './cms-lesson.service.ts';
import { type CmsCourseContext, languageOf, lessonProblems, missing } from './cms-shared.service.ts';
import { createCmsUnitService } from './cms-unit.service.ts';
import { toAdminExercise, toAdminFact, toAdminLanguage, toAdminLesson, toAdminUnit } from './cms.views.ts';

/**
 * The CMS for courses: languages, units, lessons, exercises and cultural facts, each kind in a
 * service of its own (cms-language.service.ts …) sharing cms-shared.service.ts. Every change runs
 * in one transaction with its audit entry; orderings are rewritten under a lock on the parent, so
 * parallel edits leave positions 1..n with no gap and no duplicate.
 */
export function createCmsCourseService({
  uow,
  clipFolders,
  now = () => new Date(),
}: Omit<CmsCourseContext, 'now'> & { now?: () => Date }) {
  const context: CmsCourseContext = { uow, clipFolders, now };
  return {
    async listLanguages(): Promise<AdminLanguage[]> {
      return (await uow.repos.languages.listAll()).map(toAdminLanguage);
    },

    /** A whole course, every status: units → lessons → exercises, and its facts. */
    async tree(languageId: string): Promise<CourseTree> {
      const { repos } = uow;
      const language = await languageOf(repos, languageId);
      const [units, lessons, facts] = await Promise.all([
        repos.units.listAll(languageId),
        repos.lessons.listAll(languageId),
        repos.facts.list(languageId),
      ]);
      const exercises = await repos.exercises.listAll(lessons.map((lesson) => lesson.id));
      return {
        language: toAdminLanguage(language),
        units: units.map((unit) => ({
          ...toAdminUnit(unit),
          lessons: lessons
            .filter((lesson) => lesson.unitId === unit.id)
            .map((lesson) => ({
              ...toAdminLesson(lesson),
              exercises: exercises.filter((e) => e.lessonId === lesson.id).map(toAdminExercise),
            })),
        })),
        facts: facts.map(toAdminFact),
      };
    },

    /** The reasons a lesson could not be published now (empty when it could). */
    async lessonCheck(id: string): Promise<string[]> {
      const found = await uow.repos.lessons.find(id);
      if (!found) throw missing('lesson');
      return lessonProblems(uow.repos, id, found.language);
    },

    languages: createCmsLanguageService(context),
    units: createCmsUnitService(context),
    lessons: createCmsLessonService(context),
    exercises: createCmsExerciseService(context),
    facts: createCmsFactService(context),
  };
}

export type CmsCourseService = ReturnType<typeof createCmsCourseService>;
