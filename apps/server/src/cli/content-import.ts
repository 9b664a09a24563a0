// `npm run content:import`: imports content/courses into the configured database, adding what is
// missing and leaving what is there (admin edits included). The server also does this at start.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { importCourses } from '../modules/course/course.import.ts';
import { contentDir } from '../paths.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  for (const report of await importCourses(database.db, config.contentDir ?? contentDir)) {
    if (report.problems) {
      console.error(`${report.code}: not imported\n  ${report.problems.join('\n  ')}`);
      process.exitCode = 1;
      continue;
    }
    console.error(
      report.skipped
        ? `${report.code}: unchanged since the last import`
        : `${report.code}: added ${String(report.units)} units, ${String(report.lessons)} lessons, ${String(report.exercises)} exercises, ${String(report.facts)} facts`,
    );
  }
} finally {
  await database.close();
}
