import { describe, expect, it } from 'vitest';
import { atLocalTime, localMinuteOfDay } from './learning.ts';
import {
  clockMinute,
  clockText,
  dueReminder,
  inQuietHours,
  nextReminderAt,
  type ReminderPlan,
  reminderDefaults,
  streakReminderMinute,
} from './reminders.ts';

const plan = (changes: Partial<ReminderPlan> = {}): ReminderPlan => ({
  daily: true,
  streak: true,
  ...reminderDefaults,
  ...changes,
});
const at = (iso: string) => new Date(iso);

describe('wall-clock times in a time zone', () => {
  it('turns a local time into the instant, across zones and clock changes', () => {
    expect(atLocalTime('2026-05-04', 18 * 60, 'Africa/Nairobi').toISOString()).toBe('2026-05-04T15:00:00.000Z');
    expect(atLocalTime('2026-05-04', 18 * 60, 'America/Los_Angeles').toISOString()).toBe('2026-05-05T01:00:00.000Z');
    expect(atLocalTime('2026-05-04', 18 * 60 + 30, 'Asia/Kolkata').toISOString()).toBe('2026-05-04T13:00:00.000Z');
    // Berlin moves from UTC+1 to UTC+2 at 02:00 on 29 March 2026: 18:00 that day is 16:00 UTC.
    expect(atLocalTime('2026-03-29', 18 * 60, 'Europe/Berlin').toISOString()).toBe('2026-03-29T16:00:00.000Z');
    // 02:30 does not exist that night: it falls an hour later, at 03:30 CEST.
    expect(atLocalTime('2026-03-29', 150, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads the minute of the day an instant shows', () => {
    expect(localMinuteOfDay(at('2026-05-04T15:00:00Z'), 'Africa/Nairobi')).toBe(18 * 60);
    expect(localMinuteOfDay(at('2026-05-04T23:59:00Z'), 'Pacific/Kiritimati')).toBe(13 * 60 + 59);
    expect(localMinuteOfDay(at('2026-05-04T04:00:00Z'), 'America/St_Johns')).toBe(90);
  });
});

describe('quiet hours', () => {
  it('run over midnight by default, from 21:00 up to 08:00', () => {
    const { quietStart, quietEnd } = reminderDefaults;
    expect(inQuietHours(20 * 60 + 59, quietStart, quietEnd)).toBe(false);
    expect(inQuietHours(21 * 60, quietStart, quietEnd)).toBe(true);
    expect(inQuietHours(3 * 60, quietStart, quietEnd)).toBe(true);
    expect(inQuietHours(8 * 60, quietStart, quietEnd)).toBe(false);
  });

  it('may lie within one day, or be none at all when they start and end together', () => {
    expect(inQuietHours(13 * 60, 12 * 60, 14 * 60)).toBe(true);
    expect(inQuietHours(14 * 60, 12 * 60, 14 * 60)).toBe(false);
    expect(inQuietHours(13 * 60, 12 * 60, 12 * 60)).toBe(false);
  });

  it('move the streak reminder two hours before they begin when they cover 22:00', () => {
    expect(streakReminderMinute(21 * 60, 8 * 60)).toBe(19 * 60);
    expect(streakReminderMinute(23 * 60, 7 * 60)).toBe(22 * 60);
    expect(streakReminderMinute(0, 7 * 60)).toBe(22 * 60);
    expect(streakReminderMinute(20 * 60, 23 * 60)).toBe(18 * 60);
    // Quiet all day but a minute: nothing fits.
    expect(streakReminderMinute(10 * 60, 9 * 60 + 59)).toBeNull();
  });
});

describe('the next reminder', () => {
  it('is the daily one at the chosen local time, then the streak one, in the learner’s zone', () => {
    // 10:00 in Lagos (UTC+1): the daily reminder at 18:00 is 17:00 UTC.
    expect(nextReminderAt(plan(), at('2026-05-04T09:00:00Z'), 'Africa/Lagos', null)?.toISOString()).toBe(
      '2026-05-04T17:00:00.000Z',
    );
    // After it, the streak reminder at 19:00.
    expect(nextReminderAt(plan(), at('2026-05-04T17:00:00Z'), 'Africa/Lagos', null)?.toISOString()).toBe(
      '2026-05-04T18:00:00.000Z',
    );
    // After that, tomorrow's daily one.
    expect(nextReminderAt(plan(), at('2026-05-04T18:00:00Z'), 'Africa/Lagos', null)?.toISOString()).toBe(
      '2026-05-05T17:00:00.000Z',
    );
  });

  it('skips the rest of a day on which one was sent', () => {
    expect(nextReminderAt(plan(), at('2026-05-04T17:00:00Z'), 'Africa/Lagos', '2026-05-04')?.toISOString()).toBe(
      '2026-05-05T17:00:00.000Z',
    );
  });

  it('keeps to the learner’s local day where it is tomorrow already in UTC, or still yesterday', () => {
    // 23:30 UTC on 4 May is 13:30 on 5 May in Kiritimati (UTC+14).
    expect(nextReminderAt(plan(), at('2026-05-04T23:30:00Z'), 'Pacific/Kiritimati', null)?.toISOString()).toBe(
      '2026-05-05T04:00:00.000Z',
    );
    // 02:00 UTC on 5 May is 16:00 on 4 May in Honolulu (UTC−10).
    expect(nextReminderAt(plan(), at('2026-05-05T02:00:00Z'), 'Pacific/Honolulu', '2026-05-03')?.toISOString()).toBe(
      '2026-05-05T04:00:00.000Z',
    );
  });

  it('is none when every kind is off, and only the streak one when the daily one is off', () => {
    expect(nextReminderAt(plan({ daily: false, streak: false }), at('2026-05-04T09:00:00Z'), 'UTC', null)).toBeNull();
    expect(nextReminderAt(plan({ daily: false }), at('2026-05-04T09:00:00Z'), 'UTC', null)?.toISOString()).toBe(
      '2026-05-04T19:00:00.000Z',
    );
  });
});

describe('the reminder due now', () => {
  const nairobi = 'Africa/Nairobi';

  it('is the daily one from its minute for half an hour, then nothing', () => {
    expect(dueReminder(plan(), at('2026-05-04T14:59:00Z'), nairobi, null)).toBeNull();
    expect(dueReminder(plan(), at('2026-05-04T15:00:00Z'), nairobi, null)).toEqual({
      kinds: ['daily'],
      day: '2026-05-04',
    });
    expect(dueReminder(plan(), at('2026-05-04T15:29:00Z'), nairobi, null)?.kinds).toEqual(['daily']);
    expect(dueReminder(plan(), at('2026-05-04T15:30:00Z'), nairobi, null)).toBeNull();
  });

  it('is nothing on a day one was sent', () => {
    expect(dueReminder(plan(), at('2026-05-04T16:00:00Z'), nairobi, '2026-05-04')).toBeNull();
  });

  it('is never in quiet hours, even within its half hour', () => {
    const late = plan({ remindAt: 20 * 60 + 50 });
    expect(dueReminder(late, at('2026-05-04T17:55:00Z'), nairobi, null)?.kinds).toEqual(['daily']);
    // 21:05 in Nairobi: quiet.
    expect(dueReminder(late, at('2026-05-04T18:05:00Z'), nairobi, null)).toBeNull();
  });

  it('asks the streak reminder first when both fall together', () => {
    const together = plan({ remindAt: 19 * 60 });
    expect(dueReminder(together, at('2026-05-04T16:00:00Z'), nairobi, null)?.kinds).toEqual(['streak', 'daily']);
  });

  it('gives no reminder at a time that quiet hours cover', () => {
    const quiet = plan({ remindAt: 22 * 60, streak: false });
    expect(nextReminderAt(quiet, at('2026-05-04T09:00:00Z'), nairobi, null)).toBeNull();
  });
});

it('writes and reads clock times', () => {
  expect(clockText(18 * 60 + 5)).toBe('18:05');
  expect(clockText(0)).toBe('00:00');
  expect(clockMinute('07:45')).toBe(7 * 60 + 45);
});
