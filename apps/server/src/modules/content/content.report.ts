import { join } from 'node:path';
import type { CourseSource } from './content.format.ts';
import { audioFileName, type ClipFolders, clipRoot } from '../course/course.clips.ts';
import { untaughtExercises } from './content.taught.ts';

/**
 * What `npm run content:report` lists: per course, the course-language forms shown before a lesson
 * teaches them (content.taught.ts; 0 once the course passes `content:check`), the units with a tips
 * page, and the lesson words and the listen exercises that still have no recording. A recording is `<code>/<audioFileName(text)>` in either home of clips:
 * `content/audio`, where `npm run content:audio` writes the languages espeak-ng can voice, or
 * `DATA_DIR/audio`, where the CMS keeps what an admin recorded (one name serves both).
 */
export interface RecordingReport {
  code: string;
  voice: string | undefined;
  words: { total: number; missing: { where: string; word: string }[] };
  listen: { total: number; missing: { where: string; say: string }[] };
  /**
   * Where the clips that exist come from: an admin's recordings, and the course files (for a
   * course with a voice, espeak-ng's synthetic speech, which a recording replaces).
   */
  clips: { recorded: number; courseFiles: number };
  /** Exercises that show or ask for a form no lesson up to theirs teaches, and the distinct forms. */
  shownBeforeTaught: { exercises: number; forms: number };
  /** The units with a tips page (`<stem>.tips.md`), and the files of those without one. */
  tips: { pages: number; units: number; missing: string[] };
}

/** `untaught`: the names of the course's allow-list, which need no teaching. */
export function recordingReport(
  { course, units }: CourseSource,
  folders: ClipFolders,
  untaught: readonly string[] = [],
): RecordingReport {
  const early = untaughtExercises({ course, units }, untaught);
  const report: RecordingReport = {
    code: course.code,
    voice: course.voice,
    words: { total: 0, missing: [] },
    listen: { total: 0, missing: [] },
    clips: { recorded: 0, courseFiles: 0 },
    shownBeforeTaught: {
      exercises: early.length,
      forms: new Set(early.flatMap(({ shown, asked }) => [...shown, ...asked])).size,
    },
    tips: { pages: 0, units: units.length, missing: [] },
  };
  const recorded = (text: string) => {
    const root = clipRoot(folders, join(course.code, audioFileName(text)));
    if (root === folders.recordings) report.clips.recorded += 1;
    else if (root !== undefined) report.clips.courseFiles += 1;
    return root !== undefined;
  };
  for (const { file, tips } of units) {
    if (tips === undefined) report.tips.missing.push(file);
    else report.tips.pages += 1;
  }
  for (const { file, unit } of units)
    for (const lesson of unit.lessons) {
      const where = `${file} › ${lesson.key}`;
      for (const [word] of lesson.words) {
        report.words.total += 1;
        if (!recorded(word)) report.words.missing.push({ where, word });
      }
      lesson.exercises.forEach((exercise, i) => {
        if (exercise.type !== 'listen') return;
        report.listen.total += 1;
        if (!recorded(exercise.say))
          report.listen.missing.push({ where: `${where} › exercise ${String(i + 1)}`, say: exercise.say });
      });
    }
  return report;
}

/** The report as the lines the command prints: a summary per course, then what is missing. */
export function formatRecordingReport(report: RecordingReport): string[] {
  const { code, voice, words, listen, clips, shownBeforeTaught, tips } = report;
  const lines = [
    `${code} (${voice ? `espeak-ng voice "${voice}"` : 'no synthetic voice: recordings must be uploaded'}): ` +
      `shown before taught: ${String(shownBeforeTaught.forms)} form(s) in ${String(shownBeforeTaught.exercises)} exercise(s); ` +
      `${String(words.missing.length)} of ${String(words.total)} lesson words and ` +
      `${String(listen.missing.length)} of ${String(listen.total)} listen exercises lack a clip; ` +
      `${String(clips.recorded)} clip(s) recorded in the CMS, ${String(clips.courseFiles)} from the course files` +
      (voice && clips.courseFiles > 0 ? ' (synthetic speech: a recording in the CMS replaces each)' : ''),
  ];
  const texts = words.total + listen.total;
  const voiced = texts - words.missing.length - listen.missing.length;
  lines.push(
    `  voiced: ${String(texts === 0 ? 0 : Math.round((voiced / texts) * 100))}% ` +
      `(${String(voiced)} of ${String(texts)} lesson words and listen sentences have a clip in the files; ` +
      'approved contributions are counted live on /admin/voices and the course catalogue)',
  );
  lines.push(`  tips pages: ${String(tips.pages)} of ${String(tips.units)} units`);
  if (tips.missing.length > 0) lines.push(`    without tips: ${tips.missing.join(', ')}`);
  if (listen.missing.length > 0) {
    lines.push('  listen exercises waiting for a clip (learners meet each once its sentence has one):');
    for (const { where, say } of listen.missing) lines.push(`    ${where}: "${say}"`);
  }
  if (words.missing.length > 0) {
    lines.push('  lesson words without a recording:');
    const byLesson = new Map<string, string[]>();
    for (const { where, word } of words.missing) byLesson.set(where, [...(byLesson.get(where) ?? []), word]);
    for (const [where, list] of byLesson) lines.push(`    ${where}: ${list.join(', ')}`);
  }
  return lines;
}
