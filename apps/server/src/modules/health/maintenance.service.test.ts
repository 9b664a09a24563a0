import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, notifications, refreshTokens, sessions } from '../../db/schema.ts';
import { unitOfWork } from '../../repositories.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { createMaintenanceService, RETENTION } from './maintenance.service.ts';

describe('the sweep of what has ended', async () => {
  const { app, database } = await createTestApp();
  const { db } = database;

  it('deletes ended sessions with their refresh tokens, spent links and old read notifications, and keeps the rest', async () => {
    const learner = await signUp(app);
    const signedOut = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `roots_refresh=${signedOut.refreshCookie}` },
    });
    const old = new Date('2026-01-01T00:00:00Z');
    await db.insert(notifications).values([
      {
        userId: learner.userId,
        kind: 'friend-request',
        title: 'Read long ago',
        message: 'x',
        createdAt: old,
        isRead: true,
      },
      { userId: learner.userId, kind: 'friend-request', title: 'Unread long ago', message: 'y', createdAt: old },
    ]);
    // A month and a day on, as the hourly timer would find it.
    const later = new Date(Date.now() + RETENTION.endedSessionsMs + 86_400_000);
    const swept = await createMaintenanceService({ uow: unitOfWork(db), now: () => later }).sweep();
    expect(swept).toMatchObject({ notifications: 1 });
    expect(swept?.sessions).toBeGreaterThanOrEqual(1);
    expect(swept?.links).toBeGreaterThanOrEqual(2);
    // The signed-out learner's session and its tokens are gone; the live one's are kept.
    expect(await db.select().from(sessions).where(eq(sessions.userId, signedOut.userId))).toEqual([]);
    const [live] = await db.select().from(sessions).where(eq(sessions.userId, learner.userId));
    expect(live).toBeDefined();
    expect(
      await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, live?.id ?? '')),
    ).toHaveLength(1);
    expect(await db.select().from(emailTokens).where(eq(emailTokens.userId, learner.userId))).toEqual([]);
    const left = await db.select().from(notifications).where(eq(notifications.userId, learner.userId));
    expect(left.map((row) => row.title)).toEqual(['Unread long ago']);
  });
});
