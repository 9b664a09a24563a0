// One service for the whole course tree (languages, units, lessons, exercises, facts), longer than
// our ~300 lines on purpose: every write shares the transaction, the audit entry, the 1..n ordering
// and the archive-instead-of-delete rule, kept here once instead of in five services importing each other.
import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import {
  type AdminExercise,
  type AdminFact,
  type AdminLanguage,
  type AdminLesson,
  type AdminUnit,
  type ContentStatus,
  type CourseTree,
  type Deletion,
  type exerciseCreateSchema,
  type exerciseUpdateSchema,
  type factCreateSchema,
  type factUpdateSchema,
  type languageCreateSchema,
  type languageUpdateSchema,
  type lessonCreateSchema,
  type lessonUpdateSchema,
  slugify,
  type unitCreateSchema,
  type unitUpdateSchema,
} from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AttemptRepository } from '../attempt/attempt.repository.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import { checkExercise, checkLesson } from '../course/course.content-check.ts';
import { toExerciseSource } from '../course/course.exercise-source.ts';
import type { ClipFolders } from '../course/course.clips.ts';
import { compileExercise } from '../course/course.import.ts';
import type { ContentDeletionRepository } from '../course/course-deletion.repository.ts';
import type { ExerciseRepository } from '../course/course-exercise.repository.ts';
import type { FactRepository, FactRow } from '../course/course-fact.repository.ts';
import type { LanguageRepository, LanguageRow } from '../course/course-language.repository.ts';
import type { LessonRepository } from '../course/course-lesson.repository.ts';
import type { CourseOrderRepository, OrderedKind } from '../course/course-order.repository.ts';
import type { UnitRepository, UnitRow } from '../course/course-unit.repository.ts';
import type { PracticeRepository } from '../practice/practice.repository.ts';
import type { AuditRepository } from './audit.repository.ts';
import { toAdminExercise, toAdminFact, toAdminLanguage, toAdminLesson, toAdminUnit } from './cms.views.ts';

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

type Input<S extends z.ZodType> = z.output<S>;

/**
 * Refuses content a learner must not meet: the checks `content:check` runs on the course files
 * (an answer the exercise shows, two answers alike, too few options). Every way an exercise is
 * published or changed while published goes through it: a CMS edit and an accepted report alike.
 */
export function refuseExercise(source: ExerciseSource, code: string, refusal = 'This exercise cannot be published') {
  const problems = checkExercise(source, 'this exercise', code);
  if (problems.length > 0) throw new AppError('BAD_REQUEST', `${refusal}: ${problems.join('; ')}.`);
}

const missing = (what: string) => new AppError('NOT_FOUND', `We could not find that ${what}.`);
const ARCHIVED_NOTE = 'Learners have progress on it, so it was archived instead: their XP and history are kept.';

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

/** Candidate keys for an item: the one asked for, or the title's slug, then -2, -3… */
function* keysFor(asked: string | undefined, title: string, fallback: string) {
  if (asked) {
    yield asked;
    return;
  }
  const base = slugify(title) || fallback;
  yield base;
  for (let n = 2; n < 100; n += 1) yield `${base}-${String(n)}`;
}

/**
 * The CMS for courses: languages, units, lessons, exercises and cultural facts. Every change runs
 * in one transaction with its audit entry; orderings are rewritten under a lock on the parent, so
 * parallel edits leave positions 1..n with no gap and no duplicate.
 */
export function createCmsCourseService({
  uow,
  clipFolders,
  now = () => new Date(),
}: {
  uow: UnitOfWork<CmsCourseRepos>;
  /** A listen exercise needs its clip in one of these (an admin's recording or the course files'). */
  clipFolders: ClipFolders;
  now?: () => Date;
}) {
  type Repos = CmsCourseRepos;

  async function audit(
    repos: Repos,
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
  async function place(repos: Repos, kind: OrderedKind, parentId: string | undefined, id: string, position?: number) {
    const ids = await repos.courseOrder.siblingIds(kind, parentId);
    const current = ids.indexOf(id);
    const rest = ids.filter((other) => other !== id);
    const at = position === undefined ? (current === -1 ? rest.length : current) : Math.min(position - 1, rest.length);
    rest.splice(at, 0, id);
    await repos.courseOrder.renumber(kind, rest);
  }

  function compile(source: ExerciseSource, language: LanguageRow) {
    const compiled = compileExercise(source, {
      code: language.code,
      dirs: [clipFolders.recordings, clipFolders.course],
    });
    if (!compiled) {
      throw new AppError(
        'VALIDATION_FAILED',
        'There is no recording of that sentence yet: upload, record or generate one, then save the exercise.',
        { 'exercise.say': `No clip for "${source.type === 'listen' ? source.say : ''}" in ${language.code}.` },
      );
    }
    return compiled;
  }

  async function lessonProblems(repos: Repos, lessonId: string, language: LanguageRow) {
    const rows = (await repos.exercises.listAll([lessonId])).filter((row) => row.status === 'published');
    return checkLesson(rows.map(toExerciseSource), language.code);
  }

  async function refuseLesson(repos: Repos, lessonId: string, language: LanguageRow) {
    const problems = await lessonProblems(repos, lessonId, language);
    if (problems.length > 0)
      throw new AppError(
        'BAD_REQUEST',
        `This lesson cannot be published yet: ${problems.join('; ')}.`,
        Object.fromEntries(problems.map((problem, i) => [`problem ${String(i + 1)}`, problem])),
      );
  }

  /** Whether learners have records of these lessons or exercises (then we archive, never delete). */
  async function hasLearnerRecords(repos: Repos, lessonIds: string[], exerciseIds: string[]) {
    return (
      (await repos.progress.anyCompleted(lessonIds)) ||
      (await repos.attempts.anyForLessons(lessonIds)) ||
      (await repos.attempts.anyAnswers(exerciseIds)) ||
      (await repos.reviews.anyForExercises(exerciseIds))
    );
  }

  async function languageOf(repos: Repos, languageId: string) {
    const language = await repos.languages.find(languageId);
    if (!language) throw missing('language');
    return language;
  }

  const deletion = (id: string, archived: boolean, what: string): Deletion => ({
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
  interface InLanguage<Row, Create, Update, View> {
    kind: 'unit' | 'fact';
    table: (repos: Repos) => {
      find(id: string): Promise<Row | undefined>;
      /** Answers nothing when the key is taken. */
      insert(row: Omit<Create, 'language_id' | 'key' | 'position'> & Placed): Promise<Row | undefined>;
      update(id: string, changes: Omit<Update, 'position'> & { editedAt: Date }): Promise<unknown>;
      remove(id: string): Promise<void>;
    };
    view: (row: Row) => View;
    /** Archives the item instead when learners have records of it, and answers whether it did. */
    archived?: (repos: Repos, id: string) => Promise<boolean>;
  }

  function inLanguage<
    Row extends { id: string; languageId: string; key: string },
    Create extends { language_id: string; key?: string | undefined; title: string; position?: number | undefined },
    Update extends { position?: number | undefined },
    View,
  >({ kind, table, view, archived }: InLanguage<Row, Create, Update, View>) {
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
  const factItem: InLanguage<FactRow, Input<typeof factCreateSchema>, Input<typeof factUpdateSchema>, AdminFact> = {
    kind: 'fact',
    table: (repos) => repos.facts,
    view: toAdminFact,
  };

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

    // ── Languages ─────────────────────────────────────────────────────────────────────────────────

    languages: {
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
    },

    units: inLanguage(unitItem),

    // ── Lessons ───────────────────────────────────────────────────────────────────────────────────

    lessons: {
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
    },

    // ── Exercises ─────────────────────────────────────────────────────────────────────────────────

    exercises: {
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
            await repos.courseOrder.renumber(
              'exercise',
              await repos.courseOrder.siblingIds('exercise', found.lessonId),
            );
          }
          const after = keep ? toAdminExercise((await repos.exercises.find(id)) ?? found) : null;
          await audit(repos, actorId, keep ? 'archive' : 'delete', 'exercise', id, toAdminExercise(found), after);
          return deletion(id, keep, 'exercise');
        });
      },
    },

    facts: inLanguage(factItem),
  };
}

export type CmsCourseService = ReturnType<typeof createCmsCourseService>;
