import { countOf } from '@roots/shared/domain/count';

const DAY_MS = 86_400_000;

/** Days left of Premium, rounded up ("1 day" on its last day). */
export function daysLeft(until: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now.getTime()) / DAY_MS));
}

export const dayCount = (days: number) => countOf(days, 'day');
