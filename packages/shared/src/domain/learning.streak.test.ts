import { describe, expect, it } from 'vitest';
import {
  countStreakDay,
  endOfLocalDay,
  localDay,
  startOfLocalDay,
  streakAt,
  type StreakRecord,
  type StreakState,
} from './learning.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fresh: StreakRecord = { current: 0, longest: 0, lastDay: null, freezes: 0, dayEndsAt: null };

/** The streak rule on calendar days, as it was before streak days were instants. */
function calendarRule(state: StreakState, today: string) {
  const between = (from: string, to: string) =>
    Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / DAY);
  if (state.lastDay === today) return { ...state, changed: false, freezesUsed: 0 };
  const gap = state.lastDay === null ? Number.POSITIVE_INFINITY : between(state.lastDay, today);
  if (gap < 0) return { ...state, changed: false, freezesUsed: 0 };
  const missed = gap - 1;
  const kept = state.lastDay !== null && missed <= state.freezes;
  const current = kept ? state.current + 1 : 1;
  const freezesUsed = kept ? missed : 0;
  const longest = Math.max(state.longest, current);
  return { current, longest, lastDay: today, freezes: state.freezes - freezesUsed, changed: true, freezesUsed };
}

function calendarVisible(state: StreakState, today: string) {
  if (state.lastDay === null) return 0;
  const gap = Math.round((Date.parse(`${today}T00:00Z`) - Date.parse(`${state.lastDay}T00:00Z`)) / DAY);
  return gap - 1 <= state.freezes ? state.current : 0;
}

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe('streak days as instants', () => {
  it.each([
    'UTC',
    'Africa/Nairobi',
    'America/Los_Angeles',
    'America/Santiago',
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'Pacific/Kiritimati',
  ])('count calendar days exactly, DST days and midnights included, for a learner who stays in %s', (zone) => {
    const next = numbers(zone.length * 7919);
    let record = fresh;
    let calendar: StreakState = { current: 0, longest: 0, lastDay: null, freezes: 0 };
    let clock = Date.parse('2026-01-01T00:00:00Z');
    for (let step = 0; step < 600; step += 1) {
      const midnight = endOfLocalDay(new Date(clock), zone).getTime();
      const moves = [1, HOUR, 5 * HOUR, 13 * HOUR, 23 * HOUR, DAY, 25 * HOUR, 47 * HOUR, 3 * DAY];
      const pick = next(moves.length + 2);
      clock = pick === moves.length ? midnight - 1 : pick === moves.length + 1 ? midnight : clock + (moves[pick] ?? 1);
      const now = new Date(clock);
      const today = localDay(now, zone);
      expect(streakAt(record, 0, now, zone)).toMatchObject({
        current_streak: calendarVisible(calendar, today),
        today_counted: calendar.lastDay === today,
      });
      if (next(4) === 0) continue;
      if (next(6) === 0) {
        record = { ...record, freezes: Math.min(2, record.freezes + 1) };
        calendar = { ...calendar, freezes: record.freezes };
      }
      const counted = countStreakDay(record, now, zone);
      const expected = calendarRule(calendar, today);
      expect(counted, `${now.toISOString()} (${today})`).toMatchObject(expected);
      record = counted;
      calendar = {
        current: expected.current,
        longest: expected.longest,
        lastDay: expected.lastDay,
        freezes: expected.freezes,
      };
    }
  });

  it('starts a day whose midnight a DST change skips at its first instant', () => {
    // Santiago moves its clocks from 24:00 on 5 September 2026 to 01:00 on the 6th.
    expect(startOfLocalDay(at('2026-09-06T12:00:00Z'), 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(endOfLocalDay(at('2026-09-05T12:00:00Z'), 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });

  it('adds no day for a hop east to a zone where it is already tomorrow', () => {
    // 22:00 on 3 May in Honolulu (UTC−10), a day that ends at 10:00 UTC on 4 May.
    const first = countStreakDay(fresh, at('2026-05-04T08:00:00Z'), 'Pacific/Honolulu');
    expect(first.dayEndsAt?.toISOString()).toBe('2026-05-04T10:00:00.000Z');
    expect(countStreakDay(first, at('2026-05-04T09:59:59Z'), 'Pacific/Kiritimati')).toMatchObject({
      current: 1,
      changed: false,
    });
    expect(streakAt(first, 0, at('2026-05-04T09:00:00Z'), 'Pacific/Kiritimati').today_counted).toBe(true);
    expect(countStreakDay(first, at('2026-05-04T10:00:00Z'), 'Pacific/Kiritimati')).toMatchObject({
      current: 2,
      lastDay: '2026-05-05',
      dayEndsAt: at('2026-05-05T10:00:00Z'),
    });
  });

  it('rescues no day missed before a hop west, unless a freeze covers it', () => {
    // 14:00 on 2 May in Kiritimati (UTC+14); 3 May there is missed.
    const counted = {
      current: 4,
      longest: 4,
      lastDay: '2026-05-01',
      freezes: 0,
      dayEndsAt: at('2026-05-01T10:00:00Z'),
    };
    const before = countStreakDay(counted, at('2026-05-02T00:00:00Z'), 'Pacific/Kiritimati');
    expect(before).toMatchObject({ current: 5, dayEndsAt: at('2026-05-02T10:00:00Z') });
    // 01:00 on 3 May in Pago Pago (UTC−11), where 2 May has just ended.
    const late = at('2026-05-03T12:00:00Z');
    expect(streakAt(before, 0, late, 'Pacific/Pago_Pago').current_streak).toBe(0);
    expect(countStreakDay(before, late, 'Pacific/Pago_Pago')).toMatchObject({ current: 1, longest: 5 });
    expect(countStreakDay({ ...before, freezes: 1 }, late, 'Pacific/Pago_Pago')).toMatchObject({
      current: 6,
      freezes: 0,
      freezesUsed: 1,
    });
  });

  it('gives a learner who hops between zones as often as they like no more days than one who stays', () => {
    const zones = [
      'Etc/GMT+12',
      'Pacific/Pago_Pago',
      'Pacific/Honolulu',
      'UTC',
      'Africa/Lagos',
      'Asia/Kathmandu',
      'Pacific/Tongatapu',
      'Pacific/Kiritimati',
    ];
    const start = Date.parse('2026-05-01T00:00:00Z');
    let record = fresh;
    let first: number | null = null;
    // Every quarter of an hour for 20 days, a lesson in whichever zone counts a day that ends soonest.
    for (let clock = start; clock < start + 20 * DAY; clock += HOUR / 4) {
      const counting = zones
        .map((zone) => countStreakDay(record, new Date(clock), zone))
        .filter((counted) => counted.current > record.current)
        .sort((a, b) => Number(a.dayEndsAt) - Number(b.dayEndsAt));
      const [soonest] = counting;
      if (!soonest) continue;
      first ??= clock;
      record = soonest;
    }
    // Staying put, a lesson at 23:59 and one at 00:00 make two days in a minute, then one a day.
    const elapsed = start + 20 * DAY - (first ?? start);
    expect(record.current).toBeLessThanOrEqual(Math.floor(elapsed / DAY) + 2);
    expect(record.current).toBeGreaterThanOrEqual(20);
  });
});
