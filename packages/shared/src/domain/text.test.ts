import { describe, expect, it } from 'vitest';
import { emailSchema, userText } from './text.ts';

describe('user text', () => {
  const name = userText('Name', { max: 10 });

  it('trims and normalises to NFC', () => {
    expect(name.parse('  e\u0301  ')).toBe('\u00e9');
  });

  it.each(['a\u0000b', 'a\u202Eb', '\u0007'])('refuses control and direction-override characters (%j)', (value) => {
    expect(name.safeParse(value).error?.issues[0]?.message).toBe('Name contains characters that are not allowed.');
  });

  it('explains length problems', () => {
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Name must be at most 10 characters.');
  });

  it('keeps literal SQL and LIKE wildcards as text', () => {
    expect(name.parse("'; DROP--")).toBe("'; DROP--");
  });
});

describe('e-mail', () => {
  it('accepts a normal address and explains a bad one', () => {
    expect(emailSchema.parse(' ada@example.com ')).toBe('ada@example.com');
    expect(emailSchema.safeParse('ada').error?.issues[0]?.message).toBe(
      'Enter a valid e-mail address, like name@example.com.',
    );
  });
});
