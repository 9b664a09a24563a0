// The app: Fastify with its plugins, the services of the composition root (composition.ts) behind
// the API's routes, the start-up tasks and timers, and the web pages. It holds no rule of its own.
import { createHmac, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createServices, type Services } from './composition.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openInfrastructure } from './infrastructure.ts';
import * as audioPrograms from './lib/audio.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import type { RedisLink } from './lib/redis.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes.ts';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.ts';
import { clipRoutes } from './modules/admin/clips.routes.ts';
import type { ClipMaker } from './modules/admin/clips.service.ts';
import { cmsRoutes } from './modules/admin/cms.routes.ts';
import { reportsRoutes } from './modules/admin/reports.routes.ts';
import { attemptRoutes } from './modules/attempt/attempt.routes.ts';
import { authLinksRoutes } from './modules/auth/auth-links.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { courseRoutes } from './modules/course/course.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { learnerRoutes } from './modules/learner/learner.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { offlineRoutes } from './modules/offline/offline.routes.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { reminderRoutes } from './modules/reminders/reminders.routes.ts';
import { checkpointRoutes } from './modules/checkpoint/checkpoint.routes.ts';
import { friendRoutes } from './modules/social/friends.routes.ts';
import { leaderboardRoutes } from './modules/social/leaderboard.routes.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { voicesRoutes } from './modules/voices/voices.routes.ts';
import { contentDir, webDistDir } from './paths.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerDocs, sendDocsFromPreparedBytes } from './plugins/docs.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { missingClipTools, missingToolLines } from './lib/clip-tools.ts';
import { limitPipelining } from './plugins/pipelining.ts';
import { isBuiltCode, registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import {
  importContent,
  promoteAdminEmail,
  reportClipStoreWhenReady,
  reportDamagedTablesWhenReady,
} from './startup-tasks.ts';
import {
  closeLeagueWeeksOnTime,
  retryClipDeletionsHourly,
  sendRemindersEveryMinute,
  sweepExpiredRowsHourly,
} from './timers.ts';

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
  /** Whether a clip tool is installed (lib/clip-tools.ts); tests pass stand-ins. */
  isInstalled?: (program: string) => boolean;
  logger?: boolean;
  /** The services' clock: tests move it (reminders at a learner's local time). */
  now?: () => Date;
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
    /** Sends the reminders due now (the minute tick's work); answers how many went. */
    sendDueReminders: () => Promise<number>;
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
  const { app, draining } = createFastify(config, options);
  const { database, redis, mailer, notificationBus, contentBus } = await openInfrastructure(
    app,
    config,
    options.database,
  );
  await registerPlugins(app, config, redis);

  const content = options.contentDir ?? config.contentDir ?? contentDir;
  const missingTools = missingClipTools(options.isInstalled);
  for (const line of missingToolLines(missingTools)) app.log.warn(line);
  const services = createServices({
    config,
    database,
    mailer,
    notificationBus,
    contentBus,
    redis,
    contentDir: content,
    clipMaker: options.clipMaker ?? audioPrograms,
    missingClipTools: missingTools.map((tool) => tool.program),
    draining,
    log: app.log,
    ...(options.now && { now: options.now }),
  });
  registerAuthentication(app, services.auth);
  app.decorate('whenIdle', services.whenIdle);
  // Registered after the infrastructure's own, so run before the database closes (Fastify closes
  // in reverse order).
  app.addHook('onClose', services.whenIdle);
  app.decorate('contentChanged', services.contentChanged);
  app.decorate('sendDueReminders', () => services.reminders.sendDue());

  // Once at start (startup-tasks.ts), then on the clock (timers.ts).
  if (options.importContent ?? !options.database) {
    await importContent({ database, blog: services.blog, contentDir: content, log: app.log });
  }
  // Which texts have an approved contribution: read before the first lesson is served. A database
  // that cannot be reached yet must not stop the start (readiness reports it); the next content
  // change reads them again.
  await services.voicesReady().catch((error: unknown) => {
    app.log.warn({ err: error }, 'the approved voice clips could not be read at start');
  });
  if (config.adminEmail) await promoteAdminEmail(services.account, config.adminEmail, app.log);
  reportDamagedTablesWhenReady(app, services.health);
  reportClipStoreWhenReady(app, services.clipStore);
  sweepExpiredRowsHourly(app, services.maintenance);
  retryClipDeletionsHourly(app, services.clipStore);
  closeLeagueWeeksOnTime(app, services.leagues);
  sendRemindersEveryMinute(app, services.reminders);

  await app.register(apiRoutes(config, services), { prefix: '/api' });
  const serveWebPage = await registerWeb(app, options.webDir ?? webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing file of the build (an old chunk) is no page: the app shell there would be a
    // document sent with a script's headers (plugins/security.ts).
    if (!isApi && !isBuiltCode(path) && serveWebPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return serveWebPage(request, reply);
    }
    return sendError(reply, 'NOT_FOUND', isApi ? `There is no ${request.method} ${path} in the API.` : 'Not found.');
  });

  return app;
}

/** Fastify with the server's limits, request ids, the route table and the drain. */
function createFastify(config: Config, options: AppOptions) {
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
  return { app, draining: () => draining };
}

/** Errors, security headers and rate limits, the OpenAPI document, compression and cookies. */
async function registerPlugins(app: FastifyInstance, config: Config, redis: RedisLink | undefined) {
  registerErrorHandling(app);
  await registerSecurity(app, redis);
  // Before compression, which would otherwise compress the OpenAPI document anew for every answer.
  sendDocsFromPreparedBytes(app);
  await app.register(compress, { global: true, threshold: 1024 });
  // Signed cookies (the Google sign-in attempt) use a key derived from the JWT secret.
  await app.register(cookie, { secret: createHmac('sha256', config.jwtSecret).update('cookies').digest('hex') });
  await registerDocs(app);
}

/** Every route of the API, each given the services it calls. */
function apiRoutes(config: Config, services: Services) {
  return async (api: FastifyInstance) => {
    // API answers carry a learner's data or a token (sign-in, refresh): neither a browser's cache
    // nor a proxy may keep them. A route that streams (notifications) sets its own.
    api.addHook('onRequest', (_request, reply, done) => {
      void reply.header('cache-control', 'no-store');
      done();
    });
    await api.register(healthRoutes, { health: services.health });
    await api.register(authRoutes, {
      auth: services.auth,
      google: services.google,
      appUrl: config.appUrl,
      // Secure whenever the site is served over https, whatever NODE_ENV says.
      secureCookies: config.env === 'production' || config.appUrl.startsWith('https:'),
    });
    await api.register(authLinksRoutes, { links: services.links });
    await api.register(accountRoutes, { account: services.account, avatarsDir: services.avatars.dir });
    await api.register(adminUsersRoutes, { adminUsers: services.adminUsers });
    await api.register(cmsRoutes, { cms: services.cms, cmsBlog: services.cmsBlog, blogImages: services.blogImages });
    await api.register(adminDashboardRoutes, { dashboard: services.dashboard });
    await api.register(reportsRoutes, { reports: services.reports });
    await api.register(clipRoutes, { clips: services.clips });
    await api.register(courseRoutes, {
      course: services.course,
      clipFolders: services.clipFolders,
      contributedClip: (file) => services.voices.approvedAudio(file),
      fileInService: services.fileInService,
    });
    await api.register(voicesRoutes, { voices: services.voices });
    await api.register(attemptRoutes, { attempts: services.attempts });
    await api.register(practiceRoutes, { practice: services.practice });
    await api.register(offlineRoutes, { offline: services.offline });
    await api.register(checkpointRoutes, { checkpoints: services.checkpoints });
    await api.register(storeRoutes, { store: services.store });
    await api.register(learnerRoutes, { learner: services.learner });
    await api.register(friendRoutes, { friends: services.friends, profiles: services.profiles });
    await api.register(leaderboardRoutes, { leaderboard: services.leaderboard, leagues: services.leagues });
    await api.register(notificationRoutes, { notifications: services.notifications, streams: services.streams });
    await api.register(reminderRoutes, { reminders: services.reminders });
    await api.register(blogRoutes, { blog: services.blog });
    await api.register(contactRoutes, { contact: services.contact });
  };
}
