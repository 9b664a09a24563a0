import type { Lesson } from '@roots/shared/contracts/learning';

/** A practice session as the player plays it: a lesson of its own, without words to meet or tips. */
export function practiceLesson(language: Lesson['language'], exercises: Lesson['exercises']): Lesson {
  return {
    id: 'practice',
    title: 'Practice',
    xp_reward: 10,
    status: 'available',
    unit: { id: 'practice', title: 'Practice', position: 0, has_tips: false },
    language,
    new_words: [],
    exercises,
  };
}
