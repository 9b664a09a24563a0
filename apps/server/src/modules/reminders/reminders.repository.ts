import { and, count, desc, eq, inArray, lte, max, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions, reminderSettings, serverKeys, sessions, users } from '../../db/schema.ts';

export type ReminderRow = typeof reminderSettings.$inferSelect;
export type ReminderChanges = Partial<
  Pick<
    ReminderRow,
    'push' | 'email' | 'daily' | 'streak' | 'remindAt' | 'quietStart' | 'quietEnd' | 'promptDismissed' | 'nextDueAt'
  >
>;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** What a reminder needs to know of its learner, read when it is due. */
export interface ReminderLearner {
  userId: string;
  email: string;
  emailVerified: boolean;
  name: string;
  timeZone: string;
  active: boolean;
  /** When a session of theirs was last used (the app opened or refreshed its sign-in); null if never. */
  lastSeenAt: Date | null;
}

/** The one repository that writes `reminder_settings`, `push_subscriptions` and `server_keys`. */
export function createReminderRepository(db: Executor) {
  return {
    async find(userId: string): Promise<ReminderRow | undefined> {
      const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
      return row;
    },

    /** The learner's row, made with the defaults when missing, locked for the transaction. */
    async lock(userId: string): Promise<ReminderRow | undefined> {
      await db.insert(reminderSettings).values({ userId }).onConflictDoNothing();
      const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).for('update');
      return row;
    },

    async update(userId: string, changes: ReminderChanges, at: Date): Promise<ReminderRow | undefined> {
      const [row] = await db
        .update(reminderSettings)
        .set({ ...changes, updatedAt: at })
        .where(eq(reminderSettings.userId, userId))
        .returning();
      return row;
    },

    /**
     * Claims up to `limit` rows due at `at` by moving their `next_due_at` to `lease` in one statement:
     * rows another instance is claiming are skipped, and a claimed row is due again only when its
     * lease ends unfinished (the claimer stopped).
     */
    async claimDue(at: Date, lease: Date, limit: number): Promise<ReminderRow[]> {
      const due = db
        .select({ userId: reminderSettings.userId })
        .from(reminderSettings)
        .where(lte(reminderSettings.nextDueAt, at))
        .orderBy(reminderSettings.nextDueAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(reminderSettings)
        .set({ nextDueAt: lease })
        .where(inArray(reminderSettings.userId, due))
        .returning();
    },

    /**
     * Ends a claim: the next due time and, when a reminder went, its day. False when the claim was
     * lost (its lease ended and another instance claimed the row, or the learner changed it).
     */
    async finishClaim(
      userId: string,
      lease: Date,
      outcome: { nextDueAt: Date | null; sentOn?: string; sentAt?: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(reminderSettings)
        .set({
          nextDueAt: outcome.nextDueAt,
          ...(outcome.sentOn && { sentOn: outcome.sentOn, lastSentAt: outcome.sentAt }),
        })
        .where(and(eq(reminderSettings.userId, userId), eq(reminderSettings.nextDueAt, lease)))
        .returning({ userId: reminderSettings.userId });
      return rows.length > 0;
    },

    async learners(userIds: string[]): Promise<ReminderLearner[]> {
      if (userIds.length === 0) return [];
      const seen = db
        .select({ userId: sessions.userId, at: max(sessions.lastUsedAt).as('last_seen_at') })
        .from(sessions)
        .where(inArray(sessions.userId, userIds))
        .groupBy(sessions.userId)
        .as('seen');
      const rows = await db
        .select({
          userId: users.id,
          email: users.email,
          verifiedAt: users.emailVerifiedAt,
          displayName: users.displayName,
          username: users.username,
          timeZone: users.timeZone,
          status: users.status,
          lastSeenAt: seen.at,
        })
        .from(users)
        .leftJoin(seen, eq(seen.userId, users.id))
        .where(inArray(users.id, userIds));
      return rows.map((row) => ({
        userId: row.userId,
        email: row.email,
        emailVerified: row.verifiedAt !== null,
        name: row.displayName ?? row.username,
        timeZone: row.timeZone,
        active: row.status === 'active',
        lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt),
      }));
    },

    /** Saves a device's subscription; an endpoint already known (another account on that browser) moves here. */
    async saveSubscription(row: {
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
    }): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, userAgent: row.userAgent },
        });
    },

    async deleteSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** A subscription the push service no longer knows (404 or 410). */
    async deleteExpiredSubscription(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** Deletes all but the learner's `keep` newest subscriptions. */
    async keepNewestSubscriptions(userId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    },

    async subscriptions(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.createdAt);
    },

    async subscriptionCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ devices: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.devices ?? 0;
    },

    async markPushed(id: string, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastPushedAt: at }).where(eq(pushSubscriptions.id, id));
    },

    /** A key pair made once for every instance: the first one stored wins, the others read it. */
    async keyPair(name: string, make: () => { publicKey: string; privateKey: string }) {
      await db
        .insert(serverKeys)
        .values({ name, ...make() })
        .onConflictDoNothing();
      const [row] = await db
        .select({ publicKey: serverKeys.publicKey, privateKey: serverKeys.privateKey })
        .from(serverKeys)
        .where(eq(serverKeys.name, name));
      if (!row) throw new Error(`The ${name} keys could not be stored.`);
      return row;
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
