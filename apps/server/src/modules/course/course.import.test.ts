import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
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
});
