import { and, count, desc, eq, gt, lt, lte, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The one repository that writes `notifications`. A row whose `created_at` is still in the future
 * is scheduled (a trial's end warning): every read takes `at` and sees only what is due.
 */
export function createNotificationRepository(db: Executor) {
  const mine = (userId: string, at: Date) => and(eq(notifications.userId, userId), lte(notifications.createdAt, at));
  return {
    async insert(row: { userId: string; kind: string; title: string; message: string; createdAt: Date }) {
      const [created] = await db.insert(notifications).values(row).returning();
      return created;
    },

    /** Whether the learner was already told this very thing (kind and message) since `since`. */
    async toldSince(notice: { userId: string; kind: string; message: string }, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, notice.userId),
            eq(notifications.kind, notice.kind),
            eq(notifications.message, notice.message),
            gt(notifications.createdAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Notifications read and older than `before`: the list shows the latest 50, the rest is kept no longer. */
    async deleteReadBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.isRead, true), lt(notifications.createdAt, before)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async list(userId: string, at: Date, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(mine(userId, at))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** What became due after `after` (for a stream that has sent everything up to then). */
    async listBetween(userId: string, after: Date, at: Date): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(mine(userId, at), gt(notifications.createdAt, after)))
        .orderBy(notifications.createdAt, notifications.id);
    },

    /** When the learner's next scheduled notification becomes due, if one is scheduled after `at`. */
    async nextScheduled(userId: string, at: Date): Promise<Date | null> {
      const [row] = await db
        .select({ next: min(notifications.createdAt) })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, at)));
      return row?.next ?? null;
    },

    async unreadCount(userId: string, at: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine(userId, at), eq(notifications.isRead, false)));
      return row?.n ?? 0;
    },

    async markRead(userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, id), mine(userId, at)))
        .returning();
      return row;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(mine(userId, at), eq(notifications.isRead, false)));
    },

    async delete(userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), mine(userId, at)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Withdraws scheduled notifications of a kind that are not yet due (a trial ended early). */
    async deleteScheduled(userId: string, kind: string, at: Date): Promise<void> {
      await db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), gt(notifications.createdAt, at)));
    },

    /** Every notification of the learner (for the data export). */
    async all(userId: string): Promise<NotificationRow[]> {
      return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
