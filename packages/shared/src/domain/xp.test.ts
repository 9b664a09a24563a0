import { describe, expect, it } from 'vitest';
import { formatXp } from './xp.ts';

describe('XP badge text', () => {
  it.each([
    [0, '0 XP'],
    [999, '999 XP'],
    [1000, '1,000 XP'],
    [1234567, '1,234,567 XP'],
  ])('formats %d with thousands separators', (xp, text) => {
    expect(formatXp(xp)).toBe(text);
  });

  it('never shows a negative or broken number', () => {
    expect(formatXp(-5)).toBe('0 XP');
    expect(formatXp(Number.NaN)).toBe('0 XP');
    expect(formatXp(12.9)).toBe('12 XP');
  });
});
