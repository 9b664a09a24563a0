import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../paths.ts';
import { checkCourse, cldrNames } from './course.content-check.ts';
import { readCourse } from './course.content.ts';
import { verifyCourses } from './course.content-verify.ts';

/** `npm run content:check` as part of `npm test`: every shipped course passes every check. */
describe('shipped courses', async () => {
  const reports = await verifyCourses(contentDir);

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
