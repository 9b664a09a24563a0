import { beforeEach, describe, expect, it } from 'vitest';
import { hasMetWords, markWordsMet } from './words-met.ts';

describe('words met', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('remembers the lessons whose words a learner went through, per learner', () => {
    expect(hasMetWords('u1', 'l1')).toBe(false);
    markWordsMet('u1', 'l1');
    markWordsMet('u1', 'l1');
    expect(hasMetWords('u1', 'l1')).toBe(true);
    expect(hasMetWords('u2', 'l1')).toBe(false);
    expect(JSON.parse(localStorage.getItem('wordsMet') ?? '')).toEqual({ u1: ['l1'] });
  });

  it('starts afresh from storage it cannot read', () => {
    localStorage.setItem('wordsMet', '{not json');
    expect(hasMetWords('u1', 'l1')).toBe(false);
    markWordsMet('u1', 'l1');
    expect(hasMetWords('u1', 'l1')).toBe(true);
  });
});
