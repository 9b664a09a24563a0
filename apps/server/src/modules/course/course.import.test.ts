import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { languages } from '../../db/schema.ts';
import { createTestDatabase, testConfig } from '../../test/helper.ts';
import { importCourses } from './course.import.ts';

describe('course import', () => {
  it('imports the good courses and reports a broken one without stopping', async () => {
    const root = mkdtempSync(join(tmpdir(), 'roots-import-'));
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
