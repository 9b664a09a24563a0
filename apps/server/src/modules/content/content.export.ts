import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import { parse as parseYaml, stringify } from 'yaml';
import type { Db } from '../../db/client.ts';
import { type CourseFile, tipsFileOf, type UnitFile } from './content.format.ts';
import { toExerciseSource } from './content.exercise-source.ts';
import { bindCourseRepositories } from '../course/course.repositories.ts';

export interface ExportReport {
  code: string;
  units: number;
  lessons: number;
  exercises: number;
  facts: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One canonical form of an exercise: the importer gives options and tiles a random order, so the
 * export sorts them (and match pairs, which jsonb keeps in the order of their random ids). Exporting twice, or after a re-import, writes the very same bytes.
 */
function canonical(exercise: ExerciseSource): ExerciseSource {
  switch (exercise.type) {
    case 'select':
    case 'read':
      return { ...exercise, options: [...exercise.options].sort(byText) };
    case 'word_bank':
      return { ...exercise, tiles: [...exercise.tiles].sort(byText) };
    case 'match_pairs':
      return { ...exercise, pairs: [...exercise.pairs].sort(([a], [b]) => byText(a, b)) };
    case 'fill_blank':
      return 'options' in exercise.choice
        ? { ...exercise, choice: { ...exercise.choice, options: [...exercise.choice.options].sort(byText) } }
        : exercise;
    case 'translate':
    case 'listen':
    case 'speak':
      return exercise;
  }
}

const yaml = (value: unknown) => stringify(value, { lineWidth: 100 });

/**
 * Writes the database's courses back to the authoring layout (`courses/<code>/course.yaml`,
 * `units/NN-<key>.yaml` with its `NN-<key>.tips.md`), so CMS edits can be reviewed in git and imported
 * on another instance.
 * What learners see is exported: published units, lessons and exercises of every language that is
 * not archived. A course's old unit files are replaced. `voice` is kept from the existing file.
 */
export async function exportCourses(db: Db, contentRoot: string, codes: string[] = []): Promise<ExportReport[]> {
  // Outside the unit of work on purpose: a tool run on a bare database (npm run content:export, the
  // tests), with no app and no services around it; it only reads.
  const repos = bindCourseRepositories(db);
  const reports: ExportReport[] = [];
  for (const language of await repos.languages.listAll()) {
    if (language.status === 'archived' || (codes.length > 0 && !codes.includes(language.code))) continue;
    const folder = join(contentRoot, 'courses', language.code);
    const previous = join(folder, 'course.yaml');
    const voice = existsSync(previous)
      ? (parseYaml(await readFile(previous, 'utf8')) as { voice?: unknown } | null)?.voice
      : undefined;
    const facts = await repos.facts.list(language.id);
    const course: CourseFile = {
      code: language.code,
      name: language.name,
      native_name: language.nativeName,
      greeting: language.greeting,
      description: language.description,
      special_characters: language.specialCharacters,
      ...(typeof voice === 'string' ? { voice } : language.hasVoice ? { voice: language.code } : {}),
      facts: facts.map((fact) => ({
        key: fact.key,
        category: fact.category as CourseFile['facts'][number]['category'],
        title: fact.title,
        body: fact.body,
      })),
    };
    const units = (await repos.units.listAll(language.id)).filter((unit) => unit.status === 'published');
    const lessons = (await repos.lessons.listAll(language.id)).filter((lesson) => lesson.status === 'published');
    const exercises = (await repos.exercises.listAll(lessons.map((lesson) => lesson.id))).filter(
      (exercise) => exercise.status === 'published',
    );
    const report: ExportReport = { code: language.code, units: 0, lessons: 0, exercises: 0, facts: facts.length };
    // A course whose files start at 00 (Amharic's reading unit, a unit zero) keeps that numbering.
    const unitsDir = join(folder, 'units');
    const oldFiles = existsSync(unitsDir) ? await readdir(unitsDir) : [];
    const firstNumber = oldFiles.some((name) => name.startsWith('00-') && name.endsWith('.yaml')) ? 0 : 1;
    const files: [string, UnitFile, string | null][] = [];
    for (const unit of units) {
      const unitLessons = lessons
        .filter((lesson) => lesson.unitId === unit.id)
        .map((lesson) => ({
          key: lesson.key,
          title: lesson.title,
          xp_reward: lesson.xpReward,
          words: lesson.words,
          exercises: exercises
            .filter((exercise) => exercise.lessonId === lesson.id)
            .map((exercise) => canonical(toExerciseSource(exercise))),
        }))
        .filter((lesson) => lesson.exercises.length > 0);
      if (unitLessons.length === 0) continue;
      files.push([
        `${String(files.length + firstNumber).padStart(2, '0')}-${unit.key}.yaml`,
        { key: unit.key, title: unit.title, description: unit.description, lessons: unitLessons },
        unit.tips,
      ]);
      report.units += 1;
      report.lessons += unitLessons.length;
      report.exercises += unitLessons.reduce((sum, lesson) => sum + lesson.exercises.length, 0);
    }
    await mkdir(join(folder, 'units'), { recursive: true });
    for (const name of await readdir(join(folder, 'units'))) {
      if (name.endsWith('.yaml') || name.endsWith('.tips.md')) await rm(join(folder, 'units', name));
    }
    await writeFile(previous, yaml(course));
    for (const [name, unit, tips] of files) {
      await writeFile(join(folder, 'units', name), yaml(unit));
      if (tips !== null) await writeFile(join(folder, 'units', tipsFileOf(name)), `${tips}\n`);
    }
    reports.push(report);
  }
  return reports;
}
