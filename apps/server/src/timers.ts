// The app's own clocks: each starts when the app is ready (after a first run) and stops when it closes.
import type { FastifyInstance } from 'fastify';
import type { MaintenanceService } from './modules/health/maintenance.service.ts';
import type { ReminderService } from './modules/reminders/reminders.service.ts';
import type { LeagueService } from './modules/social/leagues.service.ts';
import type { ClipStore } from './modules/voices/clip-store.ts';

const HOUR_MS = 3600_000;

/** A clock's work, and what its log says of each run. */
interface ClockJob<T> {
  run: () => Promise<T>;
  /** The log field for what a run did: a count, or what was deleted. */
  field: string;
  /** Logged (at info) with the field when a run did something: a count above zero, or anything at all. */
  done: string;
  /** Logged (as a warning) when a run fails; the clock's next run tries again. */
  failed: string;
}

/** A run of the job as its clock calls it: logged, and never a rejection that nobody handles. */
function runLogged<T>(app: FastifyInstance, { run, field, done, failed }: ClockJob<T>) {
  return () =>
    run()
      .then((result) => {
        if (result) app.log.info({ [field]: result }, done);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, failed));
}

/** Runs the job at start-up (which waits for it) and then every hour, until the app closes. */
function hourly<T>(app: FastifyInstance, job: ClockJob<T>) {
  const run = runLogged(app, job);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), HOUR_MS).unref();
    await run();
  });
  app.addHook('onClose', () => clearInterval(timer));
}

/**
 * What has ended (sessions, links, stored responses, read notifications) is deleted at start-up
 * and hourly, by one instance at a time (modules/health/maintenance.service.ts).
 */
export function sweepExpiredRowsHourly(app: FastifyInstance, maintenance: Pick<MaintenanceService, 'sweep'>) {
  hourly(app, {
    run: () => maintenance.sweep(),
    field: 'deleted',
    done: 'expired rows deleted',
    failed: 'could not delete expired rows',
  });
}

/**
 * The voice clips a store outside the database could not delete when their rows went (it was
 * down) are deleted at start-up and hourly. Every instance may try: deleting twice is harmless.
 */
export function retryClipDeletionsHourly(app: FastifyInstance, clipStore: Pick<ClipStore, 'retryDeletions'>) {
  hourly(app, {
    run: () => clipStore.retryDeletions(),
    field: 'deleted',
    done: 'voice clips deleted after their rows',
    failed: 'voice clips could not be deleted yet',
  });
}

/**
 * Ended league weeks are closed at start-up and by a timer set for each Monday 00:00 UTC (once,
 * whichever instance gets there first), so no learner's read waits for it. The timer fires a
 * second late, when the week has ended by every clock reading.
 */
export function closeLeagueWeeksOnTime(
  app: FastifyInstance,
  leagues: Pick<LeagueService, 'closeDueWeeks' | 'untilWeekEnds'>,
) {
  const closeLeagues = runLogged(app, {
    run: () => leagues.closeDueWeeks(),
    field: 'closed',
    done: 'league weeks closed',
    failed: 'could not close league weeks',
  });
  const timer: { handle?: NodeJS.Timeout; stopped: boolean } = { stopped: false };
  const closeAtWeekEnd = () => {
    if (timer.stopped) return;
    const wait = leagues.untilWeekEnds() + 1000;
    timer.handle = setTimeout(() => void closeLeagues().then(closeAtWeekEnd), wait).unref();
  };
  app.addHook('onReady', async () => {
    await closeLeagues();
    closeAtWeekEnd();
  });
  app.addHook('onClose', () => {
    timer.stopped = true;
    clearTimeout(timer.handle);
  });
}

const MINUTE_MS = 60_000;
/** How long after a minute begins its tick runs: past the minute even on a clock a little behind. */
const TICK_AFTER_MINUTE_MS = 500;

/**
 * Reminders due now are sent by a tick every minute on each instance, which claims them in the
 * database (modules/reminders): one instance sends each, and a restart loses none (a reminder found
 * up to half an hour late still goes, outside quiet hours). No timer per learner.
 */
export function sendRemindersEveryMinute(
  app: FastifyInstance,
  reminders: Pick<ReminderService, 'sendDue' | 'whenIdle'>,
) {
  const sendDue = runLogged(app, {
    run: () => reminders.sendDue(),
    field: 'sent',
    done: 'reminders sent',
    failed: 'could not send the reminders due',
  });
  let tick: NodeJS.Timeout | undefined;
  // Each tick runs just after a minute begins, so a reminder set for 18:00 goes at 18:00, not up
  // to a minute later. setTimeout, not setInterval: the next wait is taken from the clock each time.
  const schedule = () => {
    tick = setTimeout(
      () => {
        void sendDue();
        schedule();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS) + TICK_AFTER_MINUTE_MS,
    ).unref();
  };
  app.addHook('onReady', (done) => {
    schedule();
    void sendDue();
    done();
  });
  app.addHook('onClose', async () => {
    clearTimeout(tick);
    // A run under way finishes before the database closes.
    await reminders.whenIdle();
  });
}
