import { heartsAt, isPremiumAt } from '@roots/shared/domain/hearts';
import type { StatsRow } from './learner.repository.ts';

export const isPremium = (stats: StatsRow, at: Date) => isPremiumAt(stats.premiumUntil, at);

/** The hearts of a learner's row at an instant, regeneration and Premium applied. */
export function heartsOf(stats: StatsRow, at: Date) {
  return heartsAt({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt, premiumUntil: stats.premiumUntil }, at);
}
