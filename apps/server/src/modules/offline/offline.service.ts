import type { Exercise, Lesson } from '@roots/shared/contracts/learning';
import {
  OFFLINE_LESSONS,
  type OfflineKey,
  type OfflinePackage,
  offlinePackageSchema,
  type OfflineSummary,
} from '@roots/shared/contracts/offline';
import { englishTypoWords } from '@roots/shared/domain/answer';
import { publicHearts } from '@roots/shared/domain/hearts';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { ExerciseRow } from '../course/course-exercise.repository.ts';
import type { CourseCatalogue, PublishedCourse } from '../course/course.catalogue.ts';
import type { CourseService } from '../course/course.service.ts';
import type { LearnerRepository } from '../learner/learner.repository.ts';
import { heartsOf, isPremium } from '../learner/learner.views.ts';
import type { PracticeService, PracticeSession } from '../practice/practice.service.ts';
import type { ClipSizes } from './offline.clips.ts';

export interface OfflineRepos {
  learners: Pick<LearnerRepository, 'stats'>;
}

interface OfflineDeps {
  uow: UnitOfWork<OfflineRepos>;
  catalogue: Pick<CourseCatalogue, 'course'>;
  course: Pick<CourseService, 'requireLanguage' | 'nextLessonIds' | 'getLesson'>;
  practice: Pick<PracticeService, 'startOrResume' | 'preview'>;
  clipSizes: ClipSizes;
  /** The server's English word list (lib/english-words.ts): a key carries the few words its typo rule can meet. */
  isEnglishWord: (word: string) => boolean;
  now?: () => Date;
}

/**
 * An exercise's answer key as the shared grader reads it (domain/exercise-grader.ts), with its
 * explanation; answered in English (typed or from tiles), with the real words one typo away from
 * an accepted one, which the grader's typo rule reads in place of the server's word list.
 */
export function offlineKey(row: ExerciseRow, isEnglishWord: (word: string) => boolean): OfflineKey {
  const { option, answers, pairs, romanised } = row.solution;
  const english = row.payload.into === 'english' && answers !== undefined;
  return {
    ...(option !== undefined ? { option } : {}),
    ...(answers !== undefined ? { answers } : {}),
    ...(pairs !== undefined ? { pairs } : {}),
    ...(romanised ? { romanised } : {}),
    explanation: row.explanation,
    ...(english ? { english_words: englishTypoWords(answers, isEnglishWord) } : {}),
  };
}

/**
 * A course's next lessons and a practice session, with what the device needs to play and grade
 * them without the network (docs/offline.md). Each lesson is exactly what `GET /lesson/:id` gives,
 * the practice session exactly what `POST /practice/start` starts or resumes; the keys are what
 * the learner would see after answering. The server grades every replayed answer again.
 */
export function createOfflineService({
  uow,
  catalogue,
  course,
  practice,
  clipSizes,
  isEnglishWord,
  now = () => new Date(),
}: OfflineDeps) {
  function keysOf(published: PublishedCourse, exercises: readonly Exercise[]): Record<string, OfflineKey> {
    const keys: Record<string, OfflineKey> = {};
    for (const exercise of exercises) {
      const row = published.exercise(exercise.id);
      if (row) keys[exercise.id] = offlineKey(row, isEnglishWord);
    }
    return keys;
  }

  /** Every clip the lessons and practice play (exercises' and new words' URLs), with its file. */
  function clipFilesOf(published: PublishedCourse, lessons: readonly Lesson[], practiced: readonly Exercise[]) {
    const wordFiles = new Map(published.words.map((word) => [word.audioUrl, word.audioFile]));
    const files = new Map<string, string>();
    const add = (url: string | null | undefined, file: string | null | undefined) => {
      if (url && file) files.set(url, file);
    };
    for (const exercise of [...lessons.flatMap((lesson) => lesson.exercises), ...practiced]) {
      add(exercise.audio_url, published.exercise(exercise.id)?.audioFile);
    }
    for (const word of lessons.flatMap((lesson) => lesson.new_words)) {
      add(word.audio_url, word.audio_url ? wordFiles.get(word.audio_url) : undefined);
    }
    return files;
  }

  /** The package as it is now; `start` starts or resumes the practice session, else nothing is written. */
  async function build(userId: string, languageId: string, start: boolean): Promise<OfflinePackage> {
    const language = await course.requireLanguage(languageId);
    const published = await catalogue.course(languageId);
    if (!published) throw new AppError('NOT_FOUND', 'We could not find that language.');
    const lessons: Lesson[] = [];
    for (const id of await course.nextLessonIds(userId, languageId, OFFLINE_LESSONS)) {
      lessons.push(await course.getLesson(userId, id));
    }
    const session: PracticeSession | null = start
      ? await practice.startOrResume(userId, languageId)
      : await practice.preview(userId, languageId);
    const files = clipFilesOf(published, lessons, session?.exercises ?? []);
    const sizes = await clipSizes([...new Set(files.values())]);
    const clips = [...files].flatMap(([url, file]) => {
      const bytes = sizes.get(file);
      return bytes === undefined ? [] : [{ url, bytes }];
    });
    const at = now();
    const stats = await uow.repos.learners.stats(userId);
    const contents: Omit<OfflinePackage, 'bytes'> = {
      language: { id: language.id, code: language.code, name: language.name },
      made_at: at.toISOString(),
      lessons: lessons.map((lesson) => ({ lesson, keys: keysOf(published, lesson.exercises) })),
      practice: session && { ...session, keys: keysOf(published, session.exercises) },
      course_words: [...published.typoWords()],
      clips,
      hearts: publicHearts(heartsOf(stats, at)),
      unlimited_hearts: isPremium(stats, at),
    };
    return withSize(
      contents,
      clips.reduce((sum, clip) => sum + clip.bytes, 0),
    );
  }

  return {
    /** `POST /offline/course/:id`: the package, its practice session started or resumed. */
    download: (userId: string, languageId: string) => build(userId, languageId, true),

    /** `GET /offline/course/:id`: what the download would carry now, and its size; starts nothing. */
    async summary(userId: string, languageId: string): Promise<OfflineSummary> {
      const made = await build(userId, languageId, false);
      return {
        lessons: made.lessons.length,
        practice_exercises: made.practice?.exercises.length ?? 0,
        clips: made.clips.length,
        bytes: made.bytes,
      };
    },
  };
}

/**
 * The package with its size: its JSON as sent (UTF-8, through its schema as the reply is) and its
 * clips. The size is part of the JSON, so it is worked out until its own digits are counted.
 */
function withSize(contents: Omit<OfflinePackage, 'bytes'>, clipBytes: number): OfflinePackage {
  const sent = offlinePackageSchema.parse({ ...contents, bytes: 0 });
  let bytes = clipBytes;
  for (;;) {
    const total = clipBytes + Buffer.byteLength(JSON.stringify({ ...sent, bytes }));
    if (total === bytes) return { ...sent, bytes };
    bytes = total;
  }
}

export type OfflineService = ReturnType<typeof createOfflineService>;
