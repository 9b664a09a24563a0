import { heartsAt, isPremiumAt } from '@roots/shared/domain/hearts';
import type { StreakRecord } from '@roots/shared/domain/learning';
import type { StatsRow } from './learner.repository.ts';

export const isPremium = (stats: StatsRow, at: Date) => isPremiumAt(stats.premiumUntil, at);

/** The hearts of a learner's row at an instant, regeneration and Premium applied. */
export function heartsOf(stats: StatsRow, at: Date) {
  return heartsAt({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt, premiumUntil: stats.premiumUntil }, at);
}

/** The streak of a learner's row, as the streak rules take it. */
export function streakOf(stats: StatsRow): StreakRecord {
  return {
    current: stats.currentStreak,
    longest: stats.longestStreak,
    lastDay: stats.lastStreakDay,
    freezes: stats.streakFreezes,
    dayEndsAt: stats.streakDayEndsAt,
  };
}
