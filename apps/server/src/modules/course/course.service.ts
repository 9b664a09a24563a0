import type {
  CourseUnit,
  Fact,
  Language,
  Lesson,
  LessonStatus,
  Progress,
  UnitTips,
} from '@roots/shared/contracts/learning';
import { lessonStatuses } from '@roots/shared/domain/progress';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { clipUrlOf } from './course.clips.ts';
import type { CourseProgressRepository } from './course-progress.repository.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { ExerciseRepository } from './course-exercise.repository.ts';
import type { FactRepository } from './course-fact.repository.ts';
import type { CourseWordRepository } from './course-word.repository.ts';
import type { CourseCatalogue } from './course.catalogue.ts';
import { newWordsOf, toHintedExercise } from './course.hints.ts';
import { buildLexicon } from '@roots/shared/domain/word-hints';

export const NOT_FOUND_LESSON = 'We could not find that lesson.';
const NOT_FOUND_LANGUAGE = 'We could not find that language.';

export interface CourseRepos {
  facts: Pick<FactRepository, 'list'>;
  exercises: Pick<ExerciseRepository, 'clipFile'>;
  courseWords: Pick<CourseWordRepository, 'clipFile'>;
  progress: CourseProgressRepository;
  users: Pick<UserRepository, 'currentLanguageId' | 'setCurrentLanguage'>;
}

export interface CourseServiceOptions {
  uow: UnitOfWork<CourseRepos>;
  /** What learners see of the courses, kept in memory (course.catalogue.ts). */
  catalogue: CourseCatalogue;
  /** Whether a clip file (`<code>/<name>.ogg`) exists, as a recording or in the course files. */
  hasClip?: (file: string) => boolean;
}

/** The catalogue, enrolment, a learner's progress through a course, and its cultural facts. */
export function createCourseService({ uow, catalogue, hasClip = () => false }: CourseServiceOptions) {
  const { facts, exercises, courseWords, progress, users } = uow.repos;
  async function requireCourse(languageId: string) {
    const course = await catalogue.course(languageId);
    if (!course) throw new AppError('NOT_FOUND', NOT_FOUND_LANGUAGE);
    return course;
  }
  const requireLanguage = async (languageId: string) => (await requireCourse(languageId)).language;

  async function statusesFor(userId: string | undefined, languageId: string) {
    const ordered = (await requireCourse(languageId)).lessons;
    // Every language's completions: only this course's lessons are looked up in it.
    const completed = userId ? new Set(await progress.completedLessonIdsOf(userId)) : new Set<string>();
    return { ordered, completed, statuses: lessonStatuses(ordered, completed) };
  }

  async function listLanguages(userId: string | undefined): Promise<Language[]> {
    const { rows, lessonCounts: totals } = await catalogue.languages();
    const enrolled = new Set(userId ? await progress.enrolledLanguageIds(userId) : []);
    const done = userId ? await progress.completedLessonIds(userId) : [];
    const current = userId ? await users.currentLanguageId(userId) : null;
    // Counted once per copy of each course (course.catalogue.ts), never per request.
    const voicings = await Promise.all(rows.map(async (row) => (await catalogue.course(row.id))?.voicing()));
    const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);
    return rows.map((row, i) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      native_name: row.nativeName,
      greeting: row.greeting,
      description: row.description,
      special_characters: row.specialCharacters,
      has_audio: row.hasVoice,
      total_lessons: totals.get(row.id) ?? 0,
      enrolled: enrolled.has(row.id),
      completed_lessons: done.filter((d) => d.languageId === row.id).length,
      current: row.id === current && enrolled.has(row.id),
      listening: voicings[i]?.listening ?? 0,
      voiced_share: share(voicings[i]?.voiced ?? 0, voicings[i]?.texts ?? 0),
      synthetic_share: share(voicings[i]?.synthetic ?? 0, voicings[i]?.texts ?? 0),
    }));
  }

  async function getLanguage(userId: string | undefined, languageId: string): Promise<Language> {
    await requireLanguage(languageId);
    const found = (await listLanguages(userId)).find((language) => language.id === languageId);
    if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_LANGUAGE);
    return found;
  }

  async function getProgress(userId: string, languageId: string): Promise<Progress> {
    await requireLanguage(languageId);
    const { ordered, completed, statuses } = await statusesFor(userId, languageId);
    const done = ordered.filter((lesson) => completed.has(lesson.id)).length;
    const next = ordered.find((lesson) => statuses.get(lesson.id) === 'available');
    return {
      language_id: languageId,
      completed_lessons: done,
      total_lessons: ordered.length,
      percent: ordered.length === 0 ? 0 : Math.floor((done / ordered.length) * 100),
      next_lesson_id: next?.id ?? null,
    };
  }

  async function enroll(userId: string, languageId: string): Promise<Language> {
    await requireLanguage(languageId);
    await progress.enroll(userId, languageId);
    // A course just chosen is the one the learner goes on with, on this browser and any other.
    await users.setCurrentLanguage(userId, languageId);
    return getLanguage(userId, languageId);
  }

  /** A published lesson with its unit and language, and whether this learner may open it. */
  async function lessonAccess(userId: string, lessonId: string) {
    const found = await catalogue.lesson(lessonId);
    if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_LESSON);
    const { statuses } = await statusesFor(userId, found.language.id);
    const status: LessonStatus = statuses.get(lessonId) ?? 'locked';
    return { ...found, status };
  }

  return {
    requireLanguage,
    lessonAccess,

    /** The word hints of a course, for exercises shown outside a lesson (practice). */
    async lexicon(languageId: string, code: string) {
      return (await catalogue.course(languageId))?.lexicon() ?? buildLexicon([], code);
    },
    listLanguages,
    getLanguage,
    enroll,
    progress: getProgress,

    async userLanguages(userId: string): Promise<Language[]> {
      return (await listLanguages(userId)).filter((language) => language.enrolled);
    },

    /** Makes an enrolled language the learner's current course, on every browser they use. */
    async setCurrentLanguage(userId: string, languageId: string): Promise<Language> {
      await requireLanguage(languageId);
      if (!(await progress.enrolledLanguageIds(userId)).includes(languageId)) {
        throw new AppError('NOT_FOUND', 'You are not enrolled in that language.');
      }
      await users.setCurrentLanguage(userId, languageId);
      return getLanguage(userId, languageId);
    },

    async unenroll(userId: string, languageId: string): Promise<void> {
      await requireLanguage(languageId);
      if (!(await progress.unenroll(userId, languageId))) {
        throw new AppError('NOT_FOUND', 'You are not enrolled in that language.');
      }
    },

    async courseMap(userId: string | undefined, languageId: string): Promise<CourseUnit[]> {
      const unitRows = (await requireCourse(languageId)).units;
      const { ordered, statuses } = await statusesFor(userId, languageId);
      return unitRows.map((unit) => ({
        id: unit.id,
        position: unit.position,
        title: unit.title,
        description: unit.description,
        has_tips: unit.tips !== null,
        lessons: ordered
          .filter((lesson) => lesson.unitId === unit.id)
          .map((lesson) => ({
            id: lesson.id,
            position: lesson.position,
            title: lesson.title,
            xp_reward: lesson.xpReward,
            status: statuses.get(lesson.id) ?? 'locked',
          })),
      }));
    },

    /**
     * The ids of the learner's next lessons of a course, in course order: those not completed, from
     * their first lesson not completed on, across units (at most `limit`; none once it is finished).
     */
    async nextLessonIds(userId: string, languageId: string, limit: number): Promise<string[]> {
      const { ordered, completed } = await statusesFor(userId, languageId);
      return ordered
        .filter((lesson) => !completed.has(lesson.id))
        .slice(0, limit)
        .map((lesson) => lesson.id);
    },

    async getLesson(userId: string, lessonId: string): Promise<Lesson> {
      const { lesson, unit, language, status, exercises: rows } = await lessonAccess(userId, lessonId);
      const course = await requireCourse(language.id);
      const lexicon = course.lexicon();
      return {
        id: lesson.id,
        title: lesson.title,
        xp_reward: lesson.xpReward,
        status,
        unit: { id: unit.id, title: unit.title, position: unit.position, has_tips: unit.tips !== null },
        language: {
          id: language.id,
          code: language.code,
          name: language.name,
          special_characters: language.specialCharacters,
        },
        new_words: newWordsOf(course.words, lesson.id, hasClip),
        exercises: rows.map((row) => toHintedExercise(row, lexicon)),
      };
    },

    async unitTips(unitId: string): Promise<UnitTips> {
      const found = await catalogue.unit(unitId);
      if (!found) throw new AppError('NOT_FOUND', 'We could not find that unit.');
      const { unit, language } = found;
      return {
        unit: { id: unit.id, title: unit.title, position: unit.position },
        language: { id: language.id, code: language.code, name: language.name },
        tips_html: unit.tips === null ? null : renderMarkdown(unit.tips),
      };
    },

    /** The file (under content/audio) behind a clip's public name; 404 for any other name. */
    async clipFile(name: string): Promise<string> {
      const url = clipUrlOf(name);
      // An exercise's clip, else a lesson word's.
      const file = url && ((await exercises.clipFile(url)) ?? (await courseWords.clipFile(url)));
      if (!file) throw new AppError('NOT_FOUND', 'We could not find that clip.');
      return file;
    },

    async facts(languageId: string): Promise<Fact[]> {
      await requireLanguage(languageId);
      return (await facts.list(languageId)).map((fact) => ({
        id: fact.id,
        category: fact.category,
        title: fact.title,
        body: fact.body,
      }));
    },
  };
}

export type CourseService = ReturnType<typeof createCourseService>;
