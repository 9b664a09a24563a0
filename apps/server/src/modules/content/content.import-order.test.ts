import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import { exportCourses } from './content.export.ts';
import { importCourses, slotInFileOrder } from './content.import.ts';
import { bindCourseRepositories } from '../course/course.repositories.ts';
import { tempDir } from '../../test/after-file.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

/** A unit put before the others, as Amharic's reading unit (00-fidel.yaml) was. */
const unitZero = `key: first
title: Reading first
description: The letters before the words.
lessons:
  - key: letters
    title: Letters
    words:
      - [ሰላም, selam]
    exercises:
      - type: select
        prompt: How do you read “ሰላም”?
        options: [selam, salam, silam, selem]
        answer: selam
      - type: translate
        prompt: Write this in the course language
        into: target
        source: Hello
        answers: [ሰላም]
        accept_romanised: true
`;

/** A lesson of one word, with the exercise that asks its meaning, indented for a unit's `lessons:`. */
const oneWordLesson = (key: string, title: string, word: string, meaning: string) => `  - key: ${key}
    title: ${title}
    words:
      - [${word}, ${meaning}]
    exercises:
      - type: select
        prompt: Which one means “${meaning}”?
        options: [${word}, jambo, asante]
        answer: ${word}
`;

const unitLast = `key: last
title: Last
description: A unit after the others.
lessons:
${oneWordLesson('final', 'Final', 'kwaheri', 'goodbye')}`;

/** A lesson between the two lessons of the fixture's greetings unit. */
const middleLesson = oneWordLesson('middle', 'In between', 'sana', 'very');

function courseCopy(): string {
  const root = tempDir('order');
  cpSync(join(fixtures, 'courses'), join(root, 'courses'), { recursive: true });
  return root;
}

async function order(db: Parameters<typeof bindCourseRepositories>[0]) {
  const repos = bindCourseRepositories(db);
  const [language] = await repos.languages.listAll();
  const units = await repos.units.listAll(language?.id ?? '');
  const lessons = await repos.lessons.listAll(language?.id ?? '');
  return {
    units: units.map((unit) => [unit.key, unit.position]),
    lessons: lessons.map((lesson) => [lesson.key, lesson.position]),
  };
}

describe('importing new units and lessons into an existing course', () => {
  it('places each in file order among the existing ones, and the export keeps that order and numbering', async () => {
    const database = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      const root = courseCopy();
      await importCourses(database.db, root);
      expect(await order(database.db)).toEqual({
        units: [['greetings', 1]],
        lessons: [
          ['hello', 1],
          ['goodbye', 2],
        ],
      });

      // The files gain a unit zero, a lesson in the middle of a unit and a unit at the end.
      const units = join(root, 'courses', 'sw', 'units');
      writeFileSync(join(units, '00-first.yaml'), unitZero);
      writeFileSync(join(units, '02-last.yaml'), unitLast);
      const greetings = join(units, '01-greetings.yaml');
      writeFileSync(
        greetings,
        readFileSync(greetings, 'utf8').replace('  - key: goodbye', `${middleLesson}  - key: goodbye`),
      );
      const [report] = await importCourses(database.db, root);
      expect(report).toMatchObject({ units: 2, lessons: 3 });
      const placed = {
        units: [
          ['first', 1],
          ['greetings', 2],
          ['last', 3],
        ],
        lessons: [
          ['letters', 1],
          ['hello', 1],
          ['middle', 2],
          ['goodbye', 3],
          ['final', 1],
        ],
      };
      expect(await order(database.db)).toEqual(placed);

      // Exported, a course that starts at 00 keeps its numbering (a unit's tips beside it);
      // re-imported, the same order.
      await exportCourses(database.db, root);
      expect(readdirSync(units).sort()).toEqual([
        '00-first.yaml',
        '01-greetings.tips.md',
        '01-greetings.yaml',
        '02-last.yaml',
      ]);
      expect(readFileSync(join(units, '00-first.yaml'), 'utf8')).toContain('accept_romanised: true');
      await importCourses(second.db, root);
      expect(await order(second.db)).toEqual(placed);
      const again = tempDir('order');
      cpSync(join(root, 'courses'), join(again, 'courses'), { recursive: true });
      await exportCourses(second.db, again);
      for (const name of readdirSync(units))
        expect(readFileSync(join(again, 'courses', 'sw', 'units', name), 'utf8')).toBe(
          readFileSync(join(units, name), 'utf8'),
        );
    } finally {
      await database.close();
      await second.close();
    }
  });

  it('compiles accept_romanised into the answer key', async () => {
    const database = await createTestDatabase();
    try {
      const root = courseCopy();
      writeFileSync(join(root, 'courses', 'sw', 'units', '00-first.yaml'), unitZero);
      await importCourses(database.db, root);
      const repos = bindCourseRepositories(database.db);
      const [language] = await repos.languages.listAll();
      const [letters] = await repos.lessons.listAll(language?.id ?? '');
      const exercises = await repos.exercises.listAll([letters?.id ?? '']);
      expect(exercises.map((exercise) => exercise.solution.romanised)).toEqual([undefined, true]);
    } finally {
      await database.close();
    }
  });
});

describe('slotInFileOrder', () => {
  const siblings = [
    { id: 'a', key: 'greetings', position: 1 },
    { id: 'b', key: 'numbers', position: 2 },
  ];
  it('appends when nothing later in the files is there yet', () => {
    expect(slotInFileOrder([], ['greetings'])).toEqual({ position: 1 });
    expect(slotInFileOrder(siblings, ['travel'])).toEqual({ position: 3 });
  });
  it('goes before the first existing sibling that the files put after it', () => {
    const slot = slotInFileOrder(siblings, ['numbers', 'travel']);
    expect(slot.order?.('new')).toEqual(['a', 'new', 'b']);
    expect(slotInFileOrder(siblings, ['greetings', 'numbers']).order?.('new')).toEqual(['new', 'a', 'b']);
  });
});
