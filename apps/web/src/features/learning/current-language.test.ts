import { makeLanguage } from '../../test/lesson-data.ts';
import { describe, expect, it } from 'vitest';
import { pickCurrent } from './current-language.ts';

const language = (id: string, current = false) =>
  makeLanguage({
    id,
    code: id,
    name: id,
    native_name: id,
    greeting: '',
    total_lessons: 1,
    completed_lessons: 0,
    current,
  });

describe('the current course', () => {
  it("follows the account: the server's current course wins over this browser's lastLanguage", () => {
    expect(pickCurrent([language('sw'), language('yo', true)], 'sw')?.id).toBe('yo');
  });

  it('falls back to lastLanguage, then to the first course', () => {
    expect(pickCurrent([language('sw'), language('yo')], 'yo')?.id).toBe('yo');
    expect(pickCurrent([language('sw'), language('yo')], 'gone')?.id).toBe('sw');
    expect(pickCurrent([], 'sw')).toBeUndefined();
    expect(pickCurrent(undefined, null)).toBeUndefined();
  });
});
