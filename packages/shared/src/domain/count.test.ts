import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';

describe('a count as text', () => {
  it.each([0, 7, 999, 1000, 12345, 999999, 1234567, -1234, 1234.9, 2 ** 40])('groups %d as en-US does', (value) => {
    expect(formatCount(value)).toBe(Math.trunc(value).toLocaleString('en-US'));
  });

  it('shows 0 for what is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
