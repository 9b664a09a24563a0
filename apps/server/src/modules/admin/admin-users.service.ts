import type { AdminUser, adminUserUpdateSchema } from '@roots/shared/contracts/admin';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UserRepository, UserRow } from '../user/user.repository.ts';

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

export function createAdminUsersService({ users }: { users: UserRepository }) {
  return {
    async list(query: { q?: string | undefined; page: number; limit: number }): Promise<AdminUser[]> {
      const rows = await users.search({
        // An empty search box searches nothing.
        q: query.q === '' ? undefined : query.q,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return rows.map(toAdminUser);
    },

    /** Promote, demote, ban or restore an account; an admin cannot lock themselves out. */
    async update(actorId: string, userId: string, changes: z.output<typeof adminUserUpdateSchema>): Promise<AdminUser> {
      if (actorId === userId && (changes.role === 'learner' || changes.status === 'banned')) {
        throw new AppError('BAD_REQUEST', 'You cannot demote or ban your own account. Ask another admin.');
      }
      const row = await users.setAccess(userId, changes);
      if (!row) throw new AppError('NOT_FOUND', 'That account does not exist.');
      return toAdminUser(row);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
