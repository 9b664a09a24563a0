import { formatCount } from './count.ts';

/** The navigation bar's XP badge text: the number with thousands separators, then 'XP'. */
export function formatXp(xp: number): string {
  return `${formatCount(Math.max(0, xp))} XP`;
}
