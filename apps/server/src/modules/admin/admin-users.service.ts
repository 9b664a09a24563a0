import type { AdminUser, adminUserUpdateSchema } from '@roots/shared/contracts/admin';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserRepository, UserRow } from '../user/user.repository.ts';
import type { AuditRepository } from './audit.repository.ts';

function toAdminUser({ id, email, username, role, status, emailVerifiedAt, createdAt }: UserRow): AdminUser {
  return {
    id,
    email,
    username,
    role,
    status,
    email_verified: emailVerifiedAt !== null,
    created_at: createdAt.toISOString(),
  };
}

export interface AdminUsersRepos {
  users: UserRepository;
  audit: AuditRepository;
}

/** What an access change is called in the audit log. */
function actionOf(before: UserRow, after: UserRow): string {
  if (before.status !== after.status) return after.status === 'banned' ? 'ban' : 'unban';
  if (before.role !== after.role) return after.role === 'admin' ? 'promote' : 'demote';
  return 'update_access';
}

const access = ({ role, status }: UserRow) => ({ role, status });

export function createAdminUsersService({ uow }: { uow: UnitOfWork<AdminUsersRepos> }) {
  return {
    /** Admins first, then everyone else, newest first in each. */
    async list(query: { q?: string | undefined; page: number; limit: number }): Promise<AdminUser[]> {
      const rows = await uow.repos.users.search({
        // An empty search box searches nothing.
        q: query.q === '' ? undefined : query.q,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return rows.map(toAdminUser);
    },

    /**
     * Promote, demote, ban or restore an account, with its audit entry in the same transaction.
     * An admin cannot lock themselves out, and the last active admin cannot be demoted or banned:
     * the admins are locked while that is counted, so two admins demoting each other at once
     * leave one.
     */
    async update(actorId: string, userId: string, changes: z.output<typeof adminUserUpdateSchema>): Promise<AdminUser> {
      if (actorId === userId && (changes.role === 'learner' || changes.status === 'banned')) {
        throw new AppError('BAD_REQUEST', 'You cannot demote or ban your own account. Ask another admin.');
      }
      return uow.transaction(async (repos) => {
        const admins = await repos.users.lockActiveAdminIds();
        const before = await repos.users.lockById(userId);
        if (!before) throw new AppError('NOT_FOUND', 'That account does not exist.');
        const staysAdmin = (changes.role ?? before.role) === 'admin' && (changes.status ?? before.status) === 'active';
        if (admins.includes(userId) && !staysAdmin && admins.length <= 1) {
          throw new AppError('CONFLICT', 'This is the last admin: make another account an admin first.');
        }
        const after = await repos.users.setAccess(userId, changes);
        if (!after) throw new AppError('NOT_FOUND', 'That account does not exist.');
        await repos.audit.record({
          actorId,
          action: actionOf(before, after),
          entity: 'user',
          entityId: userId,
          before: access(before),
          after: access(after),
        });
        return toAdminUser(after);
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
