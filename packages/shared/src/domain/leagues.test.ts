import { describe, expect, it } from 'vitest';
import { leagueOutcome, nextTier, previousWeek, rankByXp, tierName } from './leagues.ts';

describe('league outcomes', () => {
  it('moves the top 7 of a full group up and the bottom 5 down', () => {
    const outcomes = Array.from({ length: 30 }, (_, i) => leagueOutcome(i + 1, 30, 100 - i, 1));
    expect(outcomes.filter((o) => o === 'promoted')).toHaveLength(7);
    expect(outcomes.slice(25).every((o) => o === 'demoted')).toBe(true);
    expect(outcomes.slice(7, 25).every((o) => o === 'stayed')).toBe(true);
  });

  it('never demotes inside the promotion zone of a small group, nor from Bronze or past Ruby', () => {
    expect(leagueOutcome(3, 3, 10, 2)).toBe('promoted');
    expect(leagueOutcome(9, 9, 5, 2)).toBe('demoted');
    expect(leagueOutcome(30, 30, 0, 0)).toBe('stayed');
    expect(leagueOutcome(1, 30, 500, 4)).toBe('stayed');
    // Nobody goes up without XP.
    expect(leagueOutcome(1, 2, 0, 1)).toBe('stayed');
  });

  it('names tiers and moves between them within the bounds', () => {
    expect(tierName(0)).toBe('Bronze');
    expect(tierName(9)).toBe('Ruby');
    expect(nextTier(0, 'demoted')).toBe(0);
    expect(nextTier(1, 'promoted')).toBe(2);
    expect(nextTier(4, 'promoted')).toBe(4);
    expect(nextTier(2, null)).toBe(2);
  });
});

describe('ranking by XP', () => {
  it('shares a rank between equal XP and orders a tie by name', () => {
    const ranked = rankByXp([
      { name: 'zed', xp: 10 },
      { name: 'amy', xp: 30 },
      { name: 'bob', xp: 10 },
      { name: 'cat', xp: 5 },
    ]);
    expect(ranked.map((r) => [r.name, r.rank])).toEqual([
      ['amy', 1],
      ['bob', 2],
      ['zed', 2],
      ['cat', 4],
    ]);
  });

  it('finds the week before', () => {
    expect(previousWeek('2026-11-23')).toBe('2026-11-16');
    expect(previousWeek('2026-01-05')).toBe('2025-12-29');
  });
});
