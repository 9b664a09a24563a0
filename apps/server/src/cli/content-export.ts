// `npm run content:export [-- --out <folder>] [sw yo ...]`: writes the database's courses back to the
// YAML layout of content/courses (by default into content/ itself), so CMS edits can be reviewed in
// git and imported on another instance.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { exportCourses } from '../modules/content/content.export.ts';
import { contentDir } from '../paths.ts';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt === -1 ? undefined : args[outAt + 1];
const codes = args.filter((_, i) => i !== outAt && i !== outAt + 1);
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const root = out ?? config.contentDir ?? contentDir;
  for (const report of await exportCourses(database.db, root, codes)) {
    console.error(
      `${report.code}: ${String(report.units)} units, ${String(report.lessons)} lessons, ${String(report.exercises)} exercises, ${String(report.facts)} facts → ${root}/courses/${report.code}`,
    );
  }
} finally {
  await database.close();
}
