import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { normalizeAnswer } from '@roots/shared/domain/answer';
import nspell from 'nspell';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { type AllowList, checkCourse, taughtForms } from './content.check.ts';
import { type CourseSource, ContentError, listCourseFolders, readCourse } from './content.format.ts';
import { courseLanguageTexts } from './content.taught.ts';

/** Debian's hunspell dictionaries (packages hunspell-sw and hunspell-af), read with nspell. */
const dictionaries = new Map([
  ['sw', '/usr/share/hunspell/sw_TZ'],
  ['af', '/usr/share/hunspell/af_ZA'],
]);

const allowListSchema = z.strictObject({
  cldr: z.record(z.string(), z.array(z.string())).optional(),
  spelling: z.array(z.string()).optional(),
  untaught: z.array(z.string()).optional(),
});

export async function readAllowList(folder: string): Promise<AllowList> {
  const file = join(folder, 'allow-list.yaml');
  if (!existsSync(file)) return {};
  return allowListSchema.parse(parseYaml(await readFile(file, 'utf8')) ?? {});
}

async function checkSpelling({ course, units }: CourseSource, allow: AllowList): Promise<string[] | 'skipped'> {
  const path = dictionaries.get(course.code);
  if (!path || !existsSync(`${path}.dic`)) return 'skipped';
  const [aff, dic] = await Promise.all([readFile(`${path}.aff`), readFile(`${path}.dic`)]);
  const spell = nspell({ aff, dic });
  const allowed = new Set((allow.spelling ?? []).map((word) => normalizeAnswer(word, course.code)));
  const unknown = new Map<string, string>();
  for (const { file, unit } of units)
    for (const lesson of unit.lessons) {
      const texts = [...lesson.words.map(([word]) => word), ...lesson.exercises.flatMap(courseLanguageTexts)];
      for (const word of texts.flatMap((t) => normalizeAnswer(t, course.code).split(' ')).filter(Boolean)) {
        if (/^\d+$/u.test(word) || allowed.has(word) || unknown.has(word)) continue;
        const bare = word.replace(/^'+|'+$/gu, '');
        if (spell.correct(word) || spell.correct(bare) || spell.correct(bare.charAt(0).toUpperCase() + bare.slice(1)))
          continue;
        unknown.set(word, `${basename(file)} › ${lesson.key}`);
      }
    }
  return [...unknown].map(
    ([word, where]) =>
      `${course.code}: "${word}" (${where}) is not in the ${course.code} dictionary; fix it or add it to allow-list.yaml`,
  );
}

export interface CourseReport {
  code: string;
  problems: string[];
  spelling: 'checked' | 'skipped';
  counts: { units: number; lessons: number; exercises: number; words: number; facts: number };
}

/** Reads and checks every course (or the given codes): the body of `npm run content:check`. */
export async function verifyCourses(contentRoot: string, codes: string[] = []): Promise<CourseReport[]> {
  const folders = (await listCourseFolders(contentRoot)).filter(
    (folder) => codes.length === 0 || codes.includes(basename(folder)),
  );
  return Promise.all(
    folders.map(async (folder): Promise<CourseReport> => {
      const code = basename(folder);
      let source: CourseSource;
      try {
        source = await readCourse(folder);
      } catch (error) {
        const problems = error instanceof ContentError ? error.problems : [String(error)];
        return { code, problems, spelling: 'skipped', counts: { units: 0, lessons: 0, exercises: 0, words: 0, facts: 0 } };
      }
      const allow = await readAllowList(folder);
      const problems = checkCourse(source, allow);
      if (source.course.code !== code)
        problems.push(`${folder}: the folder name must be the code "${source.course.code}"`);
      const spelling = await checkSpelling(source, allow);
      if (spelling !== 'skipped') problems.push(...spelling);
      const lessons = source.units.flatMap(({ unit }) => unit.lessons);
      return {
        code,
        problems,
        spelling: spelling === 'skipped' ? 'skipped' : 'checked',
        counts: {
          units: source.units.length,
          lessons: lessons.length,
          exercises: lessons.reduce((sum, lesson) => sum + lesson.exercises.length, 0),
          words: taughtForms(source).size,
          facts: source.course.facts.length,
        },
      };
    }),
  );
}
