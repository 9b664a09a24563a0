import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audioFileName } from '../course/course.clips.ts';
import { readCourse } from './content.format.ts';
import { formatRecordingReport, recordingReport } from './content.report.ts';
import { tempDir } from '../../test/after-file.ts';

describe('content:report', () => {
  it('lists per course the forms shown before taught, how much is voiced, the tips pages, and the lesson words and listen exercises that lack a recording', async () => {
    const source = await readCourse(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses', 'sw'));
    source.units[0]?.unit.lessons[1]?.exercises.push(
      { type: 'listen', prompt: 'Type what you hear', say: 'Kwaheri!' },
      { type: 'listen', prompt: 'Type what you hear', say: 'Asante sana.' },
    );
    // One clip in the course files, one recorded in the CMS (under DATA_DIR/audio).
    const course = tempDir('report');
    const recordings = tempDir('recordings');
    for (const [root, text] of [
      [course, 'jambo'],
      [recordings, 'Kwaheri!'],
    ] as const) {
      mkdirSync(join(root, 'sw'), { recursive: true });
      writeFileSync(join(root, 'sw', audioFileName(text)), 'OggS');
    }

    const report = recordingReport(source, { course, recordings });
    expect(report.words).toEqual({
      total: 3,
      missing: [
        { where: 'sw/units/01-greetings.yaml › hello', word: 'asante' },
        { where: 'sw/units/01-greetings.yaml › goodbye', word: 'kwaheri' },
      ],
    });
    expect(report.listen).toEqual({
      total: 2,
      missing: [{ where: 'sw/units/01-greetings.yaml › goodbye › exercise 4', say: 'Asante sana.' }],
    });
    expect(report.clips).toEqual({ recorded: 1, courseFiles: 1 });
    // kwaheri, mama and sana shown, habari za asubuhi asked for, before a lesson teaches them.
    expect(report.shownBeforeTaught).toEqual({ exercises: 6, forms: 6 });
    expect(recordingReport(source, { course, recordings }, ['Mama']).shownBeforeTaught).toEqual({
      exercises: 6,
      forms: 5,
    });
    expect(report.tips).toEqual({ pages: 1, units: 1, missing: [] });
    expect(formatRecordingReport(report)).toEqual([
      'sw (no synthetic voice: recordings must be uploaded): shown before taught: 6 form(s) in 6 exercise(s); 2 of 3 lesson words and 1 of 2 listen exercises lack a clip; 1 clip(s) recorded in the CMS, 1 from the course files',
      '  voiced: 40% (2 of 5 lesson words and listen sentences have a clip in the files; approved contributions are counted live on /admin/voices and the course catalogue)',
      '  tips pages: 1 of 1 units',
      '  listen exercises waiting for a clip (learners meet each once its sentence has one):',
      '    sw/units/01-greetings.yaml › goodbye › exercise 4: "Asante sana."',
      '  lesson words without a recording:',
      '    sw/units/01-greetings.yaml › hello: asante',
      '    sw/units/01-greetings.yaml › goodbye: kwaheri',
    ]);
    // With a voice, the course files' clips are espeak-ng's: the report says a recording replaces them.
    // A unit without a tips page is named.
    expect(formatRecordingReport({ ...report, tips: { pages: 0, units: 1, missing: ['sw/units/01-greetings.yaml'] } }))
      .toContain('    without tips: sw/units/01-greetings.yaml');
    expect(formatRecordingReport({ ...report, voice: 'sw' })[0]).toMatch(
      /espeak-ng voice "sw".*1 from the course files \(synthetic speech: a recording in the CMS replaces each\)$/,
    );
  });
});
