import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

interface Listed {
  notifications: { id: string; title: string; is_read: boolean }[];
  unread_count: number;
}

describe('notifications', async () => {
  const { app, database } = await createTestApp();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
    app.inject({ method, url: `/api${url}`, headers });
  const list = async (headers: Record<string, string>) =>
    (await call('GET', '/notifications', headers)).json<{ data: Listed }>().data;
  /** Notifications as an event would leave them (events themselves are tested with their modules). */
  const seed = async (userId: string, titles: string[], at = new Date()) => {
    for (const [i, title] of titles.entries()) {
      await database.db.insert(notifications).values({
        userId,
        kind: 'friend-request',
        title,
        message: `${title} message`,
        createdAt: new Date(at.getTime() - (titles.length - i) * 1000),
      });
    }
  };

  it('lists a learner’s notifications newest first with the unread count', async () => {
    const learner = await signUp(app);
    const empty = await call('GET', '/notifications', learner.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ data: { notifications: [], unread_count: 0 } });
    await seed(learner.userId, ['first', 'second', 'third']);
    const listed = await list(learner.headers);
    expect(listed.notifications.map((n) => n.title)).toEqual(['third', 'second', 'first']);
    expect(listed.unread_count).toBe(3);
    expect(Object.keys(listed.notifications[0] ?? {}).sort()).toEqual(
      ['created_at', 'id', 'is_read', 'kind', 'message', 'title'].sort(),
    );
    expect((await call('GET', '/notifications', {})).statusCode).toBe(401);
  });

  it('marks one read, all read, deletes one; the unread count never goes below 0', async () => {
    const learner = await signUp(app);
    await seed(learner.userId, ['a', 'b']);
    const [b, a] = (await list(learner.headers)).notifications;
    const read = await call('POST', `/notifications/${b?.id ?? ''}/read`, learner.headers);
    expect(read.json()).toMatchObject({ data: { title: 'b', is_read: true } });
    // Marking it again changes nothing.
    await call('POST', `/notifications/${b?.id ?? ''}/read`, learner.headers);
    expect((await call('GET', '/notifications/unread-count', learner.headers)).json()).toMatchObject({
      data: { unread_count: 1 },
    });
    expect((await call('POST', '/notifications/read-all', learner.headers)).json()).toMatchObject({
      data: { unread_count: 0 },
    });
    await call('POST', '/notifications/read-all', learner.headers);
    const deleted = await call('DELETE', `/notifications/${a?.id ?? ''}`, learner.headers);
    expect(deleted.json()).toMatchObject({ data: { unread_count: 0 } });
    expect((await call('DELETE', `/notifications/${a?.id ?? ''}`, learner.headers)).statusCode).toBe(404);
    expect((await list(learner.headers)).notifications.map((n) => n.title)).toEqual(['b']);
  });

  it('answers 404 for another learner’s notification and 400 for a malformed id', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await seed(owner.userId, ['private']);
    const [mine] = (await list(owner.headers)).notifications;
    const id = mine?.id ?? '';
    for (const [method, url] of [
      ['POST', `/notifications/${id}/read`],
      ['DELETE', `/notifications/${id}`],
    ] as const) {
      const response = await call(method, url, other.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: 'We could not find that notification.' } });
    }
    expect((await list(other.headers)).notifications).toEqual([]);
    expect((await list(owner.headers)).notifications).toMatchObject([{ title: 'private', is_read: false }]);
    expect((await call('POST', '/notifications/not-an-id/read', owner.headers)).statusCode).toBe(400);
  });

  it('keeps a scheduled notification out of sight until its time', async () => {
    const learner = await signUp(app);
    await seed(learner.userId, ['later'], new Date(Date.now() + 3600_000));
    expect(await list(learner.headers)).toMatchObject({ notifications: [], unread_count: 0 });
  });
});
