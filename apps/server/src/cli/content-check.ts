// `npm run content:check [-- sw yo ...]`: schema, coverage, CLDR and spelling checks of content/courses.
import { verifyCourses } from '../modules/content/content.verify.ts';
import { contentDir } from '../paths.ts';

const reports = await verifyCourses(contentDir, process.argv.slice(2));
if (reports.length === 0) console.error('No course found under content/courses.');
let failed = reports.length === 0;
for (const { code, problems, spelling, counts } of reports) {
  const summary = `${String(counts.units)} units, ${String(counts.lessons)} lessons, ${String(counts.exercises)} exercises, ${String(counts.words)} words, ${String(counts.facts)} facts; spelling ${spelling}`;
  console.error(`${problems.length === 0 ? '✓' : '✗'} ${code}: ${summary}`);
  for (const problem of problems) console.error(`    ${problem}`);
  if (problems.length > 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
