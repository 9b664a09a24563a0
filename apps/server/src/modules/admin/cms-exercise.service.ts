import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import type {
  AdminExercise,
  ContentStatus,
  Deletion,
  exerciseCreateSchema,
  exerciseUpdateSchema,
} from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import type { LanguageRow } from '../course/course-language.repository.ts';
import { toExerciseSource } from '../content/content.exercise-source.ts';
import { compileExercise } from '../content/content.import.ts';
import {
  audit,
  type CmsCourseContext,
  deletion,
  hasLearnerRecords,
  type Input,
  missing,
  place,
  refuseExercise,
} from './cms-shared.service.ts';
import { toAdminExercise } from './cms.views.ts';

/**
 * A lesson's exercises in the CMS, written in the authoring format and compiled as the importer
 * compiles them; a published one passes the content check's exercise rules.
 */
export function createCmsExerciseService({ uow, clipFolders, now }: CmsCourseContext) {
  function compile(source: ExerciseSource, language: LanguageRow) {
    const { waiting, ...compiled } = compileExercise(source, {
      code: language.code,
      dirs: [clipFolders.recordings, clipFolders.course],
    });
    if (waiting) {
      throw new AppError(
        'VALIDATION_FAILED',
        'There is no recording of that sentence yet: upload, record or generate one, then save the exercise.',
        { 'exercise.say': `No clip for "${'say' in source ? source.say : ''}" in ${language.code}.` },
      );
    }
    return compiled;
  }

  return {
    async create(actorId: string, input: Input<typeof exerciseCreateSchema>): Promise<AdminExercise> {
      return uow.transaction(async (repos) => {
        const found = await repos.lessons.find(input.lesson_id);
        if (!found) throw missing('lesson');
        const compiled = compile(input.exercise, found.language);
        if (input.status === 'published') refuseExercise(input.exercise, found.language.code);
        await repos.courseOrder.lockSiblings('exercise', input.lesson_id);
        const row = await repos.exercises.insert({
          ...compiled,
          lessonId: input.lesson_id,
          position: await repos.courseOrder.nextPosition('exercise', input.lesson_id),
          status: input.status,
          editedAt: now(),
        });
        await place(repos, 'exercise', input.lesson_id, row.id, input.position);
        const after = toAdminExercise((await repos.exercises.find(row.id)) ?? row);
        await audit(repos, actorId, 'create', 'exercise', row.id, null, after);
        return after;
      });
    },

    async update(actorId: string, id: string, input: Input<typeof exerciseUpdateSchema>) {
      return uow.transaction(async (repos) => {
        const before = await repos.exercises.find(id);
        if (!before) throw missing('exercise');
        const found = await repos.lessons.find(before.lessonId);
        if (!found) throw missing('lesson');
        if (input.position !== undefined) await repos.courseOrder.lockSiblings('exercise', before.lessonId);
        const source = input.exercise ?? toExerciseSource(before);
        const status: ContentStatus = input.status ?? before.status;
        // Checked when it becomes published or its content changes while published; a move is not a
        // change of content (an imported exercise that predates a check can still be reordered).
        if (status === 'published' && (input.exercise !== undefined || before.status !== 'published'))
          refuseExercise(source, found.language.code);
        await repos.exercises.update(id, {
          ...(input.exercise ? compile(input.exercise, found.language) : {}),
          status: input.status,
          editedAt: now(),
        });
        if (input.position !== undefined) await place(repos, 'exercise', before.lessonId, id, input.position);
        const after = toAdminExercise((await repos.exercises.find(id)) ?? before);
        await audit(repos, actorId, 'update', 'exercise', id, toAdminExercise(before), after);
        return after;
      });
    },

    async delete(actorId: string, id: string): Promise<Deletion> {
      return uow.transaction(async (repos) => {
        const found = await repos.exercises.find(id);
        if (!found) throw missing('exercise');
        await repos.courseOrder.lockSiblings('exercise', found.lessonId);
        const keep = await hasLearnerRecords(repos, [], [id]);
        if (keep) await repos.exercises.update(id, { status: 'archived', editedAt: now() });
        else {
          await repos.exercises.remove(id);
          await repos.courseOrder.renumber('exercise', await repos.courseOrder.siblingIds('exercise', found.lessonId));
        }
        const after = keep ? toAdminExercise((await repos.exercises.find(id)) ?? found) : null;
        await audit(repos, actorId, keep ? 'archive' : 'delete', 'exercise', id, toAdminExercise(found), after);
        return deletion(id, keep, 'exercise');
      });
    },
  };
}
