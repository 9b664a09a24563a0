import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { exercises, lessons } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/helper.ts';
import { createCourseCatalogue } from './course.catalogue.ts';
import { importCourses } from '../content/content.import.ts';
import { bindCourseRepositories } from './course.repositories.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

describe('the course catalogue (courses in memory)', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  await importCourses(database.db, fixtures);
  let clock = 0;
  const catalogue = createCourseCatalogue(bindCourseRepositories(database.db), {
    maxAgeMs: 60_000,
    clock: () => clock,
  });
  const [language] = (await catalogue.languages()).rows;
  const languageId = language?.id ?? '';
  const course = await catalogue.course(languageId);
  const [first, second] = course?.lessons ?? [];
  const exercise = course?.lesson(first?.id ?? '')?.exercises[0];

  it('serves published lessons and exercises with their lesson, by id', async () => {
    expect(course?.lessons.length).toBeGreaterThan(1);
    expect((await catalogue.lesson(first?.id ?? ''))?.lesson.id).toBe(first?.id);
    const found = await catalogue.exercise(exercise?.id ?? '');
    expect(found?.lesson.lesson.id).toBe(first?.id);
    expect(found?.course.language.id).toBe(languageId);
    expect(await catalogue.exercise('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(course?.typoWords().has('jambo')).toBe(true);
  });

  it('keeps its copy until told, and then reads the database again (drafts are never served)', async () => {
    await database.db
      .update(lessons)
      .set({ status: 'draft' })
      .where(eq(lessons.id, second?.id ?? ''));
    expect(await catalogue.lesson(second?.id ?? '')).toBeDefined();
    catalogue.invalidate();
    expect(await catalogue.lesson(second?.id ?? '')).toBeUndefined();
    expect((await catalogue.course(languageId))?.lessons.map((l) => l.id)).toEqual([first?.id]);
    await database.db
      .update(lessons)
      .set({ status: 'published' })
      .where(eq(lessons.id, second?.id ?? ''));
    catalogue.invalidate();
  });

  it('refreshes a copy older than its age limit, serving the old one until the new one is there', async () => {
    const before = await catalogue.course(languageId);
    await database.db
      .update(exercises)
      .set({ status: 'draft' })
      .where(eq(exercises.id, exercise?.id ?? ''));
    clock += 61_000;
    // The first read after the limit still gets the old copy and starts the refresh.
    expect(await catalogue.course(languageId)).toBe(before);
    // The refresh runs in the background: up to 30 s on a loaded machine, where 1 s (the default) failed.
    await vi.waitFor(
      async () => {
        expect(await catalogue.course(languageId)).not.toBe(before);
      },
      { timeout: 30_000 },
    );
    const after = await catalogue.course(languageId);
    expect(after?.exercise(exercise?.id ?? '')).toBeUndefined();
  });
});
