import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

describe('timeLeft', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft('2026-11-30T00:00:00Z', now)).toBe('6 days 14 hours');
    expect(timeLeft('2026-11-24T10:00:00Z', now)).toBe('1 day');
    expect(timeLeft('2026-11-23T13:05:00Z', now)).toBe('3 hours 5 minutes');
    expect(timeLeft('2026-11-23T10:00:30Z', now)).toBe('1 minute');
    expect(timeLeft('2026-11-22T10:00:00Z', now)).toBe('1 minute');
  });
});
