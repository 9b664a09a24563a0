// Reminders (issue 41): a learner's settings and devices, the e-mail's unsubscribe link, and the
// minute tick that sends what is due, once, whichever instance claims it.
import { createECDH, createHmac, timingSafeEqual } from 'node:crypto';
import type { ReminderSettings, ReminderSettingsUpdate } from '@roots/shared/contracts/reminders';
import { endOfLocalDay } from '@roots/shared/domain/learning';
import {
  clockMinute,
  clockText,
  dueReminder,
  inQuietHours,
  nextReminderAt,
  REMINDER_SILENCE_AFTER_MS,
  type ReminderKind,
  type ReminderPlan,
  reminderDefaults,
  streakReminderMinute,
} from '@roots/shared/domain/reminders';
import { protectedPaths, publicPaths } from '@roots/shared/routes';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { CourseService } from '../course/course.service.ts';
import type { LearnerService } from '../learner/learner.service.ts';
import type { UserRepository } from '../user/user.repository.ts';
import { makeVapidKeys, type PushSender, type VapidKeys } from './push-sender.ts';
import { pushMessage, type ReminderFacts, reminderMail } from './reminders.messages.ts';
import type { ReminderChanges, ReminderLearner, ReminderRepository, ReminderRow } from './reminders.repository.ts';

export interface ReminderRepos {
  reminders: ReminderRepository;
  users: UserRepository;
}

/** A claimed reminder is another instance's again after this long unfinished (its claimer stopped). */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Rows claimed by one statement, and how many of them are worked on at once. */
const CLAIM_BATCH = 100;
const DELIVERIES_AT_ONCE = 10;
/** A learner's devices that receive push reminders; a new one beyond this replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Push services a browser subscribes with (Chromium's, Firefox's, Edge's, Safari's). Roots sends
 * to nothing else unless PUSH_ORIGINS names it, so a learner cannot make the server post to an
 * address of their choosing.
 */
const PUSH_SERVICE_HOSTS = ['googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

const UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Open it again from the e-mail, or turn reminders off in Settings.';

interface ReminderDeps {
  uow: UnitOfWork<ReminderRepos>;
  learner: Pick<LearnerService, 'stats'>;
  course: Pick<CourseService, 'progress'>;
  mailer: Mailer;
  push: PushSender;
  /** VAPID keys from the environment; otherwise made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Origins beyond the browsers' push services that push endpoints may use (tests, a self-hosted push service). */
  pushOrigins: readonly string[];
  appUrl: string;
  /** Signs the e-mails' unsubscribe links. */
  secret: string;
  log: { warn: (obj: object, msg: string) => void };
  now?: () => Date;
}

const planOf = (row: Pick<ReminderRow, 'daily' | 'streak' | 'remindAt' | 'quietStart' | 'quietEnd'>): ReminderPlan => ({
  daily: row.daily,
  streak: row.streak,
  remindAt: row.remindAt,
  quietStart: row.quietStart,
  quietEnd: row.quietEnd,
});

const DEFAULT_ROW = {
  push: false,
  email: false,
  daily: true,
  streak: true,
  ...reminderDefaults,
  promptDismissed: false,
  lastSentAt: null,
} as const;

type SettingsRow = Pick<
  ReminderRow,
  'push' | 'email' | 'daily' | 'streak' | 'remindAt' | 'quietStart' | 'quietEnd' | 'promptDismissed' | 'lastSentAt'
>;

function view(row: SettingsRow, devices: number, pushKey: string): ReminderSettings {
  const streakMinute = streakReminderMinute(row.quietStart, row.quietEnd);
  return {
    push: row.push,
    email: row.email,
    daily: row.daily,
    streak: row.streak,
    time: clockText(row.remindAt),
    quiet_start: clockText(row.quietStart),
    quiet_end: clockText(row.quietEnd),
    streak_time: streakMinute === null ? null : clockText(streakMinute),
    push_key: pushKey,
    push_devices: devices,
    prompt_dismissed: row.promptDismissed,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
  };
}

/** Whether the server may post to a push endpoint. */
function isPushService(endpoint: string, extraOrigins: readonly string[]): boolean {
  const url = new URL(endpoint);
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

/** Whether a device's key is an uncompressed point of P-256 (else nothing can be encrypted for it). */
function isCurvePoint(base64url: string): boolean {
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export function createReminderService(deps: ReminderDeps) {
  const { uow, learner, course, mailer, push, appUrl, log, now = () => new Date() } = deps;
  const { reminders, users } = uow.repos;
  const unsubscribeKey = createHmac('sha256', deps.secret).update('reminder-unsubscribe').digest();

  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () =>
    (keys ??= (async () => {
      const pair = deps.vapidKeys ?? (await reminders.keyPair('vapid', makeVapidKeys));
      return { ...pair, subject: deps.vapidSubject };
    })().catch((error: unknown) => {
      // Not kept: the next call asks the database again.
      keys = undefined;
      throw error;
    }));

  async function settingsOf(userId: string): Promise<ReminderSettings> {
    const [row, devices, { publicKey }] = await Promise.all([
      reminders.find(userId),
      reminders.subscriptionCount(userId),
      vapidKeys(),
    ]);
    return view(row ?? DEFAULT_ROW, devices, publicKey);
  }

  /** When the next reminder may go, for settings as they are now (null: no channel or no kind is on). */
  const nextDue = (row: ReminderRow, timeZone: string, at: Date) =>
    row.push || row.email ? nextReminderAt(planOf(row), at, timeZone, row.sentOn) : null;

  /** Changes a learner's row (made with the defaults when missing) and works out its next due time. */
  async function change(
    userId: string,
    changes: (row: ReminderRow, repos: ReminderRepos) => Promise<ReminderChanges> | ReminderChanges,
  ) {
    const at = now();
    await uow.transaction(async (repos) => {
      const row = await repos.reminders.lock(userId);
      if (!row) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      const changed = await changes(row, repos);
      const { timeZone } = await repos.users.learningSettings(userId);
      const nextDueAt = nextDue({ ...row, ...changed }, timeZone, at);
      await repos.reminders.update(userId, { ...changed, nextDueAt }, at);
    });
    return settingsOf(userId);
  }

  function unsubscribeToken(userId: string): string {
    const id = Buffer.from(userId.replaceAll('-', ''), 'hex');
    const mac = createHmac('sha256', unsubscribeKey).update(id).digest().subarray(0, 16);
    return `${id.toString('base64url')}.${mac.toString('base64url')}`;
  }

  function userOfToken(token: string): string {
    const [idPart = '', macPart = ''] = token.split('.');
    const id = Buffer.from(idPart, 'base64url');
    const mac = Buffer.from(macPart, 'base64url');
    const expected = createHmac('sha256', unsubscribeKey).update(id).digest().subarray(0, 16);
    if (id.length !== 16 || mac.length !== expected.length || !timingSafeEqual(mac, expected)) {
      throw new AppError('VALIDATION_FAILED', UNSUBSCRIBE_LINK, { token: UNSUBSCRIBE_LINK });
    }
    const hex = id.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  async function nextLessonUrl(userId: string): Promise<string> {
    const languageId = await users.currentLanguageId(userId);
    const lessonId = languageId
      ? await course.progress(userId, languageId).then(
          (progress) => progress.next_lesson_id,
          () => null,
        )
      : null;
    return `${appUrl}${lessonId ? protectedPaths.lesson.replace(':lessonId', lessonId) : protectedPaths.dashboard}`;
  }

  /** Which of the due kinds applies to the learner now: the streak one if a streak ends tonight, the daily one below the goal. */
  async function applicable(userId: string, kinds: ReminderKind[]) {
    const stats = await learner.stats(userId);
    const kind = kinds.find((candidate) =>
      candidate === 'streak'
        ? stats.streak.current_streak > 0 && !stats.streak.today_counted
        : stats.xp_today < stats.daily_goal,
    );
    return kind && { kind, xpToday: stats.xp_today, dailyGoal: stats.daily_goal, streak: stats.streak.current_streak };
  }

  async function deliver(row: ReminderRow, person: ReminderLearner, facts: ReminderFacts, at: Date) {
    if (row.push) {
      const pushKeys = await vapidKeys();
      const ttlSeconds = Math.max(60, Math.floor((endOfLocalDay(at, person.timeZone).getTime() - at.getTime()) / 1000));
      for (const device of await reminders.subscriptions(row.userId)) {
        const sent = await push.send(device, pushMessage(facts), { keys: pushKeys, ttlSeconds });
        if (sent.outcome === 'sent') await reminders.markPushed(device.id, at);
        else if (sent.outcome === 'gone') await reminders.deleteExpiredSubscription(device.id);
        else log.warn({ reason: sent.reason }, 'a push reminder could not be delivered');
      }
    }
    if (row.email && person.emailVerified) {
      const token = unsubscribeToken(row.userId);
      await mailer.send(
        reminderMail(facts, person.email, {
          settings: `${appUrl}${protectedPaths.settings}`,
          unsubscribeUrl: `${appUrl}/api/reminders/unsubscribe?token=${token}`,
          unsubscribePage: `${appUrl}${publicPaths.unsubscribe}?token=${token}`,
          quiet: [row.quietStart, row.quietEnd],
        }),
      );
    }
  }

  /** One claimed row: decide, record the decision if the claim still holds, then send. */
  async function work(row: ReminderRow, person: ReminderLearner | undefined, at: Date, lease: Date) {
    const timeZone = person?.timeZone ?? 'UTC';
    const seen = person?.lastSeenAt ? at.getTime() - person.lastSeenAt.getTime() <= REMINDER_SILENCE_AFTER_MS : false;
    const due = person?.active && seen ? dueReminder(planOf(row), at, timeZone, row.sentOn) : null;
    const reachable = row.push || (row.email && person?.emailVerified === true);
    const found = due && reachable ? await applicable(row.userId, due.kinds) : undefined;
    const sentOn = found && due ? due.day : row.sentOn;
    const nextDueAt = nextDue({ ...row, sentOn }, timeZone, at);
    const claimed = await reminders.finishClaim(
      row.userId,
      lease,
      found && due ? { nextDueAt, sentOn: due.day, sentAt: at } : { nextDueAt },
    );
    if (!claimed || !found || !person) return false;
    const facts = { ...found, name: person.name, url: await nextLessonUrl(row.userId) };
    await deliver(row, person, facts, at);
    return true;
  }

  /** Claims and works through what is due, batch by batch, until nothing due is left. */
  async function sendDueOnce(): Promise<number> {
    const at = now();
    const lease = new Date(at.getTime() + CLAIM_LEASE_MS);
    let sent = 0;
    for (;;) {
      const claimed = await reminders.claimDue(at, lease, CLAIM_BATCH);
      if (claimed.length === 0) break;
      const people = new Map((await reminders.learners(claimed.map((row) => row.userId))).map((p) => [p.userId, p]));
      for (let i = 0; i < claimed.length; i += DELIVERIES_AT_ONCE) {
        const results = await Promise.allSettled(
          claimed.slice(i, i + DELIVERIES_AT_ONCE).map((row) => work(row, people.get(row.userId), at, lease)),
        );
        for (const result of results) {
          if (result.status === 'fulfilled') sent += Number(result.value);
          else log.warn({ err: result.reason as unknown }, 'a reminder could not be sent');
        }
      }
      if (claimed.length < CLAIM_BATCH) break;
    }
    return sent;
  }

  // One run at a time in this process: a tick that comes while one runs waits for it.
  let running: Promise<unknown> = Promise.resolve();

  return {
    get: settingsOf,

    async update(userId: string, update: ReminderSettingsUpdate): Promise<ReminderSettings> {
      return change(userId, async (row, repos) => {
        const changes: ReminderChanges = {
          ...(update.push !== undefined && { push: update.push }),
          ...(update.email !== undefined && { email: update.email }),
          ...(update.daily !== undefined && { daily: update.daily }),
          ...(update.streak !== undefined && { streak: update.streak }),
          ...(update.time !== undefined && { remindAt: clockMinute(update.time) }),
          ...(update.quiet_start !== undefined && { quietStart: clockMinute(update.quiet_start) }),
          ...(update.quiet_end !== undefined && { quietEnd: clockMinute(update.quiet_end) }),
          ...(update.prompt_dismissed && { promptDismissed: true }),
        };
        const merged = { ...row, ...changes };
        if (merged.daily && inQuietHours(merged.remindAt, merged.quietStart, merged.quietEnd)) {
          const message = `${clockText(merged.remindAt)} is in your quiet hours (${clockText(merged.quietStart)}–${clockText(merged.quietEnd)}): choose another time, or change them.`;
          throw new AppError('VALIDATION_FAILED', message, { time: message });
        }
        if (changes.email && !row.email) {
          const user = await repos.users.findById(userId);
          if (!user?.emailVerifiedAt) {
            const message = 'Confirm your e-mail address first: reminders go only to a confirmed address.';
            throw new AppError('CONFLICT', message, { email: message });
          }
        }
        if (changes.push && !row.push && (await repos.reminders.subscriptionCount(userId)) === 0) {
          const message = 'Allow notifications on this device first.';
          throw new AppError('CONFLICT', message, { push: message });
        }
        return changes;
      });
    },

    /** This device gets push reminders (and push is on for the account). */
    async subscribe(
      userId: string,
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      userAgent: string | undefined,
    ): Promise<ReminderSettings> {
      if (!isPushService(subscription.endpoint, deps.pushOrigins)) {
        const message = 'That push endpoint is not a browser’s push service.';
        throw new AppError('VALIDATION_FAILED', message, { endpoint: message });
      }
      if (!isCurvePoint(subscription.keys.p256dh)) {
        const message = 'The p256dh key is not a P-256 public key.';
        throw new AppError('VALIDATION_FAILED', message, { 'keys.p256dh': message });
      }
      return change(userId, async (_row, repos) => {
        await repos.reminders.saveSubscription({
          userId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          userAgent: userAgent?.slice(0, 512) ?? null,
        });
        await repos.reminders.keepNewestSubscriptions(userId, MAX_PUSH_DEVICES);
        return { push: true };
      });
    },

    /** This device stops getting push reminders; the last one to go turns push off. */
    async unsubscribeDevice(userId: string, endpoint: string): Promise<ReminderSettings> {
      return change(userId, async (_row, repos) => {
        await repos.reminders.deleteSubscription(userId, endpoint);
        return (await repos.reminders.subscriptionCount(userId)) === 0 ? { push: false } : {};
      });
    },

    /** The learner's time zone changed: the next reminder is worked out again in the new one. */
    async timeZoneChanged(userId: string): Promise<void> {
      if (await reminders.find(userId)) await change(userId, () => ({}));
    },

    /** The e-mails' one-click unsubscribe: e-mail reminders off, without signing in. */
    async unsubscribeEmail(token: string): Promise<{ email: boolean }> {
      const userId = userOfToken(token);
      // An account deleted since the e-mail has nothing left to stop.
      if (!(await reminders.find(userId))) return { email: false };
      await change(userId, () => ({ email: false }));
      return { email: false };
    },

    unsubscribeToken,

    /** Sends every reminder due now (the minute tick of timers.ts); answers how many went. */
    sendDue(): Promise<number> {
      const run = running.then(sendDueOnce, sendDueOnce);
      running = run.catch(() => undefined);
      return run;
    },

    /** Resolves when the run under way (if any) has finished. */
    async whenIdle(): Promise<void> {
      await running;
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
