// What every CMS write of the course tree shares, kept here once for the five services (languages,
// units, lessons, exercises, facts; cms-course.service.ts puts them together): the repositories and
// the transaction, the audit entry, the 1..n ordering, the keys, the archive-instead-of-delete rule
// and the publishing checks. The services import this file, never each other.
import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import { type Deletion, slugify } from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AttemptRepository } from '../attempt/attempt.repository.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import { checkExercise, checkLesson } from '../content/content.check.ts';
import { toExerciseSource } from '../content/content.exercise-source.ts';
import type { ClipFolders } from '../course/course.clips.ts';
import type { ContentDeletionRepository } from '../course/course-deletion.repository.ts';
import type { ExerciseRepository } from '../course/course-exercise.repository.ts';
import type { FactRepository } from '../course/course-fact.repository.ts';
import type { LanguageRepository, LanguageRow } from '../course/course-language.repository.ts';
import type { LessonRepository } from '../course/course-lesson.repository.ts';
import type { CourseOrderRepository, OrderedKind } from '../course/course-order.repository.ts';
import type { UnitRepository } from '../course/course-unit.repository.ts';
import type { PracticeRepository } from '../practice/practice.repository.ts';
import type { AuditRepository } from './audit.repository.ts';

export interface CmsCourseRepos {
  languages: LanguageRepository;
  units: UnitRepository;
  lessons: LessonRepository;
  exercises: ExerciseRepository;
  facts: FactRepository;
  courseOrder: CourseOrderRepository;
  contentDeletions: ContentDeletionRepository;
  progress: CourseProgressRepository;
  attempts: AttemptRepository;
  reviews: PracticeRepository;
  audit: AuditRepository;
}

/** What each of the course tree's CMS services is made from. */
export interface CmsCourseContext {
  uow: UnitOfWork<CmsCourseRepos>;
  /** A listen exercise needs its clip in one of these (an admin's recording or the course files'). */
  clipFolders: ClipFolders;
  now: () => Date;
}

export type Input<S extends z.ZodType> = z.output<S>;

/**
 * Refuses content a learner must not meet: the checks `content:check` runs on the course files
 * (an answer the exercise shows, two answers alike, too few options). Every way an exercise is
 * published or changed while published goes through it: a CMS edit and an accepted report alike.
 */
export function refuseExercise(source: ExerciseSource, code: string, refusal = 'This exercise cannot be published') {
  const problems = checkExercise(source, 'this exercise', code);
  if (problems.length > 0) throw new AppError('BAD_REQUEST', `${refusal}: ${problems.join('; ')}.`);
}

/** The reasons a lesson's published exercises could not be published together (empty when they could). */
export async function lessonProblems(repos: CmsCourseRepos, lessonId: string, language: LanguageRow) {
  const rows = (await repos.exercises.listAll([lessonId])).filter((row) => row.status === 'published');
  return checkLesson(rows.map(toExerciseSource), language.code);
}

/** Refuses to publish a lesson that fails the content check's lesson rules, each problem named. */
export async function refuseLesson(repos: CmsCourseRepos, lessonId: string, language: LanguageRow) {
  const problems = await lessonProblems(repos, lessonId, language);
  if (problems.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      `This lesson cannot be published yet: ${problems.join('; ')}.`,
      Object.fromEntries(problems.map((problem, i) => [`problem ${String(i + 1)}`, problem])),
    );
}

export const missing = (what: string) => new AppError('NOT_FOUND', `We could not find that ${what}.`);
const ARCHIVED_NOTE = 'Learners have progress on it, so it was archived instead: their XP and history are kept.';

/** Candidate keys for an item: the one asked for, or the title's slug, then -2, -3… */
export function* keysFor(asked: string | undefined, title: string, fallback: string) {
  if (asked) {
    yield asked;
    return;
  }
  const base = slugify(title) || fallback;
  yield base;
  for (let n = 2; n < 100; n += 1) yield `${base}-${String(n)}`;
}

export async function audit(
  repos: CmsCourseRepos,
  actorId: string,
  action: string,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
) {
  await repos.audit.record({ actorId, action, entity, entityId, before: before ?? null, after: after ?? null });
}

/** Puts an item at `position` (1-based; past the end means last) and renumbers its siblings. */
export async function place(
  repos: CmsCourseRepos,
  kind: OrderedKind,
  parentId: string | undefined,
  id: string,
  position?: number,
) {
  const ids = await repos.courseOrder.siblingIds(kind, parentId);
  const current = ids.indexOf(id);
  const rest = ids.filter((other) => other !== id);
  const at = position === undefined ? (current === -1 ? rest.length : current) : Math.min(position - 1, rest.length);
  rest.splice(at, 0, id);
  await repos.courseOrder.renumber(kind, rest);
}

/** Whether learners have records of these lessons or exercises (then we archive, never delete). */
export async function hasLearnerRecords(repos: CmsCourseRepos, lessonIds: string[], exerciseIds: string[]) {
  return (
    (await repos.progress.anyCompleted(lessonIds)) ||
    (await repos.attempts.anyForLessons(lessonIds)) ||
    (await repos.attempts.anyAnswers(exerciseIds)) ||
    (await repos.reviews.anyForExercises(exerciseIds))
  );
}

export async function languageOf(repos: CmsCourseRepos, languageId: string) {
  const language = await repos.languages.find(languageId);
  if (!language) throw missing('language');
  return language;
}

export const deletion = (id: string, archived: boolean, what: string): Deletion => ({
  id,
  outcome: archived ? 'archived' : 'deleted',
  message: archived ? `The ${what} was not deleted. ${ARCHIVED_NOTE}` : `The ${what} was deleted.`,
});

/** What the CMS sets on a new item of a language besides the fields it was given. */
interface Placed {
  languageId: string;
  key: string;
  position: number;
  editedAt: Date;
}

/**
 * Units and facts, the two kinds of item that belong to a language itself, under a key unique
 * in it: each is written and shown its own way, and created, changed and deleted the same way.
 */
export interface InLanguage<Row, Create, Update, View> {
  kind: 'unit' | 'fact';
  table: (repos: CmsCourseRepos) => {
    find(id: string): Promise<Row | undefined>;
    /** Answers nothing when the key is taken. */
    insert(row: Omit<Create, 'language_id' | 'key' | 'position'> & Placed): Promise<Row | undefined>;
    update(id: string, changes: Omit<Update, 'position'> & { editedAt: Date }): Promise<unknown>;
    remove(id: string): Promise<void>;
  };
  view: (row: Row) => View;
  /** Archives the item instead when learners have records of it, and answers whether it did. */
  archived?: (repos: CmsCourseRepos, id: string) => Promise<boolean>;
}

/** The create, update and delete of an item that belongs to a language (see `InLanguage`). */
export function inLanguage<
  Row extends { id: string; languageId: string; key: string },
  Create extends { language_id: string; key?: string | undefined; title: string; position?: number | undefined },
  Update extends { position?: number | undefined },
  View,
>({ uow, now }: CmsCourseContext, { kind, table, view, archived }: InLanguage<Row, Create, Update, View>) {
  return {
    /**
     * The first free key of `keysFor` (an insert on a taken key answers nothing), placed among
     * its siblings, a deletion recorded under that key forgotten, and the creation audited.
     */
    async create(actorId: string, input: Create): Promise<View> {
      const { language_id: languageId, key: asked, position: at, ...columns } = input;
      return uow.transaction(async (repos) => {
        const language = await languageOf(repos, languageId);
        await repos.courseOrder.lockSiblings(kind, languageId);
        const position = await repos.courseOrder.nextPosition(kind, languageId);
        for (const key of keysFor(asked, input.title, kind)) {
          const row = await table(repos).insert({ ...columns, languageId, key, position, editedAt: now() });
          if (!row) continue;
          await repos.contentDeletions.forget(language.code, kind, key);
          await place(repos, kind, languageId, row.id, at);
          const after = view((await table(repos).find(row.id)) ?? row);
          await audit(repos, actorId, 'create', kind, row.id, null, after);
          return after;
        }
        throw new AppError('CONFLICT', `That key is already used by another ${kind} of this language.`, {
          key: 'Choose another key.',
        });
      });
    },

    /**
     * Its siblings locked when it moves (so parallel moves keep positions 1..n), the write, its
     * new place, and the change audited as it was and as it is.
     */
    async update(actorId: string, id: string, input: Update): Promise<View> {
      const { position, ...changes } = input;
      return uow.transaction(async (repos) => {
        const found = await table(repos).find(id);
        if (!found) throw missing(kind);
        if (position !== undefined) await repos.courseOrder.lockSiblings(kind, found.languageId);
        const before = (await table(repos).find(id)) ?? found;
        await table(repos).update(id, { ...changes, editedAt: now() });
        if (position !== undefined) await place(repos, kind, found.languageId, id, position);
        const after = view((await table(repos).find(id)) ?? found);
        await audit(repos, actorId, 'update', kind, id, view(before), after);
        return after;
      });
    },

    /** Deleted, its key remembered for the importer, and its siblings renumbered; or archived. */
    async delete(actorId: string, id: string): Promise<Deletion> {
      return uow.transaction(async (repos) => {
        const found = await table(repos).find(id);
        if (!found) throw missing(kind);
        await repos.courseOrder.lockSiblings(kind, found.languageId);
        const keep = (await archived?.(repos, id)) ?? false;
        if (!keep) {
          await table(repos).remove(id);
          await repos.contentDeletions.record((await languageOf(repos, found.languageId)).code, kind, found.key);
          await repos.courseOrder.renumber(kind, await repos.courseOrder.siblingIds(kind, found.languageId));
        }
        const after = keep ? view((await table(repos).find(id)) ?? found) : null;
        await audit(repos, actorId, keep ? 'archive' : 'delete', kind, id, view(found), after);
        return deletion(id, keep, kind);
      });
    },
  };
}
