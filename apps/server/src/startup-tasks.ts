// What the app does once as it starts, after its services are built. The content import and the
// ADMIN_EMAIL promotion are awaited by buildApp, so it resolves with them done (a test starts two
// instances and counts the rows); they are not onReady hooks, which Fastify cuts off after 10 s
// (pluginTimeout), less than a first import takes on a busy machine.
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { AccountService } from './modules/account/account.service.ts';
import type { BlogService } from './modules/blog/blog.service.ts';
import { importCourses } from './modules/content/content.import.ts';
import type { HealthService } from './modules/health/health.service.ts';
import type { ClipStore } from './modules/voices/clip-store.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Imports the shipped blog posts and courses that the database lacks (never overwriting what the
 * CMS changed), under the migrations' lock: two instances starting on an empty database import once.
 */
export async function importContent({
  database,
  blog,
  contentDir,
  log,
}: {
  database: Database;
  blog: Pick<BlogService, 'importFromFolder'>;
  contentDir: string;
  log: Log;
}): Promise<void> {
  await database.exclusive(async () => {
    const { found, inserted } = await blog.importFromFolder(join(contentDir, 'blog'));
    log.info({ found, inserted }, 'blog posts imported');
    for (const report of await importCourses(database.db, contentDir)) {
      if (report.problems) log.error(report, 'course not imported: run npm run content:check');
      else log.info(report, 'course imported');
      if (report.waitingForClip > 0)
        log.info(
          { code: report.code, waitingForClip: report.waitingForClip },
          'listen and speak exercises wait for a clip: learners meet each once its text has one',
        );
    }
  });
}

/**
 * ADMIN_EMAIL: that account is an admin from this start once its address is confirmed (or from the
 * moment it is confirmed, if later: auth does that).
 */
export async function promoteAdminEmail(
  account: Pick<AccountService, 'promoteToAdmin'>,
  adminEmail: string,
  log: Log,
): Promise<void> {
  const outcome = await account.promoteToAdmin(adminEmail);
  if (outcome === 'promoted') log.info({ email: adminEmail }, 'ADMIN_EMAIL made an admin');
  if (outcome === 'unconfirmed') {
    log.warn(
      { email: adminEmail },
      'ADMIN_EMAIL names an account whose address is not confirmed yet; it becomes an admin when its owner opens the confirmation link',
    );
  }
}

/**
 * Damaged tables start without a word otherwise: an emptied users table reads as no accounts at
 * all, every learner signed out and refused. Checked once the app is ready; readiness says 503 for
 * as long as it lasts.
 */
export function reportDamagedTablesWhenReady(app: FastifyInstance, health: Pick<HealthService, 'damagedTables'>) {
  app.addHook('onReady', async () => {
    await health
      .damagedTables()
      .then(({ problems, unreadable }) => {
        if (problems.length === 0) return;
        app.log.error({ problems, unreadable }, `THE DATABASE IS DAMAGED: ${problems.join(' ')}`);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not check the database tables at start-up'));
  });
}

/**
 * A clip bucket (CLIP_STORE=s3) that cannot be used is said at start, in words an operator can act
 * on (a wrong bucket, region or key); readiness reports it for as long as it lasts.
 */
export function reportClipStoreWhenReady(app: FastifyInstance, clipStore: Pick<ClipStore, 'problem'>) {
  app.addHook('onReady', async () => {
    const problem = await clipStore.problem();
    if (problem)
      app.log.error(
        `THE CLIP STORE CANNOT BE USED: ${problem} Contributors' clips neither record nor play until it can; the courses' own clips still play.`,
      );
  });
}
