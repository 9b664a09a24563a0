import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './count.ts';

describe('a count as text', () => {
  it.each([0, 7, 999, 1000, 12345, 999999, 1234567, -1234, 1234.9, 2 ** 40])('groups %d as en-US does', (value) => {
    expect(formatCount(value)).toBe(Math.trunc(value).toLocaleString('en-US'));
  });

  it('names the noun once for one and in the plural otherwise', () => {
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(0, 'day')).toBe('0 days');
    expect(countOf(1250, 'more coin')).toBe('1,250 more coins');
    expect(countOf(2, 'child', 'children')).toBe('2 children');
  });

  it('shows 0 for what is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
