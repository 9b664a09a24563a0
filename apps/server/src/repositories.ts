import type { Db, Executor } from './db/client.ts';
import { createUnitOfWork } from './db/unit-of-work.ts';
import { createAuditRepository } from './modules/admin/audit.repository.ts';
import { createReportRepository } from './modules/admin/report.repository.ts';
import { createAnswerCheckRepository } from './modules/attempt/answer-check.repository.ts';
import { createAttemptRepository } from './modules/attempt/attempt.repository.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createBlogRepository } from './modules/blog/blog.repository.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { createCourseProgressRepository } from './modules/course/course-progress.repository.ts';
import { bindCourseRepositories } from './modules/course/course.repositories.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { createLearnerRepository } from './modules/learner/learner.repository.ts';
import { createPracticeRepository } from './modules/practice/practice.repository.ts';
import { createReminderRepository } from './modules/reminders/reminders.repository.ts';
import { createNotificationRepository } from './modules/notifications/notifications.repository.ts';
import { createFriendshipRepository } from './modules/social/friends.repository.ts';
import { createLeaderboardRepository } from './modules/social/leaderboard.repository.ts';
import { createLeagueRepository } from './modules/social/leagues.repository.ts';
import { createUserRepository } from './modules/user/user.repository.ts';
import { createClipBlobRepository } from './modules/voices/clip-blob.repository.ts';
import { createVoicesRepository } from './modules/voices/voices.repository.ts';

/**
 * Every repository on one executor. Services never call this: the composition root
 * (composition.ts) hands each service a unit of work over exactly the repositories its type asks for.
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
    reminders: createReminderRepository(executor),
    friendships: createFriendshipRepository(executor),
    leaderboard: createLeaderboardRepository(executor),
    leagues: createLeagueRepository(executor),
    health: createHealthRepository(executor),
    voices: createVoicesRepository(executor),
    clipBlobs: createClipBlobRepository(executor),
  };
}

/** The unit of work every service is built from (each sees only its own part through its type). */
export const unitOfWork = (db: Db) => createUnitOfWork(db, bindRepositories);

export type AppUnitOfWork = ReturnType<typeof unitOfWork>;
