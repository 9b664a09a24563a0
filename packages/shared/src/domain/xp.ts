const xpNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The navigation bar's XP badge text: the number with thousands separators, then 'XP'. */
export function formatXp(xp: number): string {
  return `${xpNumber.format(Number.isFinite(xp) ? Math.max(0, Math.trunc(xp)) : 0)} XP`;
}
