import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../paths.ts';
import { gradeExercise } from '../attempt/attempt.grader.ts';
import { checkCourse, cldrNames, courseVocabulary } from './course.content-check.ts';
import { listCourseFolders, readCourse } from './course.content.ts';
import { compileExercise } from './course.import.ts';
import { verifyCourses } from './course.content-verify.ts';

/** `npm run content:check` as part of `npm test`: every shipped course passes every check. */
describe('shipped courses', async () => {
  const reports = await verifyCourses(contentDir);

  it('ships the eight languages of content.md', () => {
    expect(reports.map((report) => report.code).sort()).toEqual(['af', 'am', 'ha', 'ig', 'so', 'sw', 'yo', 'zu']);
  });

  it.each(reports.map((report) => [report.code, report] as const))(
    '%s passes schema, coverage, CLDR and spelling',
    (_, report) => {
      expect(report.problems).toEqual([]);
    },
  );
});

describe('the content checks themselves', () => {
  const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses', 'sw');

  it('reads CLDR names from Node’s ICU', () => {
    expect(cldrNames('sw').get('monday')).toBe('jumatatu');
    expect(cldrNames('ha').get('friday')).toBe('jummaʼa');
    expect(cldrNames('am').get('language')).toBe('አማርኛ');
  });

  it('reports thin courses, missing types, unused words and wrong day names', async () => {
    const source = await readCourse(fixtures);
    const [first] = source.units;
    if (!first) throw new Error('fixture has no unit');
    const lesson = first.unit.lessons[0];
    if (!lesson) throw new Error('fixture has no lesson');
    lesson.words.push(['Jumanne', 'Monday'], ['kiti', 'chair']);
    const problems = checkCourse(source);
    expect(problems).toEqual(
      expect.arrayContaining([
        'sw: 1 units, at least 6 needed',
        'sw: 2 facts, at least 15 needed',
        'sw/units/01-greetings.yaml › goodbye: 2 exercises, at least 10 needed',
        expect.stringContaining('"kiti" is taught but no exercise uses it') as string,
        expect.stringContaining('"Jumanne" for monday; CLDR spells it "jumatatu"') as string,
      ]),
    );
  });
});

/** Every authored answer, played back through the importer and the grader, is graded correct. */
describe('authored answers pass the grader', async () => {
  const folders = await listCourseFolders(contentDir);

  it.each(folders.map((folder) => [folder.split('/').at(-1) ?? folder, folder] as const))('%s', async (_, folder) => {
    const source = await readCourse(folder);
    const courseWords = courseVocabulary(source);
    const failures: string[] = [];
    for (const { unit } of source.units) {
      for (const lesson of unit.lessons) {
        lesson.exercises.forEach((authored, i) => {
          // Listen clips may be missing in a checkout; grading does not need them.
          const compiled = compileExercise(authored, { code: source.course.code, dir: '/nonexistent' });
          if (!compiled) return;
          const row = { ...compiled, id: 'x', lessonId: 'l', position: i + 1, createdAt: new Date() } as Parameters<
            typeof gradeExercise
          >[0];
          const { payload, solution } = compiled;
          const answers: unknown[] = [];
          if (solution.option) answers.push(solution.option);
          else if (solution.pairs) answers.push(Object.entries(solution.pairs));
          else if (authored.type === 'word_bank') {
            for (const text of authored.answers) {
              const used = new Set<string>();
              answers.push(
                text.split(/\s+/u).map((word) => {
                  const tile = payload.tiles?.find(
                    (t) =>
                      !used.has(t.id) &&
                      t.text.toLocaleLowerCase() === word.replace(/[.,!?¿¡።፧]/gu, '').toLocaleLowerCase(),
                  );
                  if (tile) used.add(tile.id);
                  return tile?.id;
                }),
              );
            }
          } else answers.push(...(solution.answers ?? []));
          for (const answer of answers) {
            try {
              const verdict = gradeExercise(row, answer, { locale: source.course.code, courseWords }).verdict;
              if (verdict !== 'correct')
                failures.push(`${lesson.key} #${String(i + 1)} ${JSON.stringify(answer)}: ${verdict}`);
            } catch (error) {
              failures.push(`${lesson.key} #${String(i + 1)} ${JSON.stringify(answer)}: ${(error as Error).message}`);
            }
          }
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
