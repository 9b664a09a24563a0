// `npm run content:audio [-- <content folder>]`: makes the missing clips of listen exercises with
// espeak-ng (a build-time program, never shipped to the browser) and Vorbis-encodes them with oggenc.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { listCourseFolders, readCourse } from '../modules/course/course.content.ts';
import { audioFileName } from '../modules/course/course.clips.ts';
import { contentDir } from '../paths.ts';

const run = promisify(execFile);
const root = process.argv[2] ?? process.env.CONTENT_DIR ?? contentDir;
const work = mkdtempSync(join(tmpdir(), 'roots-audio-'));
let made = 0;
try {
  for (const folder of await listCourseFolders(root)) {
    const { course, units } = await readCourse(folder);
    if (!course.voice) continue;
    const dir = join(root, 'audio', course.code);
    mkdirSync(dir, { recursive: true });
    const phrases = new Set(
      units.flatMap(({ unit }) =>
        unit.lessons.flatMap((lesson) => lesson.exercises.flatMap((e) => (e.type === 'listen' ? [e.say] : []))),
      ),
    );
    for (const say of phrases) {
      const target = join(dir, audioFileName(say));
      if (existsSync(target)) continue;
      const wav = join(work, 'clip.wav');
      // A little slower than espeak's default, for learners.
      await run('espeak-ng', ['-v', course.voice, '-s', '135', '-w', wav, say]);
      await run('oggenc', ['-Q', '-q', '3', '-o', target, wav]);
      made += 1;
    }
  }
  console.error(`content:audio: ${String(made)} clip(s) made under ${join(root, 'audio')}`);
} catch (error) {
  const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
  console.error(
    missing ? 'content:audio needs espeak-ng and oggenc: apt-get install -y espeak-ng vorbis-tools' : String(error),
  );
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
