import type { AdminLesson, Deletion, lessonCreateSchema, lessonUpdateSchema } from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import {
  audit,
  type CmsCourseContext,
  deletion,
  hasLearnerRecords,
  type Input,
  keysFor,
  languageOf,
  missing,
  place,
  refuseLesson,
} from './cms-shared.service.ts';
import { toAdminLesson } from './cms.views.ts';

/**
 * A unit's lessons in the CMS. A lesson starts as a draft and is published once its exercises
 * pass the content check's lesson rules; its key is unique in its language, for the importer.
 */
export function createCmsLessonService({ uow, now }: CmsCourseContext) {
  return {
    async create(actorId: string, input: Input<typeof lessonCreateSchema>): Promise<AdminLesson> {
      return uow.transaction(async (repos) => {
        const unit = await repos.units.find(input.unit_id);
        if (!unit) throw missing('unit');
        // A new lesson has no exercises yet: it starts as a draft whatever was asked.
        if (input.status === 'published')
          throw new AppError(
            'BAD_REQUEST',
            'Add the exercises first: a lesson is published once it passes the checks.',
            {
              status: 'A new lesson starts as a draft.',
            },
          );
        await repos.courseOrder.lockSiblings('lesson', unit.id);
        let key: string | undefined;
        for (const candidate of keysFor(input.key, input.title, 'lesson')) {
          if (!(await repos.lessons.keyTaken(unit.languageId, candidate))) {
            key = candidate;
            break;
          }
        }
        if (!key)
          throw new AppError('CONFLICT', 'That key is already used by another lesson of this language.', {
            key: 'Choose another key.',
          });
        await repos.contentDeletions.forget((await languageOf(repos, unit.languageId)).code, 'lesson', key);
        const row = await repos.lessons.insert({
          unitId: unit.id,
          key,
          position: await repos.courseOrder.nextPosition('lesson', unit.id),
          title: input.title,
          xpReward: input.xp_reward,
          words: input.words,
          status: input.status,
          editedAt: now(),
        });
        await place(repos, 'lesson', unit.id, row.id, input.position);
        const after = toAdminLesson((await repos.lessons.find(row.id))?.lesson ?? row);
        await audit(repos, actorId, 'create', 'lesson', row.id, null, after);
        return after;
      });
    },

    async update(actorId: string, id: string, input: Input<typeof lessonUpdateSchema>): Promise<AdminLesson> {
      return uow.transaction(async (repos) => {
        const found = await repos.lessons.find(id);
        if (!found) throw missing('lesson');
        if (input.position !== undefined) await repos.courseOrder.lockSiblings('lesson', found.unit.id);
        if (input.status === 'published' && found.lesson.status !== 'published')
          await refuseLesson(repos, id, found.language);
        await repos.lessons.update(id, {
          title: input.title,
          xpReward: input.xp_reward,
          words: input.words,
          status: input.status,
          editedAt: now(),
        });
        if (input.position !== undefined) await place(repos, 'lesson', found.unit.id, id, input.position);
        const after = toAdminLesson((await repos.lessons.find(id))?.lesson ?? found.lesson);
        await audit(repos, actorId, 'update', 'lesson', id, toAdminLesson(found.lesson), after);
        return after;
      });
    },

    async delete(actorId: string, id: string): Promise<Deletion> {
      return uow.transaction(async (repos) => {
        const found = await repos.lessons.find(id);
        if (!found) throw missing('lesson');
        await repos.courseOrder.lockSiblings('lesson', found.unit.id);
        const exercises = await repos.exercises.listAll([id]);
        const keep = await hasLearnerRecords(
          repos,
          [id],
          exercises.map((e) => e.id),
        );
        if (keep) await repos.lessons.update(id, { status: 'archived', editedAt: now() });
        else {
          await repos.lessons.remove(id);
          await repos.contentDeletions.record(found.language.code, 'lesson', found.lesson.key);
          await repos.courseOrder.renumber('lesson', await repos.courseOrder.siblingIds('lesson', found.unit.id));
        }
        const after = keep ? toAdminLesson((await repos.lessons.find(id))?.lesson ?? found.lesson) : null;
        await audit(repos, actorId, keep ? 'archive' : 'delete', 'lesson', id, toAdminLesson(found.lesson), after);
        return deletion(id, keep, 'lesson');
      });
    },
  };
}
