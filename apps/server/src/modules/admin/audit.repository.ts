import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** The audit log: appended to in the transaction of each admin change, never rewritten. */
export function createAuditRepository(db: Executor) {
  return {
    async record(entry: NewAuditEntry) {
      await db.insert(auditLog).values(entry);
    },

    async list({
      entity,
      entityId,
      limit,
      offset,
    }: {
      entity?: string;
      entityId?: string;
      limit: number;
      offset: number;
    }) {
      const filters: SQL[] = [];
      if (entity) filters.push(eq(auditLog.entity, entity));
      if (entityId) filters.push(eq(auditLog.entityId, entityId));
      return db
        .select({ entry: auditLog, username: users.username })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(filters.length > 0 ? and(...filters) : undefined)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
