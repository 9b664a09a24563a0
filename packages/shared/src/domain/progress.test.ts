import { describe, expect, it } from 'vitest';
import { lessonStatuses } from './progress.ts';

const ordered = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('lessonStatuses', () => {
  it('opens only the first lesson of a new course', () => {
    expect([...lessonStatuses(ordered, new Set()).values()]).toEqual(['available', 'locked', 'locked']);
  });

  it('opens the lesson after each completed one', () => {
    expect([...lessonStatuses(ordered, new Set(['a'])).values()]).toEqual(['completed', 'available', 'locked']);
  });

  it('keeps a lesson completed out of order completed, and the one after a gap locked', () => {
    expect([...lessonStatuses(ordered, new Set(['b'])).values()]).toEqual(['available', 'completed', 'available']);
  });

  it("gives this course's lessons only, whatever else the learner finished (the server passes every course's)", () => {
    const statuses = lessonStatuses(ordered, new Set(['a', 'other-course-lesson']));
    expect([...statuses.keys()]).toEqual(['a', 'b', 'c']);
    expect([...statuses.values()]).toEqual(['completed', 'available', 'locked']);
  });
});
