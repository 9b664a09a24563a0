// When a learner is reminded (issue 41): pure rules over wall-clock minutes in the learner's own
// time zone, shared by the server's scheduler and the settings page that explains them.
import { atLocalTime, localDay, localMinuteOfDay, nextDay } from './learning.ts';

export const MINUTES_PER_DAY = 1440;

/** The kinds of reminder, each of which a learner can turn off. */
export const reminderKinds = ['daily', 'streak'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** New learners' times: the daily reminder at 18:00, quiet from 21:00 to 08:00. */
export const reminderDefaults = { remindAt: 18 * 60, quietStart: 21 * 60, quietEnd: 8 * 60 } as const;

/** The streak reminder comes this long before the learner's day ends. */
export const STREAK_WARNING_MINUTES = 120;

/** A reminder found late (an instance was down, a tick ran long) is still sent within this time. */
export const REMINDER_GRACE_MS = 30 * 60_000;

/** No reminder goes to a learner who has not opened Roots for this long. */
export const REMINDER_SILENCE_AFTER_MS = 7 * 24 * 3600_000;

export interface ReminderPlan {
  daily: boolean;
  streak: boolean;
  /** Minutes after local midnight. */
  remindAt: number;
  quietStart: number;
  quietEnd: number;
}

/** Whether a minute of the day is in the quiet hours [start, end), which may run over midnight. */
export function inQuietHours(minute: number, quietStart: number, quietEnd: number): boolean {
  return quietStart <= quietEnd ? minute >= quietStart && minute < quietEnd : minute >= quietStart || minute < quietEnd;
}

/**
 * When the streak reminder comes: two hours before the day ends at midnight, or, when the quiet
 * hours cover that time, two hours before they begin (with the default quiet hours, 19:00: the
 * learner's day ends when their quiet hours begin). Null when even that falls in quiet hours.
 */
export function streakReminderMinute(quietStart: number, quietEnd: number): number | null {
  const beforeMidnight = MINUTES_PER_DAY - STREAK_WARNING_MINUTES;
  if (!inQuietHours(beforeMidnight, quietStart, quietEnd)) return beforeMidnight;
  const beforeQuiet = (quietStart - STREAK_WARNING_MINUTES + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return inQuietHours(beforeQuiet, quietStart, quietEnd) ? null : beforeQuiet;
}

interface Slot {
  kind: ReminderKind;
  minute: number;
}

/** The day's moments at which a reminder may go, earliest first; none in quiet hours. */
function slotsOf(plan: ReminderPlan): Slot[] {
  const slots: Slot[] = [];
  if (plan.daily && !inQuietHours(plan.remindAt, plan.quietStart, plan.quietEnd)) {
    slots.push({ kind: 'daily', minute: plan.remindAt });
  }
  const streak = plan.streak ? streakReminderMinute(plan.quietStart, plan.quietEnd) : null;
  if (streak !== null) slots.push({ kind: 'streak', minute: streak });
  return slots.sort((a, b) => a.minute - b.minute);
}

/**
 * The first moment after `after` at which a reminder may go, on a local day other than
 * `sentOn` (the day of the last reminder: at most one a day). Null when no kind is on.
 */
export function nextReminderAt(plan: ReminderPlan, after: Date, timeZone: string, sentOn: string | null): Date | null {
  const slots = slotsOf(plan);
  if (slots.length === 0) return null;
  // Three days reach past any slot of tomorrow, whatever today's clock change.
  let day = localDay(after, timeZone);
  for (let i = 0; i < 3; i += 1, day = nextDay(day)) {
    if (day === sentOn) continue;
    for (const slot of slots) {
      const at = atLocalTime(day, slot.minute, timeZone);
      // A skipped wall-clock time (a clock change) can land on the next day: it is that day's.
      if (at > after && localDay(at, timeZone) === day) return at;
    }
  }
  return null;
}

/**
 * The reminder due at `at`: the latest slot at most REMINDER_GRACE_MS before it, when `at` is not in
 * quiet hours and nothing was sent this local day. Slots at the same minute (the daily reminder at
 * the streak reminder's time) are one moment: the streak reminder is asked first.
 */
export function dueReminder(
  plan: ReminderPlan,
  at: Date,
  timeZone: string,
  sentOn: string | null,
): { kinds: ReminderKind[]; day: string } | null {
  const day = localDay(at, timeZone);
  if (day === sentOn || inQuietHours(localMinuteOfDay(at, timeZone), plan.quietStart, plan.quietEnd)) return null;
  const due = slotsOf(plan).filter((slot) => {
    const slotAt = atLocalTime(day, slot.minute, timeZone).getTime();
    return slotAt <= at.getTime() && at.getTime() - slotAt < REMINDER_GRACE_MS;
  });
  if (due.length === 0) return null;
  const kinds = due.sort((a, b) => b.minute - a.minute || (a.kind === 'streak' ? -1 : 1)).map((slot) => slot.kind);
  return { kinds, day };
}

/** "18:30" for 1110 minutes. */
export function clockText(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** 1110 for "18:30" (already validated as HH:MM). */
export function clockMinute(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return hours * 60 + minutes;
}
