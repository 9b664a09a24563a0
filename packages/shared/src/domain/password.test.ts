import { describe, expect, it } from 'vitest';
import { isPasswordStrong, PASSWORD_SPECIAL_CHARACTERS, validatePasswordStrength } from './password.ts';

const all = [
  'Password must contain at least 8 characters',
  'Password must contain at least one uppercase letter',
  'Password must contain at least one lowercase letter',
  'Password must contain at least one number',
  'Password must contain at least one special character',
];

describe('password strength', () => {
  it('gives all five messages, in the spec order, for an empty password', () => {
    expect(validatePasswordStrength('')).toEqual(all);
    expect(isPasswordStrong('')).toBe(false);
  });

  it.each([
    ['Ab1!xyz', [all[0]]],
    ['abcdefg1!', [all[1]]],
    ['ABCDEFG1!', [all[2]]],
    ['Abcdefgh!', [all[3]]],
    ['Abcdefgh1', [all[4]]],
  ])('names exactly the rule %s breaks', (password, messages) => {
    expect(validatePasswordStrength(password)).toEqual(messages);
  });

  it.each(Array.from(PASSWORD_SPECIAL_CHARACTERS))('accepts %s as a special character', (special) => {
    expect(validatePasswordStrength(`Abcdefg1${special}`)).toEqual([]);
  });

  it('does not count characters outside the spec list as special', () => {
    expect(validatePasswordStrength('Abcdefg1_-+=')).toEqual([all[4]]);
  });

  it('accepts a long password with emoji and counts characters, not UTF-16 units', () => {
    expect(isPasswordStrong(`Ọ̀rẹ́ 🌍 Abc1! ${'x'.repeat(50)}`)).toBe(true);
    expect(validatePasswordStrength('A1!a🌍🌍')).toContain(all[0]);
  });
});
