// `npm run content:report [-- sw yo ...]`: per course, the forms shown before they are taught, and
// the lesson words and listen exercises that still lack a recording under content/audio/<code>/ or,
// recorded in the CMS, DATA_DIR/audio/<code>/ (listen exercises without one are not imported).
import { basename, join } from 'node:path';
import { listCourseFolders, readCourse } from '../modules/content/content.format.ts';
import { formatRecordingReport, recordingReport } from '../modules/content/content.report.ts';
import { readAllowList } from '../modules/content/content.verify.ts';
import { loadConfig } from '../config.ts';
import { contentDir } from '../paths.ts';

const codes = process.argv.slice(2);
const folders = (await listCourseFolders(contentDir)).filter(
  (folder) => codes.length === 0 || codes.includes(basename(folder)),
);
if (folders.length === 0) {
  console.error('No course found under content/courses.');
  process.exitCode = 1;
}
const clipFolders = { recordings: join(loadConfig().dataDir, 'audio'), course: join(contentDir, 'audio') };
for (const folder of folders) {
  const { untaught } = await readAllowList(folder);
  const report = recordingReport(await readCourse(folder), clipFolders, untaught);
  process.stdout.write(`${formatRecordingReport(report).join('\n')}\n`);
}
if (folders.length > 0)
  process.stdout.write(
    'A listen exercise without a recording is imported but not served: learners meet it once its sentence has a clip.\n',
  );
