// The composition root, longer than ~300 lines: plugins, repositories, services and routes wired in
// one place with the server's lifecycle (drain, timers); it holds no rule of its own.
import { createHmac, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createAuthLinksService } from './modules/auth/auth-links.service.ts';
import { authLinksRoutes } from './modules/auth/auth-links.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAccessTokens } from './modules/auth/auth.tokens.ts';
import { attemptRoutes } from './modules/attempt/attempt.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createMailer } from './lib/mailer.ts';
import * as audioPrograms from './lib/audio.ts';
import { createAvatarStore, createBlogImageStore } from './lib/avatar-store.ts';
import { connectRedis } from './lib/redis.ts';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.ts';
import { createAdminUsersService } from './modules/admin/admin-users.service.ts';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes.ts';
import { createAdminDashboardService } from './modules/admin/admin-dashboard.service.ts';
import { reportsRoutes } from './modules/admin/reports.routes.ts';
import { createReportsService } from './modules/admin/reports.service.ts';
import { clipRoutes } from './modules/admin/clips.routes.ts';
import { type ClipMaker, createClipService } from './modules/admin/clips.service.ts';
import { createCmsBlogService } from './modules/admin/cms-blog.service.ts';
import { createCmsCourseService } from './modules/admin/cms-course.service.ts';
import { cmsRoutes } from './modules/admin/cms.routes.ts';
import { createGoogleSignIn } from './modules/auth/auth.google.ts';
import { clipRoot } from './modules/course/course.clips.ts';
import { importCourses } from './modules/content/content.import.ts';
import { courseRoutes } from './modules/course/course.routes.ts';
import { learnerRoutes } from './modules/learner/learner.routes.ts';
import { CONTENT_CHANGED, createContentBus, createNotificationBus } from './lib/event-bus.ts';
import { withAfterCommit } from './db/unit-of-work.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { createMaintenanceService } from './modules/health/maintenance.service.ts';
import { createNotificationStreams } from './modules/notifications/notification-streams.ts';
import { createNotificationService } from './modules/notifications/notifications.service.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { friendRoutes } from './modules/social/friends.routes.ts';
import { leaderboardRoutes } from './modules/social/leaderboard.routes.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { createLearningServices, unitOfWork } from './repositories.ts';
import { contentDir, webDistDir } from './paths.ts';
import { registerDocs, sendDocsFromPreparedBytes } from './plugins/docs.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { limitPipelining } from './plugins/pipelining.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const REQUEST_TIMEOUT_MS = 120_000;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface AppOptions {
  /** An already opened (and migrated) database, e.g. one per test file; otherwise opened from config. */
  database?: Database;
  /** Folder of the built SPA; defaults to apps/web/dist. */
  webDir?: string;
  /** Import the shipped content (blog posts, courses) at start; defaults to true unless a database is given. */
  importContent?: boolean;
  /** Where the content lives (tests point at fixtures); defaults to the repository's content/. */
  contentDir?: string;
  /** The programs that make clips (espeak-ng, vorbis-tools); tests pass stand-ins. */
  clipMaker?: ClipMaker;
  logger?: boolean;
  /** Where the log goes instead of stdout: tests read it. */
  logStream?: { write(line: string): void };
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Guarded by `requireAdmin`: tests check every such route refuses visitors and learners. */
  admin: boolean;
  /** Has a rate limit: tests check its OpenAPI responses list the 429. */
  rateLimited: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** Resolves when the work done after answering (reset mails, league placements) is finished. */
    whenIdle: () => Promise<void>;
    /** The start of a graceful shutdown: still serving, but ready says 503 and connections close. */
    drain: () => void;
    /**
     * Course content changed outside the CMS (which says so itself): every instance forgets its
     * copy of the courses and reads them again.
     */
    contentChanged: () => void;
  }
}

/**
 * Builds the whole application without listening, so tests can drive it with `inject` and
 * `server.ts` can own the process concerns (port, signals).
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // No token, code or secret of a query string reaches a log line (lib/log-redaction.ts).
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // A request body of `{"__proto__": …}` or `constructor.prototype` is refused, not stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    // A client that trickles its request cannot hold a connection for long: the whole request
    // (5 MB of avatar on a slow phone included) within 2 minutes, headers within 15 s, and a
    // silent socket is closed after a minute.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: 60_000,
    // A request on a connection the server has already accepted is served during a shutdown, not
    // refused with a 503: after SIGTERM a burst still queued in the process is answered in full.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = 15_000;
  // First of every onRequest hook: a connection that pipelines more than a few requests without
  // reading the answers is closed before any of the extra ones costs work or memory.
  limitPipelining(app);

  // While shutting down (draining, then closing), every response closes its connection, so a
  // keep-alive client that was mid-request does not hold the server open after its answer, and
  // readiness says 503 so a load balancer sends nobody new.
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) void reply.header('connection', 'close');
    done(null, payload);
  });

  // Every route as registered, so tests can enumerate them (e.g. every admin route is guarded).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const admin = [route.onRequest ?? []].flat().some((hook) => hook === app.requireAdmin);
    const rateLimited = route.config !== undefined && 'rateLimit' in route.config;
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, admin, rateLimited });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
    }));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.close());
    // Counting starts in Redis, not in this process, unless Redis is down at start.
    await redis.connected(2_000);
  }

  registerErrorHandling(app);
  await registerSecurity(app, redis);
  // Before compression, which would otherwise compress the OpenAPI document anew for every answer.
  sendDocsFromPreparedBytes(app);
  await app.register(compress, { global: true, threshold: 1024 });
  // Signed cookies (the Google sign-in attempt) use a key derived from the JWT secret.
  await app.register(cookie, { secret: createHmac('sha256', config.jwtSecret).update('cookies').digest('hex') });
  await registerDocs(app);

  const content = options.contentDir ?? config.contentDir ?? contentDir;
  const clipFolders = { recordings: join(config.dataDir, 'audio'), course: join(content, 'audio') };
  const uow = unitOfWork(database.db);
  const blog = createBlogService({ uow });
  if (options.importContent ?? !options.database) {
    // Under the migrations' lock: two instances starting on an empty database import once.
    await database.exclusive(async () => {
      const { found, inserted } = await blog.importFromFolder(join(content, 'blog'));
      app.log.info({ found, inserted }, 'blog posts imported');
      for (const report of await importCourses(database.db, content)) {
        if (report.problems) app.log.error(report, 'course not imported: run npm run content:check');
        else app.log.info(report, 'course imported');
      }
    });
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
  });
  const links = createAuthLinksService({
    uow,
    mailer,
    appUrl: config.appUrl,
    onBackgroundError: (error) => app.log.error({ err: error }, 'a password reset mail could not be sent'),
    adminEmail: config.adminEmail,
  });
  const auth = createAuthService({
    uow,
    links,
    tokens: createAccessTokens(config.jwtSecret),
    secret: config.jwtSecret,
    mailer,
    appUrl: config.appUrl,
    adminEmail: config.adminEmail,
  });
  registerAuthentication(app, auth);
  const avatars = createAvatarStore(config.dataDir);
  const account = createAccountService({ uow, avatars });
  // New notifications reach open pages through this bus (Redis pub/sub when REDIS_URL is set).
  const bus = createNotificationBus(redis, (error) => app.log.warn({ err: error }, 'notification bus error'));
  app.addHook('onClose', () => bus.close());
  const learning = createLearningServices(database.db, {
    publisher: bus,
    hasClip: (file) => clipRoot(clipFolders, file) !== undefined,
    onBackgroundError: (error) => app.log.error({ err: error }, 'a league placement failed'),
  });
  // Registered after the database's close, so run before it (Fastify closes in reverse order).
  const whenIdle = async () => {
    await Promise.all([links.whenIdle(), learning.whenIdle()]);
  };
  app.decorate('whenIdle', whenIdle);
  app.addHook('onClose', whenIdle);
  // Learners read the courses from memory (course.catalogue.ts): a change made here or on
  // another instance makes every instance read them again.
  const contentBus = createContentBus(redis, (error) => app.log.warn({ err: error }, 'content bus error'));
  app.addHook('onClose', () => contentBus.close());
  app.addHook('onReady', async () => {
    await Promise.all([bus.subscribed(2_000), contentBus.subscribed(2_000)]);
  });
  contentBus.subscribe(CONTENT_CHANGED, () => learning.catalogue.invalidate());
  const contentChanged = () => {
    learning.catalogue.invalidate();
    contentBus.publish(CONTENT_CHANGED);
  };
  app.decorate('contentChanged', contentChanged);
  // Every committed change of the CMS, the accepted problem reports and the clips is a content change.
  const contentUow = withAfterCommit(uow, contentChanged);
  const health = createHealthService({
    database,
    uow,
    dataDir: config.dataDir,
    redis,
    draining: () => draining,
  });
  // Damaged tables start without a word otherwise: an emptied users table reads as no accounts at
  // all, every learner signed out and refused. Readiness says 503 for as long as it lasts.
  app.addHook('onReady', async () => {
    await health
      .damagedTables()
      .then(({ problems, unreadable }) => {
        if (problems.length === 0) return;
        app.log.error({ problems, unreadable }, `THE DATABASE IS DAMAGED: ${problems.join(' ')}`);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not check the database tables at start-up'));
  });
  // What has ended (sessions, links, stored responses, read notifications) is deleted hourly, by
  // one instance at a time (modules/health/maintenance.service.ts).
  const maintenance = createMaintenanceService({ uow });
  const sweepExpired = () =>
    maintenance
      .sweep()
      .then((deleted) => deleted && app.log.info({ deleted }, 'expired rows deleted'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not delete expired rows'));
  const sweep = setInterval(() => void sweepExpired(), 3600_000).unref();
  app.addHook('onReady', async () => {
    await sweepExpired();
  });
  app.addHook('onClose', () => clearInterval(sweep));
  // Ended league weeks are closed at start-up and by a timer set for each Monday 00:00 UTC (once,
  // whichever instance gets there first), so no learner's read waits for it. The timer fires a
  // second late, when the week has ended by every clock reading.
  const closeLeagues = () =>
    learning.leagues
      .closeDueWeeks()
      .then((closed) => closed > 0 && app.log.info({ closed }, 'league weeks closed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not close league weeks'));
  const leagueTimer: { handle?: NodeJS.Timeout; stopped: boolean } = { stopped: false };
  const closeLeaguesAtWeekEnd = () => {
    if (leagueTimer.stopped) return;
    const wait = learning.leagues.untilWeekEnds() + 1000;
    leagueTimer.handle = setTimeout(() => void closeLeagues().then(closeLeaguesAtWeekEnd), wait).unref();
  };
  app.addHook('onReady', async () => {
    await closeLeagues();
    closeLeaguesAtWeekEnd();
  });
  app.addHook('onClose', () => {
    leagueTimer.stopped = true;
    clearTimeout(leagueTimer.handle);
  });
  if (config.adminEmail) {
    // ADMIN_EMAIL: that account is an admin from this start once its address is confirmed (or from
    // the moment it is confirmed, if later).
    const outcome = await account.promoteToAdmin(config.adminEmail);
    if (outcome === 'promoted') app.log.info({ email: config.adminEmail }, 'ADMIN_EMAIL made an admin');
    if (outcome === 'unconfirmed') {
      app.log.warn(
        { email: config.adminEmail },
        'ADMIN_EMAIL names an account whose address is not confirmed yet; it becomes an admin when its owner opens the confirmation link',
      );
    }
  }

  await app.register(
    async (api) => {
      // API answers carry a learner's data or a token (sign-in, refresh): neither a browser's cache
      // nor a proxy may keep them. A route that streams (notifications) sets its own.
      api.addHook('onRequest', (_request, reply, done) => {
        void reply.header('cache-control', 'no-store');
        done();
      });
      await api.register(healthRoutes, { health });
      await api.register(authRoutes, {
        auth,
        google:
          config.google &&
          createGoogleSignIn({ ...config.google, redirectUri: `${config.appUrl}/auth/google/callback` }),
        appUrl: config.appUrl,
        // Secure whenever the site is served over https, whatever NODE_ENV says.
        secureCookies: config.env === 'production' || config.appUrl.startsWith('https:'),
      });
      await api.register(authLinksRoutes, { links });
      await api.register(accountRoutes, { account, avatarsDir: avatars.dir });
      await api.register(adminUsersRoutes, { adminUsers: createAdminUsersService({ uow }) });
      await api.register(cmsRoutes, {
        cms: createCmsCourseService({ uow: contentUow, clipFolders }),
        cmsBlog: createCmsBlogService({ uow }),
        blogImages: createBlogImageStore(config.dataDir),
      });
      await api.register(adminDashboardRoutes, { dashboard: createAdminDashboardService({ uow }) });
      await api.register(reportsRoutes, { reports: createReportsService({ uow: contentUow }) });
      await api.register(clipRoutes, {
        clips: createClipService({ uow: contentUow, folders: clipFolders, maker: options.clipMaker ?? audioPrograms }),
      });
      await api.register(courseRoutes, { course: learning.course, clipFolders });
      await api.register(attemptRoutes, { attempts: learning.attempts });
      await api.register(practiceRoutes, { practice: learning.practice });
      await api.register(storeRoutes, { store: learning.store });
      await api.register(learnerRoutes, { learner: learning.learner });
      await api.register(friendRoutes, { friends: learning.friends, profiles: learning.profiles });
      await api.register(leaderboardRoutes, { leaderboard: learning.leaderboard, leagues: learning.leagues });
      const notifications = createNotificationService({ uow });
      const streams = createNotificationStreams({
        newSince: (userId, after) => notifications.newSince(userId, after),
        bus,
        stillSignedIn: (who) => auth.stillSignedIn(who),
        max: config.notificationStreamsMax,
        onReadError: (error) => app.log.warn({ err: error }, 'notification stream could not read'),
      });
      await api.register(notificationRoutes, { notifications, streams });
      await api.register(blogRoutes, { blog });
      await api.register(contactRoutes, {
        contact: createContactService({ uow }),
      });
    },
    { prefix: '/api' },
  );

  const serveWebPage = await registerWeb(app, options.webDir ?? webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && serveWebPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return serveWebPage(request, reply);
    }
    return sendError(reply, 'NOT_FOUND', isApi ? `There is no ${request.method} ${path} in the API.` : 'Not found.');
  });

  return app;
}
