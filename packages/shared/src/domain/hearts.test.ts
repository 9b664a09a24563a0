import { describe, expect, it } from 'vitest';
import { gainHeart, heartsAt, heartsFullAt, loseHeart, publicHearts } from './hearts.ts';

const at = (iso: string) => new Date(iso);

describe('heartsAt', () => {
  it('applies regeneration and names the next heart', () => {
    const hearts = heartsAt(
      { hearts: 3, updatedAt: at('2026-01-01T10:00:00Z'), premiumUntil: null },
      at('2026-01-01T10:40:00Z'),
    );
    expect(publicHearts(hearts)).toEqual({
      heart_count: 4,
      max_heart: 5,
      next_heart_regen: '2026-01-01T11:00:00.000Z',
      regeneration_rate: 30,
    });
    expect(hearts.updatedAt.toISOString()).toBe('2026-01-01T10:30:00.000Z');
  });

  it('gives a Premium learner a full set that never regenerates, until Premium ends', () => {
    const stored = { hearts: 0, updatedAt: at('2026-01-01T10:00:00Z'), premiumUntil: at('2026-01-02T00:00:00Z') };
    expect(heartsAt(stored, at('2026-01-01T10:01:00Z')).heart_count).toBe(5);
    expect(heartsAt(stored, at('2026-01-01T10:01:00Z')).next_heart_regen).toBeNull();
    expect(heartsAt(stored, at('2026-01-02T00:10:00Z')).heart_count).toBe(5);
  });
});

describe('loseHeart', () => {
  it('starts the regeneration clock when a full set loses one', () => {
    const lost = loseHeart({ heart_count: 5, updatedAt: at('2026-01-01T08:00:00Z') }, at('2026-01-01T10:00:00Z'));
    expect(lost).toEqual({ hearts: 4, updatedAt: at('2026-01-01T10:00:00Z') });
  });

  it('keeps a running clock when hearts were already regenerating', () => {
    const lost = loseHeart({ heart_count: 3, updatedAt: at('2026-01-01T09:50:00Z') }, at('2026-01-01T10:00:00Z'));
    expect(lost).toEqual({ hearts: 2, updatedAt: at('2026-01-01T09:50:00Z') });
  });

  it('never goes below zero', () => {
    expect(
      loseHeart({ heart_count: 0, updatedAt: at('2026-01-01T09:00:00Z') }, at('2026-01-01T10:00:00Z')).hearts,
    ).toBe(0);
  });
});

describe('gainHeart', () => {
  it('adds one heart on top of regeneration', () => {
    const gained = gainHeart({ hearts: 1, updatedAt: at('2026-01-01T10:00:00Z') }, at('2026-01-01T10:35:00Z'));
    expect(gained).toEqual({ hearts: 3, updatedAt: at('2026-01-01T10:30:00Z') });
  });

  it('stops at the maximum and stops the clock there', () => {
    const gained = gainHeart({ hearts: 4, updatedAt: at('2026-01-01T10:00:00Z') }, at('2026-01-01T10:05:00Z'));
    expect(gained).toEqual({ hearts: 5, updatedAt: at('2026-01-01T10:05:00Z') });
  });
});

describe('heartsFullAt', () => {
  it('is when regeneration fills the missing hearts, one every 30 minutes from the clock', () => {
    const updatedAt = new Date('2026-11-02T09:00:00Z');
    expect(heartsFullAt({ hearts: 4, updatedAt })).toEqual(new Date('2026-11-02T09:30:00Z'));
    expect(heartsFullAt({ hearts: 0, updatedAt })).toEqual(new Date('2026-11-02T11:30:00Z'));
    // It agrees with what heartsAt reads at that moment.
    const full = heartsFullAt({ hearts: 2, updatedAt }) ?? updatedAt;
    expect(heartsAt({ hearts: 2, updatedAt, premiumUntil: null }, full).heart_count).toBe(5);
    expect(heartsAt({ hearts: 2, updatedAt, premiumUntil: null }, new Date(full.getTime() - 1)).heart_count).toBe(4);
  });

  it('is null for a full set', () => {
    expect(heartsFullAt({ hearts: 5, updatedAt: new Date() })).toBeNull();
  });
});
