import type { Notification } from '@roots/shared/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from '../../lib/event-bus.ts';
import { createNotificationStreams, STREAMS_PER_LEARNER } from './notification-streams.ts';

const who = (userId: string) => ({ userId, sessionId: `${userId}-session`, role: 'learner' as const, tokenVersion: 0 });

/** A stream's sink that keeps what it was sent. */
function sink() {
  const sent: string[] = [];
  let ended = false;
  return {
    sent,
    ended: () => ended,
    write: (text: string) => sent.push(text),
    end: () => {
      ended = true;
    },
  };
}

const until = async (done: () => boolean) => {
  for (let i = 0; !done(); i++) {
    if (i > 10_000) throw new Error('never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
};

describe('the notification streams of one process', () => {
  it('reads once per event for a learner however many streams they hold, and sends each notification once', async () => {
    const bus = createEventBus(undefined, 'test');
    const rows: Notification[] = [];
    let reads = 0;
    const streams = createNotificationStreams({
      newSince: (_userId, after) => {
        reads += 1;
        const at = new Date();
        return Promise.resolve({
          notifications: rows.filter((row) => Date.parse(row.created_at) > after.getTime()),
          at,
          nextDue: null,
        });
      },
      bus,
      stillSignedIn: () => Promise.resolve(true),
      max: 100,
      onReadError: (error) => {
        throw error;
      },
    });
    const sinks = Array.from({ length: STREAMS_PER_LEARNER }, () => sink());
    for (const each of sinks) streams.add(who('amani'), each);
    await until(() => reads === 1);
    rows.push({
      id: 'n1',
      kind: 'friend-request',
      title: 'New friend request',
      message: 'Kofi wants to be friends.',
      is_read: false,
      created_at: new Date(Date.now() + 1).toISOString(),
    });
    bus.publish('amani');
    await until(() => sinks.every((each) => each.sent.length === 1));
    // Another event finds the same row again: it is not sent twice.
    bus.publish('amani');
    await until(() => reads === 3);
    expect(reads).toBe(3);
    for (const each of sinks) expect(each.sent).toEqual([expect.stringContaining('id: n1\nevent: notification')]);
    streams.closeAll();
    expect(sinks.every((each) => each.ended())).toBe(true);
    expect(streams.counts()).toEqual({ streams: 0, learners: 0 });
  });

  it('sends a notification whose time fell before the stream opened when it commits after (the page may not have it)', async () => {
    const bus = createEventBus(undefined, 'test');
    const committed: Notification[] = [];
    let reads = 0;
    let answered = 0;
    const streams = createNotificationStreams({
      newSince: (_userId, after) => {
        reads += 1;
        const found = committed.filter((row) => Date.parse(row.created_at) > after.getTime());
        return Promise.resolve({ notifications: found, at: new Date(), nextDue: null }).finally(() => {
          answered += 1;
        });
      },
      bus,
      stillSignedIn: () => Promise.resolve(true),
      max: 100,
      onReadError: (error) => {
        throw error;
      },
    });
    // A friend request takes its time, then its transaction takes a while to commit: meanwhile the
    // receiver's page opens its stream and fetches its list, which cannot hold the row yet.
    const requested = new Date(Date.now() - 2_000).toISOString();
    const page = sink();
    streams.add(who('amani'), page);
    await until(() => answered === 1);
    committed.push({
      id: 'late',
      kind: 'friend-request',
      title: 'New friend request',
      message: 'Kofi wants to be friends.',
      is_read: false,
      created_at: requested,
    });
    bus.publish('amani');
    await until(() => answered === 2);
    expect(reads).toBe(2);
    expect(page.sent).toEqual([expect.stringContaining('id: late\nevent: notification')]);
    streams.closeAll();
  });

  it('reads again now and then, so a notification whose event was lost still arrives', async () => {
    // Redis pub/sub delivers at most once: an instance whose subscription is down hears nothing.
    const deaf = { publish: () => undefined, subscribe: () => () => undefined } as unknown as EventBus;
    const committed: Notification[] = [];
    let answered = 0;
    const streams = createNotificationStreams({
      newSince: (_userId, after) =>
        Promise.resolve({
          notifications: committed.filter((row) => Date.parse(row.created_at) > after.getTime()),
          at: new Date(),
          nextDue: null,
        }).finally(() => {
          answered += 1;
        }),
      bus: deaf,
      stillSignedIn: () => Promise.resolve(true),
      max: 100,
      onReadError: (error) => {
        throw error;
      },
      readAgainMs: 20,
    });
    const page = sink();
    streams.add(who('zawadi'), page);
    await until(() => answered === 1);
    committed.push({
      id: 'unannounced',
      kind: 'friend-request',
      title: 'New friend request',
      message: 'Kofi wants to be friends.',
      is_read: false,
      created_at: new Date().toISOString(),
    });
    const sent = await new Promise((resolve) => {
      const waited = setInterval(() => {
        if (page.sent.length > 0) resolve(page.sent);
      }, 5);
      setTimeout(() => {
        clearInterval(waited);
        resolve(page.sent);
      }, 2_000);
    });
    expect(sent).toEqual([expect.stringContaining('id: unannounced\nevent: notification')]);
    streams.closeAll();
  });

  it('ends the streams whose sign-in no longer stands at the next check', async () => {
    const signedOut = new Set<string>();
    const streams = createNotificationStreams({
      newSince: () => Promise.resolve({ notifications: [], at: new Date(), nextDue: null }),
      bus: createEventBus(undefined, 'test'),
      stillSignedIn: (session) => Promise.resolve(!signedOut.has(session.userId)),
      max: 100,
      onReadError: () => undefined,
      checkEveryMs: 10,
    });
    const kept = sink();
    const gone = sink();
    streams.add(who('kofi'), kept);
    streams.add(who('zawadi'), gone);
    signedOut.add('zawadi');
    await until(gone.ended);
    expect(kept.ended()).toBe(false);
    expect(streams.counts()).toEqual({ streams: 1, learners: 1 });
    streams.closeAll();
  });
});
