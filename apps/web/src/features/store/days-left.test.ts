import { describe, expect, it } from 'vitest';
import { dayCount, daysLeft } from './days-left.ts';

describe('daysLeft', () => {
  it('rounds up, never below 0', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(daysLeft('2026-12-07T10:00:00Z', now)).toBe(14);
    expect(daysLeft('2026-11-23T11:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-22T10:00:00Z', now)).toBe(0);
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(14)).toBe('14 days');
  });
});
