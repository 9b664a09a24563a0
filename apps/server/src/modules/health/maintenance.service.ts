import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AttemptRepository } from '../attempt/attempt.repository.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { NotificationRepository } from '../notifications/notifications.repository.ts';

export interface MaintenanceRepos {
  auth: AuthRepository;
  attempts: AttemptRepository;
  notifications: NotificationRepository;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long what has ended is kept. An ended session stays a month (the learner's list of devices
 * shows when each ended); a used or expired link a day; an answer's stored response a day (a
 * retry comes within seconds); a read notification three months.
 */
export const RETENTION = {
  endedSessionsMs: 30 * DAY_MS,
  spentLinksMs: DAY_MS,
  storedResponsesMs: DAY_MS,
  readNotificationsMs: 90 * DAY_MS,
} as const;

export interface Swept {
  sessions: number;
  links: number;
  responses: number;
  notifications: number;
}

/**
 * Deletes what has ended, on every instance's timer but by one instance at a time (a lock in the
 * database, taken without waiting): a row per sign-in, per refresh, per link and per answer would
 * otherwise stay for ever.
 */
export function createMaintenanceService({
  uow,
  now = () => new Date(),
}: {
  uow: UnitOfWork<MaintenanceRepos>;
  now?: () => Date;
}) {
  return {
    /** What was deleted, or undefined when another instance is sweeping. */
    async sweep(): Promise<Swept | undefined> {
      const at = now().getTime();
      const before = (ms: number) => new Date(at - ms);
      return uow.transaction(async (repos) => {
        if (!(await repos.auth.trySweepLock())) return undefined;
        return {
          sessions: await repos.auth.deleteSessionsEndedBefore(before(RETENTION.endedSessionsMs)),
          links: await repos.auth.deleteSpentEmailTokensBefore(before(RETENTION.spentLinksMs)),
          responses: await repos.attempts.deleteResponsesBefore(before(RETENTION.storedResponsesMs)),
          notifications: await repos.notifications.deleteReadBefore(before(RETENTION.readNotificationsMs)),
        };
      });
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
