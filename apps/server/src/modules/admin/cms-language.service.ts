import type {
  AdminLanguage,
  Deletion,
  languageCreateSchema,
  languageUpdateSchema,
} from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import {
  audit,
  type CmsCourseContext,
  deletion,
  hasLearnerRecords,
  type Input,
  languageOf,
  place,
} from './cms-shared.service.ts';
import { toAdminLanguage } from './cms.views.ts';

/**
 * A language's own fields as the table's columns (its code, the key, is set once, on creation): for
 * an update a field left out stays undefined (unchanged); for a creation every one is there.
 */
function languageColumns<I extends Input<typeof languageUpdateSchema>>(
  input: I,
): {
  name: I['name'];
  nativeName: I['native_name'];
  description: I['description'];
  specialCharacters: I['special_characters'];
  hasVoice: I['has_voice'];
  status: I['status'];
} {
  return {
    name: input.name,
    nativeName: input.native_name,
    description: input.description,
    specialCharacters: input.special_characters,
    hasVoice: input.has_voice,
    status: input.status,
  };
}

/**
 * Languages in the CMS. A language's code is its key, set once; deleting one that learners are
 * enrolled in or have records of archives it instead.
 */
export function createCmsLanguageService({ uow, now }: CmsCourseContext) {
  return {
    async create(actorId: string, input: Input<typeof languageCreateSchema>): Promise<AdminLanguage> {
      return uow.transaction(async (repos) => {
        await repos.courseOrder.lockSiblings('language', undefined);
        if (await repos.languages.findByCode(input.code))
          throw new AppError('CONFLICT', `There is already a language with the code "${input.code}".`);
        const id = await repos.languages.insert({
          code: input.code,
          ...languageColumns(input),
          position: await repos.courseOrder.nextPosition('language', undefined),
          editedAt: now(),
        });
        await repos.contentDeletions.forget(input.code, 'language', input.code);
        await place(repos, 'language', undefined, id, input.position);
        const after = toAdminLanguage(await languageOf(repos, id));
        await audit(repos, actorId, 'create', 'language', id, null, after);
        return after;
      });
    },

    async update(actorId: string, id: string, input: Input<typeof languageUpdateSchema>) {
      return uow.transaction(async (repos) => {
        if (input.position !== undefined) await repos.courseOrder.lockSiblings('language', undefined);
        const before = await languageOf(repos, id);
        await repos.languages.update(id, {
          ...languageColumns(input),
          editedAt: now(),
          updatedAt: now(),
        });
        if (input.position !== undefined) await place(repos, 'language', undefined, id, input.position);
        const after = toAdminLanguage(await languageOf(repos, id));
        await audit(repos, actorId, 'update', 'language', id, toAdminLanguage(before), after);
        return after;
      });
    },

    async delete(actorId: string, id: string): Promise<Deletion> {
      return uow.transaction(async (repos) => {
        await repos.courseOrder.lockSiblings('language', undefined);
        const before = await languageOf(repos, id);
        const lessons = await repos.lessons.listAll(id);
        const exercises = await repos.exercises.listAll(lessons.map((l) => l.id));
        const keep =
          (await repos.progress.anyEnrolled(id)) ||
          (await hasLearnerRecords(
            repos,
            lessons.map((l) => l.id),
            exercises.map((e) => e.id),
          ));
        if (keep) await repos.languages.update(id, { status: 'archived', editedAt: now() });
        else {
          await repos.languages.remove(id);
          await repos.contentDeletions.record(before.code, 'language', before.code);
          await repos.courseOrder.renumber('language', await repos.courseOrder.siblingIds('language', undefined));
        }
        const after = keep ? toAdminLanguage(await languageOf(repos, id)) : null;
        await audit(repos, actorId, keep ? 'archive' : 'delete', 'language', id, toAdminLanguage(before), after);
        return deletion(id, keep, 'language');
      });
    },
  };
}
