import { describe, expect, it } from 'vitest';
import { avatarInitials } from './avatar.ts';

describe('avatar initials', () => {
  it.each([
    ['ada lovelace', 'AL'],
    ['kofi', 'K'],
    ['Amara Chidi Okafor', 'AC'],
    ['  wanjiru   kamau  ', 'WK'],
    ['ọlá adé', 'ỌA'],
    ['ሰላም ዓለም', 'ሰዓ'],
    // Decomposed (a letter and its combining marks as separate code points), and beyond the BMP.
    ['O\u0323\u0300la', 'O\u0323\u0300'],
    ['𝒜da lovelace', '𝒜L'],
  ])('shows at most two initials for %j', (username, initials) => {
    expect(avatarInitials(username)).toBe(initials);
  });

  it.each([[''], ['   '], [null], [undefined], ['!!! ???']])(
    'shows ? when there is nothing to show (%j)',
    (username) => {
      expect(avatarInitials(username)).toBe('?');
    },
  );

  it('keeps a letter with combining marks whole', () => {
    expect(avatarInitials('ẹ̀kọ́')).toBe('Ẹ̀');
  });
});
