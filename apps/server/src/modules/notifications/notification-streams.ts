import type { Notification } from '@roots/shared/contracts/notifications';
import type { NotificationBus } from '../../lib/event-bus.ts';
import type { Authenticated } from '../user/user.identity.ts';

/** Open pages of one learner (tabs, a phone and a laptop); a new one beyond this closes the oldest. */
export const STREAMS_PER_LEARNER = 5;
/** How often every open stream's sign-in is checked again: a stream ends this soon after its session. */
export const SESSION_CHECK_MS = 5_000;
/** A comment line every 20 s keeps proxies and the server's idle timeout from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/**
 * How far back each read looks again. A notification's time is taken inside the transaction that
 * writes it, so a row can commit after a read that began later than its time: it is found by the
 * next read (its commit announces it) as long as it committed within this window. A new reader
 * looks back as far: a row whose time fell before the page opened its stream may commit after the
 * page fetched its list, and only the stream can bring it (the page knows a notification by its
 * id, so one it has already is not counted twice).
 */
const LOOKBACK_MS = 30_000;
/**
 * How long a learner's streams go without a read: Redis pub/sub delivers at most once, and an
 * instance whose subscription is down (Redis restarted, a reconnect, a subscription lost while the
 * instance started) hears no event, so a row would wait for the learner's next event, or for ever.
 * Read again this soon after the last read instead, each learner on their own clock: a row that
 * committed within LOOKBACK_MS - READ_AGAIN_MS (10 s) of its time is always found.
 */
export const READ_AGAIN_MS = 20_000;

/** Where a stream's text goes (the response), and how it is ended. */
export interface StreamSink {
  write(text: string): void;
  end(): void;
}

interface Stream {
  who: Authenticated;
  sink: StreamSink;
}

/** One learner's open streams and the one reader that serves them all. */
interface Learner {
  streams: Stream[];
  /** Ids already sent, by the time they were created: a row read twice is sent once. */
  sent: Map<string, number>;
  reading: boolean;
  again: boolean;
  wake?: NodeJS.Timeout;
  unsubscribe: () => void;
}

export interface NotificationStreamsOptions {
  /** What is new for a learner since a moment, and when their next scheduled one falls due. */
  newSince: (userId: string, after: Date) => Promise<{ notifications: Notification[]; at: Date; nextDue: Date | null }>;
  bus: NotificationBus;
  stillSignedIn: (who: Authenticated) => Promise<boolean>;
  /** The most streams this process holds; one more is refused (503) until one closes. */
  max: number;
  onReadError: (error: unknown) => void;
  checkEveryMs?: number;
  readAgainMs?: number;
}

const event = (notification: Notification) =>
  `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`;

/**
 * The live notification streams of this process. Bounded: a learner holds at most
 * STREAMS_PER_LEARNER (a new one closes their oldest) and the process at most `max`. A learner's
 * streams share one subscription and one reader, so an event costs one read however many pages
 * they have open. Every stream's sign-in is checked again every few seconds, in one batch for all,
 * so a stream ends soon after its session does: signed out, a password changed, banned, deleted.
 */
export function createNotificationStreams(options: NotificationStreamsOptions) {
  const {
    newSince,
    bus,
    stillSignedIn,
    max,
    onReadError,
    checkEveryMs = SESSION_CHECK_MS,
    readAgainMs = READ_AGAIN_MS,
  } = options;
  const learners = new Map<string, Learner>();
  let open = 0;

  const everyStream = () => [...learners.values()].flatMap((learner) => learner.streams);

  const heartbeat = setInterval(() => {
    for (const stream of everyStream()) stream.sink.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking) return;
    checking = true;
    const streams = everyStream();
    void Promise.all(
      streams.map(async (stream) => {
        const live = await stillSignedIn(stream.who).catch(() => true);
        if (!live) close(stream, 'signed-out');
      }),
    ).finally(() => {
      checking = false;
    });
  }, checkEveryMs);
  sessionCheck.unref();

  /**
   * Ends a stream. With a reason, the page is told why first (`closed`), so it does not come back
   * at once: a learner's sixth tab would otherwise be closed and reopened in turn with the others.
   */
  function close(stream: Stream, reason?: 'replaced' | 'signed-out') {
    const learner = learners.get(stream.who.userId);
    const index = learner?.streams.indexOf(stream) ?? -1;
    if (!learner || index === -1) return;
    learner.streams.splice(index, 1);
    open -= 1;
    if (reason) stream.sink.write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
    stream.sink.end();
    if (learner.streams.length === 0) {
      learner.unsubscribe();
      clearTimeout(learner.wake);
      learners.delete(stream.who.userId);
    }
  }

  // Read through a function: a poke may set `again` while a read is awaited.
  const pokedMeanwhile = (learner: Learner) => learner.again;

  /**
   * One read at a time per learner; a poke during a read asks for one more read after it. The next
   * read with no event is when the next scheduled notification falls due, or READ_AGAIN_MS on.
   */
  async function pump(userId: string) {
    const learner = learners.get(userId);
    if (!learner) return;
    if (learner.reading) {
      learner.again = true;
      return;
    }
    learner.reading = true;
    let nextDue: Date | null = null;
    try {
      do {
        learner.again = false;
        const read = await newSince(userId, new Date(Date.now() - LOOKBACK_MS));
        nextDue = read.nextDue;
        for (const notification of read.notifications) {
          if (learner.sent.has(notification.id)) continue;
          learner.sent.set(notification.id, Date.parse(notification.created_at));
          for (const stream of learner.streams) stream.sink.write(event(notification));
        }
        const forgotten = read.at.getTime() - LOOKBACK_MS;
        for (const [id, created] of learner.sent) if (created < forgotten) learner.sent.delete(id);
      } while (pokedMeanwhile(learner) && learners.has(userId));
    } catch (error) {
      // A failed read (the database away) is tried again like any other.
      onReadError(error);
    } finally {
      learner.reading = false;
      clearTimeout(learner.wake);
      // Unless the learner's streams closed meanwhile (a new reader may serve them already).
      if (learners.get(userId) === learner) {
        const due = nextDue ? nextDue.getTime() - Date.now() + 1 : readAgainMs;
        learner.wake = setTimeout(() => void pump(userId), Math.max(0, Math.min(due, readAgainMs)));
      }
    }
  }

  return {
    /** Whether the process holds as many streams as it may: a new one is refused meanwhile. */
    full: () => open >= max,

    /** Adds a stream, whose opening the caller has written; returns what ends it. */
    add(who: Authenticated, sink: StreamSink): () => void {
      const stream: Stream = { who, sink };
      let learner = learners.get(who.userId);
      if (!learner) {
        learner = {
          streams: [],
          sent: new Map(),
          reading: false,
          again: false,
          unsubscribe: bus.subscribe(who.userId, () => void pump(who.userId)),
        };
        learners.set(who.userId, learner);
        learner.streams.push(stream);
        open += 1;
        void pump(who.userId);
      } else {
        learner.streams.push(stream);
        open += 1;
        const oldest = learner.streams[0];
        if (learner.streams.length > STREAMS_PER_LEARNER && oldest) close(oldest, 'replaced');
      }
      return () => close(stream);
    },

    /** How many streams are open, and of how many learners. */
    counts: () => ({ streams: open, learners: learners.size }),

    /** Ends every stream (the server is closing) and the timers. */
    closeAll() {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      for (const stream of everyStream()) close(stream);
    },
  };
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;
