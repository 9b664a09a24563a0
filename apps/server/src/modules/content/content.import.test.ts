import { appendFileSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { eq } from 'drizzle-orm';
import { exercises, languages, lessons } from '../../db/schema.ts';
import { createTestDatabase, testConfig } from '../../test/helper.ts';
import { audioFileName } from '../course/course.clips.ts';
import { compileExercise, importCourses } from './content.import.ts';
import { tempDir } from '../../test/after-file.ts';

describe('course import', () => {
  it('imports the good courses and reports a broken one without stopping', async () => {
    const root = tempDir('import');
    cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses'), join(root, 'courses'), {
      recursive: true,
    });
    mkdirSync(join(root, 'courses', 'zz', 'units'), { recursive: true });
    writeFileSync(join(root, 'courses', 'zz', 'course.yaml'), 'code: zz\nname: [unclosed\n');
    const database = await createTestDatabase();
    try {
      const reports = await importCourses(database.db, root);
      expect(reports.find((r) => r.code === 'sw')).toMatchObject({ skipped: false, lessons: 2, exercises: 6 });
      expect(reports.find((r) => r.code === 'zz')?.problems?.[0]).toMatch(/^zz\/course\.yaml: not valid YAML/);
    } finally {
      await database.close();
    }
  });

  it('imports a listen exercise without its recording, and counts it as waiting for a clip', async () => {
    const root = tempDir('import');
    cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses'), join(root, 'courses'), {
      recursive: true,
    });
    // The goodbye lesson is the file's last: a listen exercise appended to the file joins it.
    appendFileSync(
      join(root, 'courses', 'sw', 'units', '01-greetings.yaml'),
      '      - type: listen\n        prompt: Type what you hear\n        say: Kwaheri!\n',
    );
    const listenRows = async (db: Awaited<ReturnType<typeof createTestDatabase>>['db']) =>
      (await db.select({ type: exercises.type, audioFile: exercises.audioFile }).from(exercises)).filter(
        (row) => row.type === 'listen',
      );

    const database = await createTestDatabase();
    try {
      expect((await importCourses(database.db, root)).find((r) => r.code === 'sw')).toMatchObject({
        exercises: 7,
        waitingForClip: 1,
      });
      expect(await listenRows(database.db)).toEqual([{ type: 'listen', audioFile: `sw/${audioFileName('Kwaheri!')}` }]);
    } finally {
      await database.close();
    }

    // Once the recording exists, the same exercise compiles with its clip (a second import into a
    // fresh database would store it; an existing lesson is never re-imported).
    const listen = { type: 'listen', prompt: 'Type what you hear', say: 'Kwaheri!' } as const;
    expect(compileExercise(listen, { code: 'sw', dirs: [join(root, 'audio')] })).toMatchObject({ waiting: true });
    mkdirSync(join(root, 'audio', 'sw'), { recursive: true });
    writeFileSync(join(root, 'audio', 'sw', audioFileName('Kwaheri!')), 'OggS');
    expect(compileExercise(listen, { code: 'sw', dirs: [join(root, 'audio')] })).toMatchObject({
      waiting: false,
      type: 'listen',
      audioFile: `sw/${audioFileName('Kwaheri!')}`,
    });
  });

  it('adds to a lesson imported before issue 40 the listen exercises it left out, unless an admin edited it', async () => {
    const root = tempDir('import');
    cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses'), join(root, 'courses'), {
      recursive: true,
    });
    appendFileSync(
      join(root, 'courses', 'sw', 'units', '01-greetings.yaml'),
      '      - type: listen\n        prompt: Type what you hear\n        say: Kwaheri!\n',
    );
    const listenCount = async (db: Awaited<ReturnType<typeof createTestDatabase>>['db']) =>
      (await db.select({ type: exercises.type }).from(exercises)).filter((row) => row.type === 'listen').length;
    const database = await createTestDatabase();
    try {
      await importCourses(database.db, root);
      // As a database an earlier import left: no listen exercise without its clip, an older hash.
      await database.db.delete(exercises).where(eq(exercises.type, 'listen'));
      await database.db.update(languages).set({ contentHash: 'before issue 40' });
      expect((await importCourses(database.db, root)).find((r) => r.code === 'sw')).toMatchObject({
        exercises: 1,
        waitingForClip: 1,
      });
      const [restored] = await database.db
        .select({ position: exercises.position, lessonId: exercises.lessonId })
        .from(exercises)
        .where(eq(exercises.type, 'listen'));
      const others = await database.db
        .select({ position: exercises.position })
        .from(exercises)
        .where(eq(exercises.lessonId, restored?.lessonId ?? ''));
      expect(restored?.position).toBe(Math.max(...others.map((row) => row.position)));

      // Again: nothing twice. And a lesson an admin edited keeps the exercises the admin left it.
      await database.db.update(languages).set({ contentHash: 'changed' });
      await importCourses(database.db, root);
      expect(await listenCount(database.db)).toBe(1);
      await database.db.delete(exercises).where(eq(exercises.type, 'listen'));
      await database.db.update(lessons).set({ editedAt: new Date() });
      await database.db.update(languages).set({ contentHash: 'changed again' });
      await importCourses(database.db, root);
      expect(await listenCount(database.db)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('gives a course imported before greetings existed its greeting, and leaves an edited one alone', async () => {
    const root = tempDir('import');
    cpSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses'), join(root, 'courses'), {
      recursive: true,
    });
    const greeting = async (db: Awaited<ReturnType<typeof createTestDatabase>>['db']) =>
      (await db.select({ greeting: languages.greeting }).from(languages))[0]?.greeting;
    const database = await createTestDatabase();
    try {
      await importCourses(database.db, root);
      // As a database from before the column: no greeting yet, and files that changed since.
      await database.db.update(languages).set({ greeting: '', contentHash: null });
      await importCourses(database.db, root);
      expect(await greeting(database.db)).toBe('Karibu!');

      await database.db.update(languages).set({ greeting: 'Hujambo!', editedAt: new Date(), contentHash: null });
      await importCourses(database.db, root);
      expect(await greeting(database.db)).toBe('Hujambo!');
    } finally {
      await database.close();
    }
  });

  it('imports once when two instances start together on one empty database', async () => {
    const database = await createTestDatabase();
    const contentDir = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
    try {
      const start = () => buildApp(testConfig(), { database, importContent: true, contentDir, logger: false });
      const apps = await Promise.all([start(), start()]);
      expect(await database.db.select({ code: languages.code }).from(languages)).toEqual([{ code: 'sw' }]);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await database.close();
    }
  });
});
