import type { Db, Executor } from './db/client.ts';
import { createUnitOfWork } from './db/unit-of-work.ts';
import { createBackground } from './lib/background.ts';
import { createAuditRepository } from './modules/admin/audit.repository.ts';
import { createReportRepository } from './modules/admin/report.repository.ts';
import { createAnswerCheckRepository } from './modules/attempt/answer-check.repository.ts';
import { createAttemptRepository } from './modules/attempt/attempt.repository.ts';
import { createAttemptService } from './modules/attempt/attempt.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createBlogRepository } from './modules/blog/blog.repository.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { createCourseProgressRepository } from './modules/course/course-progress.repository.ts';
import { bindCourseRepositories } from './modules/course/course.repositories.ts';
import { createCourseCatalogue } from './modules/course/course.catalogue.ts';
import { type CourseServiceOptions, createCourseService } from './modules/course/course.service.ts';
import { createLearnerRepository } from './modules/learner/learner.repository.ts';
import { createLearnerService } from './modules/learner/learner.service.ts';
import { createPracticeRepository } from './modules/practice/practice.repository.ts';
import { createPracticeService } from './modules/practice/practice.service.ts';
import { createStoreService } from './modules/store/store.service.ts';
import { createNotificationRepository } from './modules/notifications/notifications.repository.ts';
import type { Publisher } from './modules/notifications/notifications.service.ts';
import { createFriendshipRepository } from './modules/social/friends.repository.ts';
import { createFriendService } from './modules/social/friends.service.ts';
import { createLeaderboardRepository } from './modules/social/leaderboard.repository.ts';
import { createLeaderboardService } from './modules/social/leaderboard.service.ts';
import { createLeagueRepository } from './modules/social/leagues.repository.ts';
import { createLeagueService } from './modules/social/leagues.service.ts';
import { createProfileService } from './modules/social/profile.service.ts';
import { createUserRepository } from './modules/user/user.repository.ts';

/**
 * Every repository on one executor. Services never call this: the composition below hands each
 * service a unit of work over exactly the repositories its type asks for.
 */
export function bindRepositories(executor: Executor) {
  return {
    users: createUserRepository(executor),
    auth: createAuthRepository(executor),
    contact: createContactRepository(executor),
    ...bindCourseRepositories(executor),
    progress: createCourseProgressRepository(executor),
    learners: createLearnerRepository(executor),
    attempts: createAttemptRepository(executor),
    answerChecks: createAnswerCheckRepository(executor),
    reviews: createPracticeRepository(executor),
    blog: createBlogRepository(executor),
    audit: createAuditRepository(executor),
    reports: createReportRepository(executor),
    notifications: createNotificationRepository(executor),
    friendships: createFriendshipRepository(executor),
    leaderboard: createLeaderboardRepository(executor),
    leagues: createLeagueRepository(executor),
    health: createHealthRepository(executor),
  };
}

/** The unit of work every service is built from (each sees only its own part through its type). */
export const unitOfWork = (db: Db) => createUnitOfWork(db, bindRepositories);

/** The learning services on one database and one clock (tests pass a controlled one). */
export function createLearningServices(
  db: Db,
  {
    now = () => new Date(),
    publisher,
    hasClip,
    onBackgroundError = () => undefined,
  }: {
    now?: () => Date;
    publisher?: Publisher;
    /** The work done after answering (a league placement) reports its failures here. */
    onBackgroundError?: (error: unknown) => void;
  } & Pick<CourseServiceOptions, 'hasClip'> = {},
) {
  const uow = unitOfWork(db);
  const background = createBackground(onBackgroundError);
  const catalogue = createCourseCatalogue(uow.repos);
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
