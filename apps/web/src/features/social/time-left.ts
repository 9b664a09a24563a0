/** "2 days 5 hours", "3 hours 10 minutes", "5 minutes": what is left until an instant. */
export function timeLeft(until: string, now: Date): string {
  const ms = Math.max(0, Date.parse(until) - now.getTime());
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const unit = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return mins > 0 ? `${unit(hours, 'hour')} ${unit(mins, 'minute')}` : unit(hours, 'hour');
  return unit(Math.max(1, mins), 'minute');
}
