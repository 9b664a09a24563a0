/** Weekly leagues: groups of 30 within a tier; at the week's end the top 7 go up, the bottom 5 down. */
export const leagueTiers = ['Bronze', 'Silver', 'Gold', 'Sapphire', 'Ruby'] as const;
export const LEAGUE_GROUP_SIZE = 30;
export const LEAGUE_PROMOTED = 7;
export const LEAGUE_DEMOTED = 5;

export type LeagueOutcome = 'promoted' | 'stayed' | 'demoted';

export const tierName = (tier: number) => leagueTiers[clampTier(tier)] ?? 'Bronze';
export const clampTier = (tier: number) => Math.min(leagueTiers.length - 1, Math.max(0, tier));

/**
 * The outcome of a place in a group of `size` (rank 1 is first). The top 7 with some XP go up
 * (not from the top tier); the bottom 5 go down (not from the lowest tier) — but only below the
 * promotion zone, so a small group never demotes someone it also promotes.
 */
export function leagueOutcome(rank: number, size: number, xp: number, tier: number): LeagueOutcome {
  if (rank <= LEAGUE_PROMOTED && xp > 0 && tier < leagueTiers.length - 1) return 'promoted';
  if (rank > Math.max(LEAGUE_PROMOTED, size - LEAGUE_DEMOTED) && tier > 0) return 'demoted';
  return 'stayed';
}

/** The tier a learner plays in after an outcome. */
export function nextTier(tier: number, outcome: LeagueOutcome | null): number {
  return clampTier(tier + (outcome === 'promoted' ? 1 : outcome === 'demoted' ? -1 : 0));
}

/**
 * Ranks by XP, highest first; equal XP share a rank (1, 2, 2, 4), and within a tie the order is by
 * `name` so the list is stable.
 */
export function rankByXp<T extends { xp: number; name: string }>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.xp - a.xp || a.name.localeCompare(b.name));
  return sorted.map((row, i) => {
    let first = i;
    while (first > 0 && sorted[first - 1]?.xp === row.xp) first -= 1;
    return { ...row, rank: first + 1 };
  });
}

/** The Monday (YYYY-MM-DD) of the week before a week's Monday. */
export function previousWeek(weekStart: string): string {
  return new Date(Date.parse(`${weekStart}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
}
