// The composition root: every service of the server, built once, each given its dependencies the
// one way (an object with its unit of work and what else it needs). No rule lives here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { withAfterCommit } from './db/unit-of-work.ts';
import { createAvatarStore, createBlogImageStore } from './lib/avatar-store.ts';
import { createBackground } from './lib/background.ts';
import { CONTENT_CHANGED, type EventBus, type NotificationBus } from './lib/event-bus.ts';
import type { Mailer } from './lib/mailer.ts';
import type { RedisLink } from './lib/redis.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAdminDashboardService } from './modules/admin/admin-dashboard.service.ts';
import { createAdminUsersService } from './modules/admin/admin-users.service.ts';
import { type ClipMaker, createClipService } from './modules/admin/clips.service.ts';
import { createCmsBlogService } from './modules/admin/cms-blog.service.ts';
import { createCmsCourseService } from './modules/admin/cms-course.service.ts';
import { createReportsService } from './modules/admin/reports.service.ts';
import { createAttemptService } from './modules/attempt/attempt.service.ts';
import { createAuthLinksService } from './modules/auth/auth-links.service.ts';
import { createGoogleSignIn } from './modules/auth/auth.google.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAccessTokens } from './modules/auth/auth.tokens.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createCourseCatalogue } from './modules/course/course.catalogue.ts';
import { clipRoot } from './modules/course/course.clips.ts';
import { type CourseServiceOptions, createCourseService } from './modules/course/course.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createMaintenanceService } from './modules/health/maintenance.service.ts';
import { createLearnerService } from './modules/learner/learner.service.ts';
import { createNotificationStreams } from './modules/notifications/notification-streams.ts';
import { createNotificationService, type Publisher } from './modules/notifications/notifications.service.ts';
import { createClipSizes } from './modules/offline/offline.clips.ts';
import { createOfflineService } from './modules/offline/offline.service.ts';
import { createPracticeService } from './modules/practice/practice.service.ts';
import { createPushSender, type PushSender } from './modules/reminders/push-sender.ts';
import { createReminderService } from './modules/reminders/reminders.service.ts';
import { createCheckpointService } from './modules/checkpoint/checkpoint.service.ts';
import { createFriendService } from './modules/social/friends.service.ts';
import { createLeaderboardService } from './modules/social/leaderboard.service.ts';
import { createLeagueService } from './modules/social/leagues.service.ts';
import { createProfileService } from './modules/social/profile.service.ts';
import { createStoreService } from './modules/store/store.service.ts';
import { isEnglishWord } from './lib/english-words.ts';
import { checkSpeech } from './lib/speech-check.ts';
import { createClipStore } from './modules/voices/clip-store.ts';
import { createVoicesService } from './modules/voices/voices.service.ts';
import { type AppUnitOfWork, unitOfWork } from './repositories.ts';

/** What the services are built from: the infrastructure (infrastructure.ts) and the settings. */
export interface ServiceDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Told of new notifications, for the live streams of every instance. */
  notificationBus: NotificationBus;
  /** Told of every content change, by this instance and the others (the course catalogue's copy). */
  contentBus: EventBus;
  /** Absent without REDIS_URL: readiness reports it. */
  redis: RedisLink | undefined;
  /** The courses, the blog and the courses' clips. */
  contentDir: string;
  /** The programs that make clips (espeak-ng, vorbis-tools); tests pass stand-ins. */
  clipMaker: ClipMaker;
  /** True once a graceful shutdown has begun: readiness says 503. */
  draining: () => boolean;
  /** The clip tools not installed here (lib/clip-tools.ts), for `/api/ready`. */
  missingClipTools?: readonly string[];
  /** Where work nobody waits for (a mail, a league placement, a stream's read) reports its failure. */
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Sends push reminders (tests pass one with a short timeout or a stand-in). */
  pushSender?: PushSender;
  now?: () => Date;
}

/** Every service, built once on one unit of work. */
export function createServices(deps: ServiceDeps) {
  const { config, database, mailer, notificationBus, contentBus, redis, log, now = () => new Date() } = deps;
  const uow = unitOfWork(database.db);
  const clipFolders = { recordings: join(config.dataDir, 'audio'), course: join(deps.contentDir, 'audio') };

  const links = createAuthLinksService({
    uow,
    mailer,
    appUrl: config.appUrl,
    now,
    onBackgroundError: (error) => log.error({ err: error }, 'a password reset mail could not be sent'),
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
    now,
  });
  const avatars = createAvatarStore(config.dataDir);
  // The clip files with an approved contribution (issue 40), and those whose CMS recording or
  // course file is out of service, kept in memory: `hasClip` is asked for every word card and
  // listen exercise. Read at start (`voicesReady`), after each change of what learners hear here,
  // and on every content change announced by another instance.
  const contributed = new Set<string>();
  const outOfService = new Set<string>();
  let contributedRead = false;
  let lastTry = 0;
  const refreshContributed = async () => {
    const [files, silenced] = await Promise.all([voices.approvedFiles(), voices.outOfServiceFiles()]);
    contributed.clear();
    for (const file of files) contributed.add(file);
    outOfService.clear();
    for (const file of silenced) outOfService.add(file);
    contributedRead = true;
  };
  /** Unread at start (the database was unreachable): asked again, at most every 10 s, until read. */
  const readContributedOnce = () => {
    if (contributedRead || now().getTime() - lastTry < 10_000) return;
    lastTry = now().getTime();
    refreshContributed().then(
      () => learning.catalogue.invalidate(),
      (error: unknown) => log.warn({ err: error }, 'the approved voice clips could not be read'),
    );
  };
  /** The folder of a CMS recording or course file that learners get (not out of service). */
  const servedRoot = (file: string) => (outOfService.has(file) ? undefined : clipRoot(clipFolders, file));
  const learning = createLearningServices({
    uow,
    now,
    publisher: notificationBus,
    hasClip: (file) => {
      readContributedOnce();
      return contributed.has(file) || servedRoot(file) !== undefined;
    },
    // A course file (espeak-ng's speech) that no recording or approved contribution replaces.
    isSynthetic: (file) => !contributed.has(file) && servedRoot(file) === clipFolders.course,
    onBackgroundError: (error) => log.error({ err: error }, 'a league placement failed'),
  });

  // Learners read the courses from memory (course.catalogue.ts): a change made here or on another
  // instance makes every instance read them again.
  contentBus.subscribe(CONTENT_CHANGED, () => {
    learning.catalogue.invalidate();
    refreshContributed().then(
      () => learning.catalogue.invalidate(),
      (error: unknown) => log.error({ err: error }, 'the approved voice clips could not be read'),
    );
  });
  const contentChanged = () => {
    learning.catalogue.invalidate();
    contentBus.publish(CONTENT_CHANGED);
  };
  // Every committed change of the CMS, the accepted problem reports and the clips is a content change.
  const contentUow = withAfterCommit(uow, contentChanged);

  const clipStore = createClipStore(config.clipStore, {
    dataDir: config.dataDir,
    clipBlobs: uow.repos.clipBlobs,
    onDeleteError: (error, keys) =>
      log.warn({ err: error, keys }, 'voice clips could not be deleted yet: retried within the hour'),
  });
  const voices = createVoicesService({
    uow,
    store: clipStore,
    check: checkSpeech,
    clipSource: (file) => {
      const root = clipRoot(clipFolders, file);
      return root === undefined ? undefined : root === clipFolders.recordings ? 'recording' : 'course';
    },
    inService: (file) => !outOfService.has(file),
    readClip: async (file) => {
      const root = clipRoot(clipFolders, file);
      return root === undefined ? undefined : readFile(join(root, file));
    },
    audibleChanged: async () => {
      await refreshContributed();
      contentChanged();
    },
    now,
  });

  const { whenIdle: learningIdle, ...learningServices } = learning;
  const notifications = createNotificationService({ uow, now });
  const reminders = createReminderService({
    uow,
    learner: learning.learner,
    course: learning.course,
    mailer,
    push: deps.pushSender ?? createPushSender(),
    vapidKeys: config.vapidKeys,
    vapidSubject: config.vapidSubject,
    pushOrigins: config.pushOrigins,
    appUrl: config.appUrl,
    secret: config.jwtSecret,
    log,
    now,
  });
  return {
    ...learningServices,
    auth,
    links,
    google:
      config.google && createGoogleSignIn({ ...config.google, redirectUri: `${config.appUrl}/auth/google/callback` }),
    account: createAccountService({
      uow,
      avatars,
      clipStore,
      timeZoneChanged: (userId) => reminders.timeZoneChanged(userId),
      now,
    }),
    avatars,
    notifications,
    reminders,
    streams: createNotificationStreams({
      newSince: (userId, after) => notifications.newSince(userId, after),
      bus: notificationBus,
      stillSignedIn: (who) => auth.stillSignedIn(who),
      max: config.notificationStreamsMax,
      onReadError: (error) => log.warn({ err: error }, 'notification stream could not read'),
    }),
    adminUsers: createAdminUsersService({ uow }),
    dashboard: createAdminDashboardService({ uow, now }),
    cms: createCmsCourseService({ uow: contentUow, clipFolders, now }),
    cmsBlog: createCmsBlogService({ uow, now }),
    blogImages: createBlogImageStore(config.dataDir),
    reports: createReportsService({ uow: contentUow, now }),
    clips: createClipService({ uow: contentUow, folders: clipFolders, maker: deps.clipMaker }),
    clipFolders,
    /** Whether a CMS recording or course file is served (an admin or learners' reports can stop it). */
    fileInService: (file: string) => !outOfService.has(file),
    voices,
    clipStore,
    offline: createOfflineService({
      uow,
      catalogue: learning.catalogue,
      course: learning.course,
      practice: learning.practice,
      clipSizes: createClipSizes({
        folders: clipFolders,
        approvedSizes: (files) => voices.approvedSizes(files),
        inService: (file) => !outOfService.has(file),
      }),
      isEnglishWord,
      now,
    }),
    /** Reads the approved contributions once at start, before the first lesson is served. */
    voicesReady: refreshContributed,
    blog: createBlogService({ uow }),
    contact: createContactService({ uow }),
    health: createHealthService({
      database,
      uow,
      dataDir: config.dataDir,
      redis,
      draining: deps.draining,
      missingClipTools: deps.missingClipTools,
      clipStore,
    }),
    maintenance: createMaintenanceService({ uow, now }),
    /** Course content changed outside the CMS (which says so itself): every instance reads it again. */
    contentChanged,
    /** Resolves when the work done after answering (reset mails, league placements) is finished. */
    whenIdle: async () => {
      await Promise.all([links.whenIdle(), learningIdle()]);
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * The learning services, which call one another: built by createServices, and alone by tests
 * (with a controlled clock) and bench:leaderboard.
 */
export function createLearningServices({
  uow,
  now = () => new Date(),
  publisher,
  hasClip,
  isSynthetic,
  onBackgroundError = () => undefined,
}: {
  uow: AppUnitOfWork;
  now?: () => Date;
  publisher?: Publisher;
  /** The work done after answering (a league placement) reports its failures here. */
  onBackgroundError?: (error: unknown) => void;
  /** Whether a clip file plays synthetic speech (the catalogue's "synthetic voice"). */
  isSynthetic?: (file: string) => boolean;
} & Pick<CourseServiceOptions, 'hasClip'>) {
  const background = createBackground(onBackgroundError);
  const catalogue = createCourseCatalogue(uow.repos, { hasClip, isSynthetic });
  const course = createCourseService({ uow, catalogue, hasClip });
  const learner = createLearnerService({ uow, course, now });
  const leagues = createLeagueService({ uow, publisher, now });
  return {
    catalogue,
    course,
    attempts: createAttemptService({
      uow,
      catalogue,
      course,
      now,
      publisher,
      // The answer does not wait for it: a placement is needed by the league page, not the lesson.
      afterCompletion: (userId) => background.run(() => leagues.placeThisWeek(userId)),
    }),
    practice: createPracticeService({ uow, course, now }),
    checkpoints: createCheckpointService({ uow, catalogue, now }),
    store: createStoreService({ uow, now }),
    learner,
    friends: createFriendService({ uow, publisher, now }),
    profiles: createProfileService({
      uow,
      learner,
      course,
      now,
      leagueOf: (userId) => leagues.currentTierName(userId),
    }),
    leaderboard: createLeaderboardService({ uow, now }),
    leagues,
    /** Resolves when the work started after answering (league placements) is done. */
    whenIdle: background.whenIdle,
  };
}
