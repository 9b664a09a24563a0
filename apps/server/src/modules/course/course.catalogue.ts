import { normalizeAnswer } from '@roots/shared/domain/answer';
import type { Lexicon } from '@roots/shared/domain/word-hints';
import { courseLexicon, type CourseWord } from './course.hints.ts';
import type { ExerciseRow } from './course-exercise.repository.ts';
import type { LanguageRow } from './course-language.repository.ts';
import type { LessonRow } from './course-lesson.repository.ts';
import type { UnitRow } from './course-unit.repository.ts';
import type { CourseRepositories } from './course.repositories.ts';

/**
 * What learners see of the courses, kept in memory: every answer check, lesson load and course map
 * reads it, and it changes only when an admin edits a course. Published items only, so a draft is
 * never served from here.
 *
 * Freshness: the CMS (and the reports that correct an exercise) call `invalidate()` after their
 * transaction commits, and through the content bus so do the other instances; a copy older than
 * `maxAgeMs` is refreshed besides (served meanwhile), for a change that no message announced (a
 * lost pub/sub message, `npm run content:import` on a server without Redis).
 */

export interface CatalogueLesson {
  lesson: LessonRow;
  unit: UnitRow;
  language: LanguageRow;
  /** Its published exercises, in order. */
  exercises: ExerciseRow[];
}

export interface PublishedCourse {
  language: LanguageRow;
  units: UnitRow[];
  /** Published lessons of published units, in course order. */
  lessons: LessonRow[];
  lesson(id: string): CatalogueLesson | undefined;
  exercise(id: string): ExerciseRow | undefined;
  /** The words of the published lessons in course order: introductions and word hints. */
  words: CourseWord[];
  /** Those words as a lexicon for hints (built once per copy). */
  lexicon(): Lexicon;
  /** Every word the course teaches, normalised: the typo rule refuses "typos" that spell one. */
  typoWords(): Set<string>;
  /** How much of the course learners can hear (the catalogue's cards). */
  voicing(): CourseVoicing;
}

/** How much of a course learners can hear, counted when its copy is made. */
export interface CourseVoicing {
  /** Listen exercises served. */
  listening: number;
  /** Distinct texts (clip files) of lesson words and listen or speak texts. */
  texts: number;
  /** Of those, the texts with a clip. */
  voiced: number;
  /** Of those, the texts whose clip is synthetic speech (a course file only). */
  synthetic: number;
}

/** The published lessons of a unit and of the units before it, in course order (none for an unknown unit). */
export function lessonsThrough(course: Pick<PublishedCourse, 'units' | 'lessons'>, unitId: string): LessonRow[] {
  const index = course.units.findIndex((unit) => unit.id === unitId);
  if (index < 0) return [];
  const through = new Set(course.units.slice(0, index + 1).map((unit) => unit.id));
  return course.lessons.filter((lesson) => through.has(lesson.unitId));
}

/** How old a copy may get before it is refreshed anyway. */
export const CATALOGUE_MAX_AGE_MS = 60_000;

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The repositories the catalogue reads the published courses through. */
export type CatalogueRepos = Pick<CourseRepositories, 'languages' | 'units' | 'lessons' | 'exercises'>;

export function createCourseCatalogue(
  repos: CatalogueRepos,
  {
    maxAgeMs = CATALOGUE_MAX_AGE_MS,
    clock = () => Date.now(),
    hasClip,
    isSynthetic = () => false,
  }: {
    maxAgeMs?: number;
    clock?: () => number;
    /**
     * Whether a clip file can be played (an approved contribution, a CMS recording or a course
     * file): a listen or speak exercise without one stays out of its lesson (which counts one
     * exercise fewer to complete). Without it, every one is served.
     */
    hasClip?: (file: string) => boolean;
    /** Whether a clip file plays synthetic speech (a course file, without a recording or a contribution). */
    isSynthetic?: (file: string) => boolean;
  } = {},
) {
  // Where lessons and exercises live, learnt from loaded courses (a miss asks the database once).
  const languageOfLesson = new Map<string, string>();
  const languageOfExercise = new Map<string, string>();
  const languageOfUnit = new Map<string, string>();
  const published = keptCopies(maxAgeMs, clock, load, (languageId, course) => {
    for (const unit of course?.units ?? []) languageOfUnit.set(unit.id, languageId);
    for (const lesson of course?.lessons ?? []) {
      languageOfLesson.set(lesson.id, languageId);
      for (const exercise of course?.lesson(lesson.id)?.exercises ?? []) {
        languageOfExercise.set(exercise.id, languageId);
      }
    }
  });
  const languages = keptCopies(maxAgeMs, clock, async () => {
    const rows = await repos.languages.listPublished();
    return { rows, lessonCounts: await repos.lessons.countPublishedByLanguage(rows.map((row) => row.id)) };
  });

  async function load(languageId: string): Promise<PublishedCourse | undefined> {
    const language = await repos.languages.findPublished(languageId);
    if (!language) return undefined;
    const units = await repos.units.listPublished(languageId);
    const lessons = await repos.lessons.listPublished(languageId);
    const exercises = await repos.exercises.listPublished(lessons.map((lesson) => lesson.id));
    const words = await repos.lessons.listPublishedWords(languageId);
    const unitById = new Map(units.map((unit) => [unit.id, unit]));
    const byLesson = new Map<string, CatalogueLesson>();
    for (const lesson of lessons) {
      const unit = unitById.get(lesson.unitId);
      if (unit) byLesson.set(lesson.id, { lesson, unit, language, exercises: [] });
    }
    const exerciseById = new Map<string, ExerciseRow>();
    // The texts learners could hear: every lesson word and every listen or speak text, served or not.
    const texts = new Set(words.map((word) => word.audioFile));
    let listening = 0;
    for (const exercise of exercises) {
      // Known by id either way, so an attempt started before a clip was withdrawn still grades.
      exerciseById.set(exercise.id, exercise);
      if (exercise.type === 'listen' || exercise.type === 'speak') {
        if (exercise.audioFile) texts.add(exercise.audioFile);
        if (hasClip && !(exercise.audioFile && hasClip(exercise.audioFile))) continue;
        if (exercise.type === 'listen' && byLesson.has(exercise.lessonId)) listening += 1;
      }
      byLesson.get(exercise.lessonId)?.exercises.push(exercise);
    }
    return {
      language,
      units,
      lessons,
      lesson: (id) => byLesson.get(id),
      exercise: (id) => exerciseById.get(id),
      words,
      lexicon: once(() => courseLexicon(words, language.code)),
      voicing: once(() => {
        // Without `hasClip` (tests of the catalogue alone), nothing is known to be voiced.
        const voiced = hasClip ? [...texts].filter((file) => hasClip(file)) : [];
        return {
          listening,
          texts: texts.size,
          voiced: voiced.length,
          synthetic: voiced.filter((file) => isSynthetic(file)).length,
        };
      }),
      typoWords: once(
        () =>
          new Set(
            lessons.flatMap((lesson) =>
              lesson.words.flatMap(([word]) => normalizeAnswer(word, language.code).split(' ')),
            ),
          ),
      ),
    };
  }

  const course = (languageId: string) => published.get(languageId);

  return {
    /** A published course with everything learners see of it, or undefined. */
    course,

    /** The published languages in order, with their lesson counts. */
    languages: () => languages.get(''),

    /** A published lesson (of a published unit and language), with its exercises. */
    async lesson(lessonId: string): Promise<CatalogueLesson | undefined> {
      const languageId = languageOfLesson.get(lessonId) ?? (await repos.lessons.languageOf({ lessonId }));
      return languageId ? (await course(languageId))?.lesson(lessonId) : undefined;
    },

    /** A published unit (of a published language), with its language. */
    async unit(unitId: string): Promise<{ unit: UnitRow; language: LanguageRow } | undefined> {
      const languageId = languageOfUnit.get(unitId) ?? (await repos.units.find(unitId))?.languageId;
      const found = languageId ? await course(languageId) : undefined;
      const unit = found?.units.find((row) => row.id === unitId);
      return found && unit ? { unit, language: found.language } : undefined;
    },

    /** A published exercise of a published lesson, with its lesson. */
    async exercise(
      exerciseId: string,
    ): Promise<{ exercise: ExerciseRow; lesson: CatalogueLesson; course: PublishedCourse } | undefined> {
      const languageId = languageOfExercise.get(exerciseId) ?? (await repos.lessons.languageOf({ exerciseId }));
      const found = languageId ? await course(languageId) : undefined;
      const exercise = found?.exercise(exerciseId);
      const lesson = exercise && found?.lesson(exercise.lessonId);
      return found && exercise && lesson ? { exercise, lesson, course: found } : undefined;
    },

    /** Forgets every copy: the next request reads the database. */
    invalidate() {
      published.clear();
      languages.clear();
      languageOfLesson.clear();
      languageOfExercise.clear();
      languageOfUnit.clear();
    },
  };
}

/**
 * Copies made by `load` per key: made on first use, refreshed once older than `maxAgeMs` (the old
 * copy is served until the new one is there), forgotten by `clear()`. A load that started before a
 * `clear()` is not kept; a failed load is not kept either, so the next request tries again.
 */
function keptCopies<T>(
  maxAgeMs: number,
  clock: () => number,
  load: (key: string) => Promise<T>,
  onLoaded: (key: string, value: T) => void = () => undefined,
) {
  interface Copy {
    value: Promise<T>;
    madeAt: number;
    refreshing: boolean;
  }
  const copies = new Map<string, Copy>();
  let generation = 0;

  function make(key: string, replacing?: Copy): Copy {
    const started = generation;
    const copy: Copy = { value: load(key), madeAt: clock(), refreshing: false };
    copy.value.then(
      (value) => {
        if (started !== generation) return;
        onLoaded(key, value);
        if (replacing && copies.get(key) === replacing) copies.set(key, copy);
      },
      () => {
        if (replacing) replacing.refreshing = false;
        else if (copies.get(key) === copy) copies.delete(key);
      },
    );
    return copy;
  }

  return {
    get(key: string): Promise<T> {
      const copy = copies.get(key);
      if (!copy) {
        const made = make(key);
        copies.set(key, made);
        return made.value;
      }
      if (clock() - copy.madeAt > maxAgeMs && !copy.refreshing) {
        copy.refreshing = true;
        make(key, copy);
      }
      return copy.value;
    },
    clear() {
      generation += 1;
      copies.clear();
    },
  };
}

export type CourseCatalogue = ReturnType<typeof createCourseCatalogue>;
