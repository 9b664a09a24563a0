import type { ContactMessageAdmin, Dashboard } from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AttemptRepository } from '../attempt/attempt.repository.ts';
import type { ContactRepository } from '../contact/contact.repository.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { AuditRepository } from './audit.repository.ts';
import type { ReportRepository } from './report.repository.ts';

export interface DashboardRepos {
  users: UserRepository;
  attempts: AttemptRepository;
  contact: ContactRepository;
  audit: AuditRepository;
  reports: ReportRepository;
}

const DAY_MS = 86_400_000;
type MessageRow = Awaited<ReturnType<ContactRepository['list']>>[number];

const toMessage = (row: MessageRow): ContactMessageAdmin => ({
  id: row.id,
  name: row.name,
  email: row.email,
  topic: row.topic,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
});

/** The admin's first screen (who learns, how much) and the contact form's inbox. */
export function createAdminDashboardService({
  uow,
  now = () => new Date(),
}: {
  uow: UnitOfWork<DashboardRepos>;
  now?: () => Date;
}) {
  return {
    async dashboard(): Promise<Dashboard> {
      const { users, attempts, contact } = uow.repos;
      const at = now();
      const today = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
      const first = new Date(today.getTime() - 29 * DAY_MS);
      const [learners, activeToday, active7, perDay, newest, unread, openReports] = await Promise.all([
        users.countLearners(),
        attempts.activeLearnersSince(today),
        attempts.activeLearnersSince(new Date(at.getTime() - 7 * DAY_MS)),
        attempts.completionsPerDay(first),
        users.search({ q: undefined, limit: 5, offset: 0 }),
        contact.countUnhandled(),
        uow.repos.reports.countOpen(),
      ]);
      const counts = new Map(perDay.map((row) => [row.day, row.count]));
      return {
        learners,
        active_today: activeToday,
        active_7_days: active7,
        lessons_completed: Array.from({ length: 30 }, (_, i) => {
          const day = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
          return { day, count: counts.get(day) ?? 0 };
        }),
        newest_signups: newest.map((user) => ({
          id: user.id,
          username: user.username,
          email: user.email,
          created_at: user.createdAt.toISOString(),
        })),
        unread_messages: unread,
        open_reports: openReports,
      };
    },

    async messages(query: { unhandled?: 'true' | 'false' | undefined; page: number; limit: number }) {
      const rows = await uow.repos.contact.list({
        unhandled: query.unhandled === 'true',
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return rows.map(toMessage);
    },

    async markHandled(actorId: string, id: string, handled: boolean): Promise<ContactMessageAdmin> {
      return uow.transaction(async (repos) => {
        const row = await repos.contact.setHandled(id, handled ? now() : null);
        if (!row) throw new AppError('NOT_FOUND', 'We could not find that message.');
        await repos.audit.record({
          actorId,
          action: handled ? 'handle' : 'reopen',
          entity: 'contact_message',
          entityId: id,
          before: null,
          after: { handled_at: row.handledAt?.toISOString() ?? null },
        });
        return toMessage(row);
      });
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
