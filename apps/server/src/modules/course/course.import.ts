import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from '../../db/client.ts';
import {
  ContentError,
  type CourseSource,
  type ExerciseSource,
  listCourseFolders,
  readCourse,
} from './course.content.ts';
import { createCourseRepository, type NewExercise } from './course.repository.ts';

/** The clip of a listen exercise: `content/audio/<code>/<hash>.ogg`, named by what it says. */
export function audioFileName(say: string): string {
  return `${createHash('sha256').update(say.normalize('NFC')).digest('hex').slice(0, 16)}.ogg`;
}
export const AUDIO_URL_PREFIX = '/api/audio/';

/** A fixed shuffle per exercise, so the right option is not always where the author wrote it. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const random = () => {
    // mulberry32: small, fast and good enough to order a handful of options.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

function withIds(texts: readonly string[], prefix: string) {
  return texts.map((text, i) => ({ id: `${prefix}${String(i + 1)}`, text }));
}

/**
 * Splits an authored exercise into what the learner sees (payload) and the answer key (solution).
 * Returns undefined for a listen exercise whose clip does not exist.
 */
export function compileExercise(
  exercise: ExerciseSource,
  seed: string,
  audio: { code: string; dir: string },
): Omit<NewExercise, 'lessonId' | 'position'> | undefined {
  const common = {
    type: exercise.type,
    prompt: exercise.prompt,
    explanation: exercise.explanation ?? null,
    audioUrl: null,
  };
  switch (exercise.type) {
    case 'select': {
      const options = withIds(exercise.options, 'o');
      const answer = options.find((o) => o.text === exercise.answer)?.id;
      return { ...common, payload: { options: shuffled(options, seed) }, solution: { option: answer } };
    }
    case 'translate':
      return {
        ...common,
        payload: { source: exercise.source, into: exercise.into },
        solution: { answers: exercise.answers },
      };
    case 'word_bank':
      return {
        ...common,
        payload: { source: exercise.source, into: exercise.into, tiles: shuffled(withIds(exercise.tiles, 't'), seed) },
        solution: { answers: exercise.answers },
      };
    case 'match_pairs': {
      const left = exercise.pairs.map(([text], i) => ({ id: `l${String(i + 1)}`, text }));
      const right = exercise.pairs.map(([, text], i) => ({ id: `r${String(i + 1)}`, text }));
      return {
        ...common,
        payload: { left: shuffled(left, `${seed}:l`), right: shuffled(right, `${seed}:r`) },
        solution: { pairs: Object.fromEntries(left.map((l, i) => [l.id, `r${String(i + 1)}`])) },
      };
    }
    case 'fill_blank': {
      const base = { sentence: exercise.sentence, translation: exercise.translation };
      if ('options' in exercise.choice) {
        const options = withIds(exercise.choice.options, 'o');
        const answer = exercise.choice.answer;
        return {
          ...common,
          payload: { ...base, options: shuffled(options, seed) },
          solution: { option: options.find((o) => o.text === answer)?.id },
        };
      }
      return { ...common, payload: base, solution: { answers: exercise.choice.answers } };
    }
    case 'listen': {
      const file = audioFileName(exercise.say);
      if (!existsSync(join(audio.dir, audio.code, file))) return undefined;
      const audioUrl = `${AUDIO_URL_PREFIX}${audio.code}/${file}`;
      return {
        ...common,
        audioUrl,
        payload: { audio: audioUrl },
        solution: { answers: [exercise.say, ...(exercise.answers ?? [])] },
      };
    }
  }
}

function hashCourse(source: CourseSource, audioFiles: string): string {
  return createHash('sha256').update(JSON.stringify(source)).update(audioFiles).digest('hex');
}

export interface ImportReport {
  code: string;
  skipped: boolean;
  /** Why the course could not be read; the other courses are imported all the same. */
  problems?: string[];
  units: number;
  lessons: number;
  exercises: number;
  facts: number;
}

/**
 * Imports every course under `content/courses`. Idempotent and respectful of the CMS: rows that
 * already exist (by key) are left as they are, only missing units, lessons (with their
 * exercises) and facts are added. A course whose files are unchanged since the last import is
 * skipped without touching the database.
 */
export async function importCourses(db: Db, contentRoot: string): Promise<ImportReport[]> {
  const audioDir = join(contentRoot, 'audio');
  const reports: ImportReport[] = [];
  const folders = await listCourseFolders(contentRoot);
  for (const [position, folder] of folders.entries()) {
    let source: CourseSource;
    try {
      source = await readCourse(folder);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      // A broken file (say, mid-edit) must not keep the other courses, or the site, from starting.
      reports.push({
        code: basename(folder),
        skipped: true,
        problems: error.problems,
        units: 0,
        lessons: 0,
        exercises: 0,
        facts: 0,
      });
      continue;
    }
    const { course, units } = source;
    const audioFiles = units
      .flatMap(({ unit }) => unit.lessons.flatMap((l) => l.exercises))
      .flatMap((e) =>
        e.type === 'listen'
          ? [`${audioFileName(e.say)}:${String(existsSync(join(audioDir, course.code, audioFileName(e.say))))}`]
          : [],
      )
      .join(',');
    const hash = hashCourse(source, audioFiles);
    const report = await db.transaction(async (tx) => {
      const repo = createCourseRepository(tx);
      const existing = await repo.findLanguageByCode(course.code);
      const counts: ImportReport = { code: course.code, skipped: false, units: 0, lessons: 0, exercises: 0, facts: 0 };
      if (existing?.contentHash === hash) return { ...counts, skipped: true };
      const languageId =
        existing?.id ??
        (await repo.insertLanguage({
          code: course.code,
          name: course.name,
          nativeName: course.native_name,
          description: course.description,
          specialCharacters: course.special_characters,
          hasVoice: course.voice !== undefined,
          position,
        }));
      for (const [unitIndex, { unit }] of units.entries()) {
        const { id: unitId, inserted } = await repo.ensureUnit({
          languageId,
          key: unit.key,
          position: unitIndex + 1,
          title: unit.title,
          description: unit.description,
        });
        if (inserted) counts.units += 1;
        for (const [lessonIndex, lesson] of unit.lessons.entries()) {
          const lessonId = await repo.insertLessonIfMissing({
            unitId,
            key: lesson.key,
            position: lessonIndex + 1,
            title: lesson.title,
            xpReward: lesson.xp_reward,
            words: lesson.words,
          });
          if (!lessonId) continue;
          counts.lessons += 1;
          const compiled = lesson.exercises
            .map((exercise, i) =>
              compileExercise(exercise, `${course.code}:${lesson.key}:${String(i)}`, {
                code: course.code,
                dir: audioDir,
              }),
            )
            .filter((exercise) => exercise !== undefined)
            .map((exercise, i) => ({ ...exercise, lessonId, position: i + 1 }));
          await repo.insertExercises(compiled);
          counts.exercises += compiled.length;
        }
      }
      counts.facts = await repo.insertMissingFacts(
        course.facts.map((fact, i) => ({
          languageId,
          key: fact.key,
          position: i + 1,
          category: fact.category,
          title: fact.title,
          body: fact.body,
        })),
      );
      await repo.setContentHash(languageId, hash);
      return counts;
    });
    reports.push(report);
  }
  return reports;
}
