import { describe, expect, it } from 'vitest';
import { greetingOf } from './greeting.ts';

describe('the enrolment greeting', () => {
  it('greets in the course language, with romanisation for Ethiopic', () => {
    expect(greetingOf({ greeting: 'Karibu!' })).toBe('Karibu!');
    expect(greetingOf({ greeting: 'እንኳን ደህና መጡ!' })).toBe("እንኳን ደህና መጡ! (inkwan dehna met'u!)");
    expect(greetingOf({ greeting: '' })).toBe('Welcome!');
  });
});
