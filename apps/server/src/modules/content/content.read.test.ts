import { join } from 'node:path';
import { exerciseSourceSchema } from '@roots/shared/contracts/exercise-source';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import { readFixtureCourses } from '../../test/read-fixture.ts';
import { bindCourseRepositories } from '../course/course.repositories.ts';
import { checkExercise } from './content.check.ts';
import { toExerciseSource } from './content.exercise-source.ts';
import { exportCourses } from './content.export.ts';
import { type ExerciseSource, readCourse } from './content.format.ts';
import { compileExercise, importCourses } from './content.import.ts';
import { courseLanguageTexts } from './content.taught.ts';
import { tempDir } from '../../test/after-file.ts';

const read = {
  type: 'read',
  prompt: 'Read, then answer',
  passage: [['Amina', 'Habari za asubuhi, Juma?'], ['Juma', 'Nzuri sana. Na wewe?'], 'Amina anacheka.'],
  question: 'How is Juma?',
  options: ['Very well', 'Tired', 'Hungry', 'Lost'],
  answer: 'Very well',
} as const satisfies ExerciseSource;

describe('the read exercise’s format', () => {
  it('reads dialogue lines as [speaker, text] and narration as a plain string', () => {
    expect(exerciseSourceSchema.safeParse(read).success).toBe(true);
  });

  it('refuses an empty passage, more than twelve lines, a line of three parts and an empty speaker', () => {
    const problems = (passage: unknown) =>
      exerciseSourceSchema.safeParse({ ...read, passage }).error?.issues.map((issue) => issue.path.join('.'));
    expect(problems([])).toEqual(['passage']);
    expect(problems(Array.from({ length: 13 }, () => 'Amina anacheka.'))).toEqual(['passage']);
    expect(problems([['Amina', 'Habari', 'Juma']])).toEqual(['passage.0']);
    expect(problems([['', 'Habari']])).toEqual(['passage.0.0']);
  });
});

describe('content:check on a read exercise', () => {
  it('passes a passage with four distinct options, the answer among them', () => {
    expect(checkExercise(read, 'here', 'sw')).toEqual([]);
  });

  it('asks for four options, all different, the answer one of them', () => {
    expect(checkExercise({ ...read, options: ['Very well', 'Tired', 'Hungry'] }, 'here', 'sw')).toEqual([
      'here: 3 options, at least 4 needed',
    ]);
    expect(checkExercise({ ...read, options: ['Very well', 'Tired', 'tired', 'Lost'] }, 'here', 'sw')).toEqual([
      'here: two options are the same',
    ]);
    expect(checkExercise({ ...read, answer: 'Happy' }, 'here', 'sw')).toEqual([
      'here: the answer is not one of the options',
    ]);
  });

  it('gives other rules the passage’s course-language text, without speakers or the English question', () => {
    expect(courseLanguageTexts(read)).toEqual(['Habari za asubuhi, Juma?', 'Nzuri sana. Na wewe?', 'Amina anacheka.']);
  });
});

describe('importing and exporting a read exercise', () => {
  it('stores the answer as an option id, apart from what the learner sees', () => {
    const compiled = compileExercise(read, { code: 'sw', dirs: [] });
    const answer = compiled.payload.options?.find((o) => o.text === 'Very well');
    expect(compiled.solution).toEqual({ option: answer?.id });
    expect(compiled.payload.passage).toEqual([
      { speaker: 'Amina', text: 'Habari za asubuhi, Juma?' },
      { speaker: 'Juma', text: 'Nzuri sana. Na wewe?' },
      { text: 'Amina anacheka.' },
    ]);
    expect(compiled.payload.question).toBe('How is Juma?');
  });

  it('comes back from the database as it was written, through export and import again', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await importCourses(first.db, readFixtureCourses());
      const exported = tempDir('export');
      await exportCourses(first.db, exported);
      const again = await readCourse(join(exported, 'courses', 'sw'));
      const exercise = again.units[0]?.unit.lessons[0]?.exercises.find((e) => e.type === 'read');
      expect(exercise).toEqual({
        type: 'read',
        prompt: 'Read, then answer',
        explanation: 'Kwaheri means goodbye.',
        passage: [['Amina', 'Jambo, Juma!'], ['Juma', 'Jambo! Asante sana.'], 'Amina anasema kwaheri.'],
        question: 'What does Amina say at the end?',
        options: ['Goodbye', 'Hello', 'Thank you', 'Very well'],
        answer: 'Goodbye',
      });

      await importCourses(second.db, exported);
      const repos = bindCourseRepositories(second.db);
      const [language] = await repos.languages.listAll();
      const lessons = await repos.lessons.listAll(language?.id ?? '');
      const rows = await repos.exercises.listAll(lessons.map((l) => l.id));
      const row = rows.find((r) => r.type === 'read');
      expect(row && toExerciseSource(row)).toMatchObject({ answer: 'Goodbye', question: exercise?.question });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
