import type { AdminUnit, unitCreateSchema, unitUpdateSchema } from '@roots/shared/contracts/management';
import type { UnitRow } from '../course/course-unit.repository.ts';
import {
  type CmsCourseContext,
  hasLearnerRecords,
  type InLanguage,
  inLanguage,
  type Input,
} from './cms-shared.service.ts';
import { toAdminUnit } from './cms.views.ts';

/** A language's units in the CMS; deleting one whose lessons learners have records of archives it instead. */
export function createCmsUnitService(context: CmsCourseContext) {
  const { now } = context;
  const unitItem: InLanguage<UnitRow, Input<typeof unitCreateSchema>, Input<typeof unitUpdateSchema>, AdminUnit> = {
    kind: 'unit',
    table: (repos) => repos.units,
    view: toAdminUnit,
    archived: async (repos, id) => {
      const lessons = await repos.lessons.listOfUnit(id);
      const exercises = await repos.exercises.listAll(lessons.map((l) => l.id));
      const keep = await hasLearnerRecords(
        repos,
        lessons.map((l) => l.id),
        exercises.map((e) => e.id),
      );
      if (keep) await repos.units.update(id, { status: 'archived', editedAt: now() });
      return keep;
    },
  };
  return inLanguage(context, unitItem);
}
