import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  contentKey,
  contentText,
  type ExerciseSource,
  type ExerciseType,
  exerciseSourceSchema,
  exerciseTypes,
  wordSchema,
} from '@roots/shared/contracts/exercise-source';
import { z } from 'zod';

/**
 * The authoring format of `content/courses/<code>/`: `course.yaml` (the language and its facts) and
 * `units/NN-<key>.yaml` (one unit with its lessons and exercises). Authors write answers as text;
 * option, tile and pair ids are assigned here, so a file can never reference an id that is missing.
 */

const text = contentText;
const key = contentKey;
export { exerciseSourceSchema, exerciseTypes };
export type { ExerciseSource, ExerciseType };

export const unitFileSchema = z.strictObject({
  key,
  title: text.max(80),
  description: text.max(240),
  lessons: z
    .array(
      z.strictObject({
        key,
        title: text.max(80),
        xp_reward: z.int().min(1).max(100).default(10),
        /** The words this lesson teaches, as [course-language, English]. */
        words: z.array(wordSchema).min(1),
        exercises: z.array(exerciseSourceSchema).min(1),
      }),
    )
    .min(1),
});
export type UnitFile = z.infer<typeof unitFileSchema>;

export const courseFileSchema = z.strictObject({
  code: z.string().regex(/^[a-z]{2,3}$/),
  name: text.max(40),
  native_name: text.max(40),
  /** "Welcome!" in the language: the toast a learner sees on enrolling. */
  greeting: text.max(60),
  description: text.max(300),
  /** Letters the phone keyboard may lack, offered by the on-screen keyboard. */
  special_characters: z.array(text),
  /** Whether `espeak-ng` has a voice: only then are `listen` exercises and clips generated. */
  voice: z.string().optional(),
  facts: z
    .array(
      z.strictObject({
        key,
        category: z.enum(['proverb', 'custom', 'history', 'geography', 'language', 'food', 'music', 'daily-life']),
        title: text.max(120),
        body: text.max(800),
      }),
    )
    .min(1),
});
export type CourseFile = z.infer<typeof courseFileSchema>;

export interface CourseSource {
  course: CourseFile;
  /** `tips`: the Markdown of `units/<stem>.tips.md` beside the unit's `<stem>.yaml`, when there is one. */
  units: { file: string; unit: UnitFile; tips?: string }[];
  /** Tips files with no unit file of their stem beside them (a renamed unit's, a misspelt name). */
  strayTips?: string[];
}

/** The tips page that goes with a unit file: `04-family.yaml` → `04-family.tips.md`. */
export const tipsFileOf = (unitFile: string) => unitFile.replace(/\.yaml$/, '.tips.md');

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

function parseWith<T>(schema: z.ZodType<T>, file: string, source: string, problems: string[]): T | undefined {
  let raw: unknown;
  try {
    raw = parseYaml(source);
  } catch (error) {
    problems.push(`${file}: not valid YAML (${(error as Error).message.split('\n')[0] ?? ''})`);
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues.slice(0, 20))
    problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  return undefined;
}

/** Reads one course folder; throws a ContentError listing every file problem at once. */
export async function readCourse(folder: string): Promise<CourseSource> {
  const problems: string[] = [];
  // Problems name files as `<code>/units/<file>`, short enough to read in a list.
  const shown = (...parts: string[]) => join(basename(folder), ...parts);
  const course = parseWith(
    courseFileSchema,
    shown('course.yaml'),
    await readFile(join(folder, 'course.yaml'), 'utf8'),
    problems,
  );
  const fileNames = await readdir(join(folder, 'units')).catch(() => []);
  const unitNames = fileNames.filter((n) => n.endsWith('.yaml')).sort();
  const strayTips = fileNames
    .filter((n) => n.endsWith('.tips.md') && !unitNames.some((unit) => tipsFileOf(unit) === n))
    .sort()
    .map((n) => shown('units', n));
  const units: CourseSource['units'] = [];
  for (const name of unitNames) {
    const unit = parseWith(
      unitFileSchema,
      shown('units', name),
      await readFile(join(folder, 'units', name), 'utf8'),
      problems,
    );
    // Missing is normal (a unit without tips); unreadable is a problem like a broken unit file.
    const tips = await readFile(join(folder, 'units', tipsFileOf(name)), 'utf8').catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      problems.push(`${shown('units', tipsFileOf(name))}: ${(error as Error).message}`);
      return undefined;
    });
    if (unit) units.push({ file: shown('units', name), unit, ...(tips === undefined ? {} : { tips }) });
  }
  if (problems.length > 0 || !course) throw new ContentError(problems);
  return { course, units, ...(strayTips.length > 0 ? { strayTips } : {}) };
}

/** Every course folder under `content/courses`, in a stable order. */
export async function listCourseFolders(contentRoot: string): Promise<string[]> {
  const root = join(contentRoot, 'courses');
  const names = await readdir(root, { withFileTypes: true }).catch(() => []);
  return names
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, entry.name))
    .sort();
}
