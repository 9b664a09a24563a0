// `npm run content:import`: imports content/courses into the configured database, adding what is
// missing and leaving what is there (admin edits included). The server also does this at start.
// Running servers keep the courses in memory: with REDIS_URL they are told to read them again at
// once, otherwise they do within a minute.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { CONTENT_CHANGED, createContentBus } from '../lib/event-bus.ts';
import { connectRedis } from '../lib/redis.ts';
import { importCourses } from '../modules/content/content.import.ts';
import { contentDir } from '../paths.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let changed = false;
try {
  await database.migrate();
  for (const report of await importCourses(database.db, config.contentDir ?? contentDir)) {
    changed ||= !report.problems && !report.skipped;
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
if (changed && config.redisUrl) {
  const redis = connectRedis(config.redisUrl, {
    warn: (...args: unknown[]) => {
      console.warn(...args);
    },
    info: () => undefined,
  });
  await redis.connected(2_000);
  const bus = createContentBus(redis);
  bus.publish(CONTENT_CHANGED);
  await bus.close();
  await redis.close();
}
