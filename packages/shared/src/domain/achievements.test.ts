import { describe, expect, it } from 'vitest';
import { longestGoalRun } from './achievements.ts';

const week = (start: string, xp: number[]) =>
  xp.map((amount, i) => ({
    day: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    xp: amount,
  }));

describe('longestGoalRun', () => {
  it('counts consecutive days with the goal met, across a month’s end', () => {
    expect(longestGoalRun(week('2026-10-28', [20, 30, 25, 20, 40, 20, 21]), 20)).toBe(7);
  });

  it('breaks the run on a day short of the goal or a day without XP', () => {
    expect(longestGoalRun(week('2026-11-02', [20, 20, 19, 20, 20, 20, 20]), 20)).toBe(4);
    const gap = [...week('2026-11-02', [30, 30, 30]), ...week('2026-11-06', [30, 30, 30, 30])];
    expect(longestGoalRun(gap, 20)).toBe(4);
  });

  it('takes the days in any order, and is 0 without any', () => {
    expect(longestGoalRun(week('2026-11-02', [50, 50, 50]).reverse(), 50)).toBe(3);
    expect(longestGoalRun([], 20)).toBe(0);
  });
});
