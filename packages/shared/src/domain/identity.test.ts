import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../contracts/username.ts';
import { emailKey, isUsername, suggestedUsername } from './identity.ts';

describe('identity rules', () => {
  it('gives one key to spellings of the same address', () => {
    expect(emailKey(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailKey('ａｄａ@example.com')).toBe('ada@example.com');
  });

  it.each(['kofi', 'Ada_Lovelace', 'n.okafor', 'abc123', 'x'.repeat(30)])('accepts the username %s', (name) => {
    expect(usernameSchema.safeParse(name).success).toBe(true);
    // The check without zod, as the settings page makes it while the learner types, agrees.
    expect(isUsername(name)).toBe(true);
  });

  it.each(['ab', 'x'.repeat(31), 'аdа', 'ad\u200Ba', 'ad\u202Ea', '_ada', 'ada.', "'; DROP", 'a b c'])(
    'refuses the username %j',
    (name) => {
      expect(usernameSchema.safeParse(name).success).toBe(false);
      expect(isUsername(name)).toBe(false);
    },
  );

  it('suggests a valid username that says nothing of its owner', () => {
    for (const value of [0, 0.5, 0.999]) {
      const name = suggestedUsername(() => value);
      expect(name).toMatch(/^[A-Z][a-z]+\d{4}$/);
      expect(usernameSchema.safeParse(name).success).toBe(true);
    }
  });
});
