import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import { readCourse } from './content.format.ts';
import { exportCourses } from './content.export.ts';
import { importCourses } from './content.import.ts';
import { bindCourseRepositories } from '../course/course.repositories.ts';
import { tempDir } from '../../test/after-file.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

/** Every file under a folder, by relative path, with its text. */
function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else files[`${prefix}${entry.name}`] = readFileSync(join(dir, entry.name), 'utf8');
    }
  };
  walk(root, '');
  return files;
}

/** A course as the CMS sees it, without ids and times: what a round trip must keep. */
async function contents(db: Parameters<typeof bindCourseRepositories>[0]) {
  const repos = bindCourseRepositories(db);
  const [language] = await repos.languages.listAll();
  if (!language) return null;
  const lessons = await repos.lessons.listAll(language.id);
  const exercises = await repos.exercises.listAll(lessons.map((l) => l.id));
  return {
    units: (await repos.units.listAll(language.id)).map((u) => [u.key, u.position, u.title, u.description, u.tips]),
    lessons: lessons.map((l) => [l.key, l.position, l.title, l.xpReward, l.words]),
    exercises: lessons.map((l) =>
      exercises
        .filter((e) => e.lessonId === l.id)
        .map((e) => [e.type, e.position, e.prompt, e.explanation, e.solution.answers ?? null]),
    ),
    facts: (await repos.facts.list(language.id)).map((f) => [f.key, f.category, f.title, f.body]),
  };
}

describe('content export', () => {
  it('writes the layout the importer reads; import → export → import changes nothing', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await importCourses(first.db, fixtures);
      const exported = tempDir('export');
      const [report] = await exportCourses(first.db, exported);
      expect(report).toMatchObject({ code: 'sw', units: 1, lessons: 2, exercises: 6, facts: 2 });
      // The exported files pass the importer's schema and say what the authored ones say.
      const source = await readCourse(join(fixtures, 'courses', 'sw'));
      const again = await readCourse(join(exported, 'courses', 'sw'));
      expect(again.course).toEqual(source.course);
      expect(again.units.map((u) => u.tips)).toEqual(source.units.map((u) => u.tips));
      expect(again.units.map((u) => u.unit.lessons.map((l) => l.exercises.map((e) => e.prompt)))).toEqual(
        source.units.map((u) => u.unit.lessons.map((l) => l.exercises.map((e) => e.prompt))),
      );

      // Importing the export into the same database adds nothing and changes nothing.
      const before = await contents(first.db);
      const [reimport] = await importCourses(first.db, exported);
      expect(reimport).toMatchObject({ units: 0, lessons: 0, exercises: 0, facts: 0 });
      expect(await contents(first.db)).toEqual(before);

      // On another instance, the export makes the same course, and exports to the same bytes.
      await importCourses(second.db, exported);
      expect(await contents(second.db)).toEqual(before);
      const secondExport = tempDir('export');
      await exportCourses(second.db, secondExport);
      expect(snapshot(secondExport)).toEqual(snapshot(exported));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps the voice of the existing course file and replaces its old unit files', async () => {
    const database = await createTestDatabase();
    try {
      await importCourses(database.db, fixtures);
      const root = tempDir('export');
      cpSync(join(fixtures, 'courses'), join(root, 'courses'), { recursive: true });
      const course = join(root, 'courses', 'sw', 'course.yaml');
      writeFileSync(course, `${readFileSync(course, 'utf8')}voice: sw+f3\n`);
      writeFileSync(join(root, 'courses', 'sw', 'units', '09-gone.yaml'), 'key: gone\n');
      writeFileSync(join(root, 'courses', 'sw', 'units', '09-gone.tips.md'), '## Gone\n');
      await exportCourses(database.db, root);
      expect(readdirSync(join(root, 'courses', 'sw', 'units')).sort()).toEqual([
        '01-greetings.tips.md',
        '01-greetings.yaml',
      ]);
      expect(readFileSync(course, 'utf8')).toContain('voice: sw+f3');
    } finally {
      await database.close();
    }
  });

  it('gives an existing unit the tips its file gains, until an admin edits the unit', async () => {
    const database = await createTestDatabase();
    try {
      const root = tempDir('import');
      cpSync(join(fixtures, 'courses'), join(root, 'courses'), { recursive: true });
      const tipsFile = join(root, 'courses', 'sw', 'units', '01-greetings.tips.md');
      rmSync(tipsFile);
      await importCourses(database.db, root);
      const repos = bindCourseRepositories(database.db);
      const [language] = await repos.languages.listAll();
      const tipsOf = async () => (await repos.units.listAll(language?.id ?? '')).map((unit) => unit.tips);
      expect(await tipsOf()).toEqual([null]);

      writeFileSync(tipsFile, '## Greetings\n\nSay **jambo**.\n');
      await importCourses(database.db, root);
      expect(await tipsOf()).toEqual(['## Greetings\n\nSay **jambo**.']);

      const [unit] = await repos.units.listAll(language?.id ?? '');
      await repos.units.update(unit?.id ?? '', { tips: 'Written in the CMS', editedAt: new Date() });
      writeFileSync(tipsFile, '## Greetings, revised\n');
      await importCourses(database.db, root);
      expect(await tipsOf()).toEqual(['Written in the CMS']);
    } finally {
      await database.close();
    }
  });

  it('never overwrites an item edited in the CMS when the files change and are imported again', async () => {
    const database = await createTestDatabase();
    try {
      await importCourses(database.db, fixtures);
      const repos = bindCourseRepositories(database.db);
      const [language] = await repos.languages.listAll();
      const [lesson] = await repos.lessons.listAll(language?.id ?? '');
      await repos.lessons.update(lesson?.id ?? '', { title: 'Edited in the CMS', editedAt: new Date() });
      const root = tempDir('import');
      cpSync(join(fixtures, 'courses'), join(root, 'courses'), { recursive: true });
      const unit = join(root, 'courses', 'sw', 'units', '01-greetings.yaml');
      writeFileSync(unit, readFileSync(unit, 'utf8').replace('title: Hello', 'title: Hello from the file'));
      const [report] = await importCourses(database.db, root);
      expect(report).toMatchObject({ skipped: false, lessons: 0 });
      expect((await repos.lessons.find(lesson?.id ?? ''))?.lesson.title).toBe('Edited in the CMS');
    } finally {
      await database.close();
    }
  });
});
