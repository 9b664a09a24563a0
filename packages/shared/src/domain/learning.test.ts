import { describe, expect, it } from 'vitest';
import {
  combo,
  comboStatus,
  countStreakDay,
  lessonXp,
  localDay,
  practiceReward,
  regenerateHearts,
  replayXp,
  startOfLocalDay,
  startOfWeekUtc,
  type StreakState,
  streakAt,
} from './learning.ts';

const at = (iso: string) => new Date(iso);

// The streak rules on calendar days, for a learner who stays in one zone (UTC, which has no DST).
const inUtc = (day: string) => new Date(`${day}T00:00:00Z`);
function countDay(state: StreakState, today: string) {
  const { current, longest, lastDay, freezes, changed, freezesUsed, milestoneCoins } = countStreakDay(
    { ...state, dayEndsAt: null },
    inUtc(today),
    'UTC',
  );
  return { current, longest, lastDay, freezes, changed, freezesUsed, milestoneCoins };
}
const streakView = (state: StreakState, consecutiveCorrect: number, today: string) =>
  streakAt({ ...state, dayEndsAt: null }, consecutiveCorrect, inUtc(today), 'UTC');
const visibleStreak = (state: StreakState, today: string) => streakView(state, 0, today).current_streak;

describe('regenerateHearts', () => {
  it('adds one heart per full 30 minutes and keeps the part-period', () => {
    const result = regenerateHearts({ hearts: 2, updatedAt: at('2026-01-01T10:00:00Z') }, at('2026-01-01T11:10:00Z'));
    expect(result.hearts).toBe(4);
    expect(result.updatedAt.toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(result.nextRegenAt?.toISOString()).toBe('2026-01-01T11:30:00.000Z');
  });

  it('stops at the maximum with no next regeneration', () => {
    const result = regenerateHearts({ hearts: 4, updatedAt: at('2026-01-01T10:00:00Z') }, at('2026-01-02T10:00:00Z'));
    expect([result.hearts, result.nextRegenAt]).toEqual([5, null]);
  });

  it('never goes backwards on a clock earlier than the timestamp', () => {
    const result = regenerateHearts({ hearts: 1, updatedAt: at('2026-01-01T10:00:00Z') }, at('2026-01-01T09:00:00Z'));
    expect(result.hearts).toBe(1);
  });
});

describe('combo', () => {
  it.each([
    [0, 0, 1, 0, 'Start your streak!'],
    [3, 0, 1, 0, '2 more correct for level 1'],
    [5, 1, 1.1, 10, 'Level 1 streak! +10% XP bonus'],
    [12, 2, 1.2, 20, '3 more correct for level 3'],
    [50, 10, 2, 100, 'Level 10 streak! +100% XP bonus'],
    [80, 16, 2, 100, 'Level 16 streak! +100% XP bonus'],
  ])('%i in a row → level %i, ×%f, +%i%%', (consecutive, level, multiplier, bonus, text) => {
    expect(combo(consecutive)).toMatchObject({ level, multiplier, bonusPercent: bonus });
    expect(comboStatus(consecutive)).toBe(text);
  });
});

describe('lessonXp', () => {
  it('adds the perfect bonus, applies the combo, rounds, then doubles for a boost', () => {
    expect(lessonXp({ xpReward: 10, perfect: true, multiplier: 1.3, boosted: false }).total).toBe(20);
    expect(lessonXp({ xpReward: 10, perfect: false, multiplier: 1.1, boosted: false }).total).toBe(11);
    expect(lessonXp({ xpReward: 10, perfect: false, multiplier: 1.1, boosted: true }).total).toBe(22);
  });
});

describe('replays and practice', () => {
  it('pays a replay a third of the lesson XP, rounded down, at least 1', () => {
    expect(replayXp(10)).toBe(3);
    expect(replayXp(30)).toBe(10);
    expect(replayXp(2)).toBe(1);
    expect(replayXp(0)).toBe(1);
  });

  it('pays practice 10 XP then 5, with a heart, for three sessions a day, then nothing', () => {
    expect([0, 1, 2, 3, 7].map(practiceReward)).toEqual([
      { xp: 10, heart: true },
      { xp: 5, heart: true },
      { xp: 5, heart: true },
      { xp: 0, heart: false },
      { xp: 0, heart: false },
    ]);
  });
});

describe('daily streak', () => {
  const start = { current: 0, longest: 0, lastDay: null, freezes: 0 };

  it('starts at 1, grows on the next day, ignores a second lesson the same day', () => {
    const first = countDay(start, '2026-03-01');
    expect(first).toMatchObject({ current: 1, longest: 1, changed: true });
    expect(countDay(first, '2026-03-01')).toMatchObject({ current: 1, changed: false });
    expect(countDay(first, '2026-03-02')).toMatchObject({ current: 2, longest: 2 });
  });

  it('resets after a missed day without a freeze, keeping the longest', () => {
    const state = { current: 6, longest: 9, lastDay: '2026-03-01', freezes: 0 };
    expect(countDay(state, '2026-03-03')).toMatchObject({ current: 1, longest: 9 });
  });

  it('uses a freeze for one missed day: the streak survives without growing that day', () => {
    const state = { current: 6, longest: 6, lastDay: '2026-03-01', freezes: 1 };
    expect(countDay(state, '2026-03-03')).toMatchObject({ current: 7, freezes: 0, freezesUsed: 1, milestoneCoins: 25 });
    expect(countDay({ ...state, freezes: 2 }, '2026-03-04')).toMatchObject({ current: 7, freezes: 0 });
    expect(countDay(state, '2026-03-04')).toMatchObject({ current: 1, freezes: 1, freezesUsed: 0 });
  });

  it('crosses month and year ends, and DST changes, by calendar day', () => {
    const state = { current: 29, longest: 29, lastDay: '2026-12-31', freezes: 0 };
    expect(countDay(state, '2027-01-01')).toMatchObject({ current: 30, milestoneCoins: 50 });
    expect(countDay({ ...state, lastDay: '2026-03-28' }, '2026-03-29')).toMatchObject({ current: 30 });
  });

  it('takes the day in the learner’s own time zone', () => {
    const instant = at('2026-03-01T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'Africa/Nairobi')).toBe('2026-03-02');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(localDay(at('2026-03-01T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-02');
  });

  it('shows a streak that lapsed as 0, unless freezes would cover the gap', () => {
    const state = { current: 5, longest: 5, lastDay: '2026-03-01', freezes: 0 };
    expect(visibleStreak(state, '2026-03-02')).toBe(5);
    expect(visibleStreak(state, '2026-03-03')).toBe(0);
    expect(visibleStreak({ ...state, freezes: 1 }, '2026-03-03')).toBe(5);
  });
});

describe('day and week starts', () => {
  it('finds local midnight as an instant', () => {
    expect(startOfLocalDay(at('2026-03-01T23:30:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-03-01T21:00:00.000Z',
    );
    expect(startOfLocalDay(at('2026-03-01T05:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-01T05:00:00.000Z',
    );
    expect(startOfLocalDay(at('2026-03-01T04:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-02-28T05:00:00.000Z',
    );
    expect(startOfLocalDay(at('2026-06-01T12:00:00Z'), 'UTC').toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('starts the week on Monday 00:00 UTC', () => {
    expect(startOfWeekUtc(at('2026-03-01T12:00:00Z')).toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(startOfWeekUtc(at('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('streakView', () => {
  const state = { current: 4, longest: 9, lastDay: '2026-03-10', freezes: 1 };

  it('shows the streak, the combo and whether today counts', () => {
    expect(streakView(state, 10, '2026-03-10')).toEqual({
      current_streak: 4,
      longest_streak: 9,
      consecutive_correct_answers: 10,
      streak_multiplier: 1.2,
      streak_freezes: 1,
      today_counted: true,
    });
  });

  it('shows a streak whose missed day a freeze covers, and an ended one as 0', () => {
    expect(streakView(state, 0, '2026-03-12').current_streak).toBe(4);
    expect(streakView(state, 0, '2026-03-13').current_streak).toBe(0);
  });
});
