import type { AdminFact, factCreateSchema, factUpdateSchema } from '@roots/shared/contracts/management';
import type { FactRow } from '../course/course-fact.repository.ts';
import { type CmsCourseContext, type InLanguage, inLanguage, type Input } from './cms-shared.service.ts';
import { toAdminFact } from './cms.views.ts';

/** A language's cultural facts in the CMS: no learner records point at one, so a deletion is a deletion. */
export function createCmsFactService(context: CmsCourseContext) {
  const factItem: InLanguage<FactRow, Input<typeof factCreateSchema>, Input<typeof factUpdateSchema>, AdminFact> = {
    kind: 'fact',
    table: (repos) => repos.facts,
    view: toAdminFact,
  };
  return inLanguage(context, factItem);
}
