// `npm run content:audio [-- <content folder>]`: makes the missing clips of listen and speak exercises and of
// lessons' new words (the introduction cards play them) with espeak-ng, for the courses that have a
// voice: a build-time program, never shipped to the browser, Vorbis-encoded as the CMS does. An
// admin's recording (under DATA_DIR) is preferred to these wherever one exists. Amharic has no
// voice here although espeak-ng has one: it gives every sixth-order letter a full vowel
// (እንኳን → "ʔɨnɨkwan", ደህና → "dəhɨna") and cannot know the gemination the script leaves unwritten,
// so its words and listen exercises wait for recordings (`npm run content:report` lists them).
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { speak } from '../lib/audio.ts';
import { listCourseFolders, readCourse } from '../modules/content/content.format.ts';
import { audioFileName } from '../modules/course/course.clips.ts';
import { contentDir } from '../paths.ts';

const root = process.argv[2] ?? process.env.CONTENT_DIR ?? contentDir;
let made = 0;
try {
  for (const folder of await listCourseFolders(root)) {
    const { course, units } = await readCourse(folder);
    if (!course.voice) continue;
    const dir = join(root, 'audio', course.code);
    mkdirSync(dir, { recursive: true });
    const phrases = new Set(
      units.flatMap(({ unit }) =>
        unit.lessons.flatMap((lesson) => [
          ...lesson.exercises.flatMap((e) => (e.type === 'listen' || e.type === 'speak' ? [e.say] : [])),
          ...lesson.words.map(([word]) => word),
        ]),
      ),
    );
    for (const say of phrases) {
      const target = join(dir, audioFileName(say));
      if (existsSync(target)) continue;
      await writeFile(target, await speak(say, course.voice));
      made += 1;
    }
  }
  console.error(`content:audio: ${String(made)} clip(s) made under ${join(root, 'audio')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
