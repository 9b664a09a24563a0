import { countOf } from '@roots/shared/domain/count';

/** "2 days 5 hours", "3 hours 10 minutes", "5 minutes": what is left until an instant. */
export function timeLeft(until: string, now: Date): string {
  const ms = Math.max(0, Date.parse(until) - now.getTime());
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${countOf(days, 'day')} ${countOf(hours, 'hour')}` : countOf(days, 'day');
  if (hours > 0) return mins > 0 ? `${countOf(hours, 'hour')} ${countOf(mins, 'minute')}` : countOf(hours, 'hour');
  return countOf(Math.max(1, mins), 'minute');
}
