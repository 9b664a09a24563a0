import type { AdminUser, adminUserUpdateSchema } from '@roots/shared/contracts/admin';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { AdminUsersRepository } from './admin-users.repository.ts';

type Row = Awaited<ReturnType<AdminUsersRepository['list']>>[number];

function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    status: row.status,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createAdminUsersService(repository: AdminUsersRepository) {
  return {
    async list(query: { q?: string | undefined; page: number; limit: number }): Promise<AdminUser[]> {
      const rows = await repository.list({
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
      const row = await repository.update(userId, changes);
      if (!row) throw new AppError('NOT_FOUND', 'That account does not exist.');
      return toAdminUser(row);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
