import type { Attempt, Exercise, Language, Lesson } from '@roots/shared/contracts/learning';

/**
 * `{ id: text }` as an exercise's options, tiles or one side of its pairs, in the order written (so
 * no id may be a plain number: objects put those first).
 */
export const textItems = (texts: Record<string, string>) => Object.entries(texts).map(([id, text]) => ({ id, text }));

/** A select exercise with two options; `overrides` make it any other type. */
export const makeExercise = (id: string, overrides: Partial<Exercise> = {}): Exercise => ({
  id,
  position: 0,
  type: 'select',
  prompt: `Prompt ${id}`,
  options: [
    { id: `${id}-a`, text: 'A' },
    { id: `${id}-b`, text: 'B' },
  ],
  audio_url: null,
  ...overrides,
});

/** A Swahili lesson with no new words unless `overrides` bring some. */
export const makeLesson = (overrides: Partial<Lesson> = {}): Lesson => ({
  id: 'l1',
  title: 'Greetings',
  xp_reward: 10,
  status: 'available',
  unit: { id: 'u1', title: 'Basics', position: 1, has_tips: false },
  language: { id: 'sw', code: 'sw', name: 'Swahili', special_characters: [] },
  new_words: [],
  exercises: [],
  ...overrides,
});

export const fullHearts = { heart_count: 5, max_heart: 5, next_heart_regen: null, regeneration_rate: 30 };

/** A fresh attempt of `l1` with full hearts. */
export const makeAttempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  lesson_attempt_id: 'a1',
  lesson_id: 'l1',
  kind: 'lesson',
  status: 'active',
  correct_exercise_ids: [],
  retry_exercise_ids: [],
  wrong_answers: 0,
  started_at: '2025-01-01T00:00:00.000Z',
  hearts: fullHearts,
  summary: null,
  listening_skipped_until: null,
  speaking_skipped_until: null,
  ...overrides,
});

/** An enrolled course (Swahili unless `overrides` say otherwise), as /user/languages lists it. */
export const makeLanguage = (overrides: Partial<Language> = {}): Language => ({
  id: 'sw-id',
  code: 'sw',
  name: 'Swahili',
  native_name: 'Kiswahili',
  greeting: 'Karibu!',
  description: '',
  special_characters: [],
  has_audio: false,
  listening: 0,
  voiced_share: 0,
  synthetic_share: 0,
  total_lessons: 40,
  enrolled: true,
  completed_lessons: 3,
  current: true,
  ...overrides,
});
