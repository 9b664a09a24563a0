import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from '../../db/client.ts';
import {
  ContentError,
  type CourseSource,
  type ExerciseSource,
  listCourseFolders,
  readCourse,
} from './content.format.ts';
import { audioFileName, clipFileOf, newClipUrl } from '../course/course.clips.ts';
import type { NewExercise } from '../course/course-exercise.repository.ts';
import { bindCourseRepositories } from '../course/course.repositories.ts';
import { shuffled } from '../../lib/shuffled.ts';

/**
 * Opaque ids for the items of one exercise (options, tiles, both columns of a match): random,
 * distinct within the exercise, so an id reveals neither order nor correctness.
 */
function opaqueIds(count: number, taken = new Set<string>()): string[] {
  const ids: string[] = [];
  while (ids.length < count) {
    const id = randomBytes(5).toString('hex');
    if (taken.has(id)) continue;
    taken.add(id);
    ids.push(id);
  }
  return ids;
}

function withIds(texts: readonly string[], taken?: Set<string>) {
  const ids = opaqueIds(texts.length, taken);
  return texts.map((text, i) => ({ id: ids[i] ?? '', text }));
}

/**
 * Splits an authored exercise into what the learner sees (payload) and the answer key (solution).
 * A listen or speak exercise is imported whether or not its clip exists: learners meet it once its
 * text has one (a course file, a CMS recording or an approved contribution; course.catalogue.ts).
 * `waiting` says whether its clip is still missing from the course files.
 */
export function compileExercise(
  exercise: ExerciseSource,
  audio: { code: string; dirs: readonly string[] },
): Omit<NewExercise, 'lessonId' | 'position'> & { waiting?: boolean } {
  const common = {
    type: exercise.type,
    prompt: exercise.prompt,
    explanation: exercise.explanation ?? null,
    audioUrl: null,
    audioFile: null,
  };
  // `accept_romanised` travels in the answer key, to the grader (answer.ts).
  const romanised = 'accept_romanised' in exercise && exercise.accept_romanised ? { romanised: true } : {};
  switch (exercise.type) {
    case 'select': {
      const options = withIds(exercise.options);
      const answer = options.find((o) => o.text === exercise.answer)?.id;
      return { ...common, payload: { options: shuffled(options) }, solution: { option: answer } };
    }
    case 'read': {
      const options = withIds(exercise.options);
      const passage = exercise.passage.map((line) =>
        typeof line === 'string' ? { text: line } : { speaker: line[0], text: line[1] },
      );
      return {
        ...common,
        payload: { passage, question: exercise.question, options: shuffled(options) },
        solution: { option: options.find((o) => o.text === exercise.answer)?.id },
      };
    }
    case 'translate':
      return {
        ...common,
        payload: { source: exercise.source, into: exercise.into },
        solution: { answers: exercise.answers, ...romanised },
      };
    case 'word_bank':
      return {
        ...common,
        payload: { source: exercise.source, into: exercise.into, tiles: shuffled(withIds(exercise.tiles)) },
        solution: { answers: exercise.answers },
      };
    case 'match_pairs': {
      const taken = new Set<string>();
      const left = withIds(
        exercise.pairs.map(([text]) => text),
        taken,
      );
      const right = withIds(
        exercise.pairs.map(([, text]) => text),
        taken,
      );
      return {
        ...common,
        payload: { left: shuffled(left), right: shuffled(right) },
        solution: { pairs: Object.fromEntries(left.map((l, i) => [l.id, right[i]?.id ?? ''])) },
      };
    }
    case 'fill_blank': {
      const base = { sentence: exercise.sentence, translation: exercise.translation };
      if ('options' in exercise.choice) {
        const options = withIds(exercise.choice.options);
        const answer = exercise.choice.answer;
        return {
          ...common,
          payload: { ...base, options: shuffled(options) },
          solution: { option: options.find((o) => o.text === answer)?.id },
        };
      }
      return { ...common, payload: base, solution: { answers: exercise.choice.answers, ...romanised } };
    }
    case 'listen':
    case 'speak': {
      const file = clipFileOf(audio.code, exercise.say);
      const clip = { waiting: !audio.dirs.some((dir) => existsSync(join(dir, file))), audioUrl: newClipUrl(), audioFile: file };
      // A speak exercise shows its text to be read aloud, and has nothing to grade.
      return exercise.type === 'speak'
        ? { ...common, ...clip, payload: { sentence: exercise.say }, solution: {} }
        : {
            ...common,
            ...clip,
            payload: {},
            solution: { answers: [exercise.say, ...(exercise.answers ?? [])], ...romanised },
          };
    }
  }
}

/**
 * Where a unit (or lesson) that is new to the database goes among the ones already there, which
 * keep their order (an admin may have changed it): just before the first of them that comes after
 * it in the files, or last. `order` is the new order of every sibling when the new item does not
 * simply go last (positions are then renumbered 1..n); a fresh import only ever appends.
 */
export function slotInFileOrder(
  siblings: readonly { id: string; key: string; position: number }[],
  laterKeys: readonly string[],
): { position: number; order?: (id: string) => string[] } {
  const later = new Set(laterKeys);
  const at = siblings.findIndex((sibling) => later.has(sibling.key));
  const last = siblings.reduce((highest, sibling) => Math.max(highest, sibling.position), 0);
  if (at < 0) return { position: last + 1 };
  const ids = siblings.map((sibling) => sibling.id);
  return { position: last + 1, order: (id) => [...ids.slice(0, at), id, ...ids.slice(at)] };
}

/**
 * Bumped when the import adds rows an earlier one did not, so that every existing database reads
 * its courses again once. 2: listen exercises are imported without their clip (issue 40). 3: speak
 * exercises.
 */
const IMPORT_VERSION = '3';

function hashCourse(source: CourseSource, audioFiles: string): string {
  return createHash('sha256').update(IMPORT_VERSION).update(JSON.stringify(source)).update(audioFiles).digest('hex');
}

/**
 * An import before issue 40 left out every listen exercise whose clip was missing, one before
 * speaking practice had no speak exercises, and an existing lesson is never imported again: its
 * file's listen and speak exercises that it lacks are added after its other exercises, unless an
 * admin has edited the lesson (then its exercises are the CMS's).
 */
async function restoreVoicedExercises(
  repos: ReturnType<typeof bindCourseRepositories>,
  lessonId: string,
  exercises: readonly ExerciseSource[],
  code: string,
  audioDir: string,
): Promise<{ added: number; waiting: number }> {
  const rows = await repos.exercises.listAll([lessonId]);
  const present = new Set(rows.map((row) => `${row.type}:${row.audioFile ?? ''}`));
  const last = rows.reduce((highest, row) => Math.max(highest, row.position), 0);
  const missing = exercises.filter(
    (exercise) =>
      (exercise.type === 'listen' || exercise.type === 'speak') &&
      !present.has(`${exercise.type}:${clipFileOf(code, exercise.say)}`),
  );
  let waiting = 0;
  const added = missing.map((exercise, i) => {
    const { waiting: noClip, ...row } = compileExercise(exercise, { code, dirs: [audioDir] });
    if (noClip) waiting += 1;
    return { ...row, lessonId, position: last + i + 1 };
  });
  if (added.length > 0) await repos.exercises.insertMany(added);
  return { added: added.length, waiting };
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
  /** Listen and speak exercises imported whose text has no clip yet: learners meet them once one is approved. */
  waitingForClip: number;
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
        waitingForClip: 0,
      });
      continue;
    }
    const { course, units } = source;
    const audioFiles = units
      .flatMap(({ unit }) => unit.lessons.flatMap((l) => l.exercises))
      .flatMap((e) =>
        e.type === 'listen' || e.type === 'speak'
          ? [`${audioFileName(e.say)}:${String(existsSync(join(audioDir, course.code, audioFileName(e.say))))}`]
          : [],
      )
      .join(',');
    const hash = hashCourse(source, audioFiles);
    // Outside the unit of work on purpose: a migration-time tool, run on a bare database (at start
    // under the migrations' lock, by npm run content:import, for the tests' templates), it binds the
    // course repository to its own transaction, one per course.
    const report = await db.transaction(async (tx) => {
      const repos = bindCourseRepositories(tx);
      const existing = await repos.languages.findByCode(course.code);
      const counts: ImportReport = { code: course.code, skipped: false, units: 0, lessons: 0, exercises: 0, facts: 0, waitingForClip: 0 };
      if (existing?.contentHash === hash) return { ...counts, skipped: true };
      // What an admin deleted in the CMS stays deleted.
      const deleted = await repos.contentDeletions.keys(course.code);
      if (deleted.has(`language:${course.code}`)) return { ...counts, skipped: true };
      const languageId =
        existing?.id ??
        (await repos.languages.insert({
          code: course.code,
          name: course.name,
          nativeName: course.native_name,
          greeting: course.greeting,
          description: course.description,
          specialCharacters: course.special_characters,
          hasVoice: course.voice !== undefined,
          position,
        }));
      // A course imported before it had a greeting gets it (an edited one keeps what the admin wrote).
      if (existing && !existing.editedAt && existing.greeting !== course.greeting)
        await repos.languages.update(existing.id, { greeting: course.greeting });
      // New units and lessons take their place in file order among the existing ones (below).
      await repos.courseOrder.lockSiblings('unit', languageId);
      const unitKeys = units.map(({ unit }) => unit.key);
      for (const [unitIndex, { unit, tips: tipsFile }] of units.entries()) {
        if (deleted.has(`unit:${unit.key}`)) continue;
        const tips = tipsFile === undefined || tipsFile.trim() === '' ? null : tipsFile.trim();
        const unitSiblings = await repos.units.listAll(languageId);
        const unitSlot = slotInFileOrder(unitSiblings, unitKeys.slice(unitIndex + 1));
        const ensured = await repos.units.ensure({
          languageId,
          key: unit.key,
          position: unitSlot.position,
          title: unit.title,
          description: unit.description,
          tips,
        });
        const unitId = ensured.id;
        if (ensured.inserted) {
          counts.units += 1;
          if (unitSlot.order) await repos.courseOrder.renumber('unit', unitSlot.order(unitId));
        }
        // Tips are written for units learners already have: an existing unit takes the file's
        // tips, unless an admin has edited the unit (then the CMS's text is theirs to keep).
        else if (!ensured.editedAt && ensured.tips !== tips) await repos.units.update(unitId, { tips });
        await repos.courseOrder.lockSiblings('lesson', unitId);
        const lessonKeys = unit.lessons.map((lesson) => lesson.key);
        for (const [lessonIndex, lesson] of unit.lessons.entries()) {
          if (deleted.has(`lesson:${lesson.key}`)) continue;
          const lessonSiblings = await repos.lessons.listOfUnit(unitId);
          const lessonSlot = slotInFileOrder(lessonSiblings, lessonKeys.slice(lessonIndex + 1));
          const lessonId = await repos.lessons.insertIfMissing({
            unitId,
            key: lesson.key,
            position: lessonSlot.position,
            title: lesson.title,
            xpReward: lesson.xp_reward,
            words: lesson.words,
          });
          if (!lessonId) {
            const found = lessonSiblings.find((sibling) => sibling.key === lesson.key);
            if (found && !found.editedAt) {
              const restored = await restoreVoicedExercises(repos, found.id, lesson.exercises, course.code, audioDir);
              counts.exercises += restored.added;
              counts.waitingForClip += restored.waiting;
            }
            continue;
          }
          if (lessonSlot.order) await repos.courseOrder.renumber('lesson', lessonSlot.order(lessonId));
          counts.lessons += 1;
          const compiled = lesson.exercises.map((exercise, i) => {
            const { waiting, ...row } = compileExercise(exercise, { code: course.code, dirs: [audioDir] });
            if (waiting) counts.waitingForClip += 1;
            return { ...row, lessonId, position: i + 1 };
          });
          await repos.exercises.insertMany(compiled);
          counts.exercises += compiled.length;
        }
      }
      counts.facts = await repos.facts.insertMissing(
        course.facts
          .map((fact, i) => ({ fact, i }))
          .filter(({ fact }) => !deleted.has(`fact:${fact.key}`))
          .map(({ fact, i }) => ({
            languageId,
            key: fact.key,
            position: i + 1,
            category: fact.category,
            title: fact.title,
            body: fact.body,
          })),
      );
      await repos.languages.setContentHash(languageId, hash);
      return counts;
    });
    reports.push(report);
  }
  return reports;
}
