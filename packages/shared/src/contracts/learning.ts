import { z } from 'zod';
import { exerciseTypes } from './exercise-source.ts';
import { exerciseHintsSchema, newWordSchema } from './teaching.ts';
import { heartsSchema } from './user.ts';

export const languageSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  native_name: z.string(),
  /** "Welcome!" in the language (the enrol toast); empty for a course made in the CMS without one. */
  greeting: z.string(),
  description: z.string(),
  special_characters: z.array(z.string()),
  has_audio: z.boolean(),
  total_lessons: z.number().int(),
  /** Only for a signed-in learner. */
  enrolled: z.boolean(),
  completed_lessons: z.number().int(),
  /** The course the learner last chose (PUT /user/languages/current/:id), on any browser. */
  current: z.boolean(),
  /** Listen exercises served now (each has a clip: a contribution, a CMS recording or a course file). */
  listening: z.number().int().min(0),
  /** Share (0–1) of the course's texts (lesson words and listen sentences) that have a clip. */
  voiced_share: z.number().min(0).max(1),
  /** Share (0–1) of the course's texts whose clip is synthetic speech (a course file): part of voiced_share. */
  synthetic_share: z.number().min(0).max(1),
});
export type Language = z.infer<typeof languageSchema>;

export const progressSchema = z.object({
  language_id: z.string(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  percent: z.number().int(),
  /** The lesson to continue with: the first available one, or null when the course is done. */
  next_lesson_id: z.string().nullable(),
});
export type Progress = z.infer<typeof progressSchema>;

export const lessonStatuses = ['locked', 'available', 'completed'] as const;
export type LessonStatus = (typeof lessonStatuses)[number];

export const courseUnitSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Whether the unit has a tips page (GET /unit/tips/:id): a map shows no button that leads nowhere. */
  has_tips: z.boolean(),
  lessons: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      title: z.string(),
      xp_reward: z.number().int(),
      status: z.enum(lessonStatuses),
    }),
  ),
});
export type CourseUnit = z.infer<typeof courseUnitSchema>;

/**
 * A unit's tips: grammar and usage notes, readable in any unit of a published course (locked ones
 * too: tips are a book, not a reward). `tips_html` is sanitised HTML, or null for a unit without tips.
 */
export const unitTipsSchema = z.object({
  unit: z.object({ id: z.string(), title: z.string(), position: z.number().int() }),
  language: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  tips_html: z.string().nullable(),
});
export type UnitTips = z.infer<typeof unitTipsSchema>;

const itemSchema = z.object({ id: z.string(), text: z.string() });

/** What the player needs to show an exercise: never its answer. */
export const exerciseSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  type: z.enum(exerciseTypes),
  prompt: z.string(),
  source: z.string().optional(),
  into: z.enum(['target', 'english']).optional(),
  options: z.array(itemSchema).optional(),
  tiles: z.array(itemSchema).optional(),
  left: z.array(itemSchema).optional(),
  right: z.array(itemSchema).optional(),
  /** A fill-in-the-blank's sentence (with `___`), or what a speak exercise asks the learner to say. */
  sentence: z.string().optional(),
  translation: z.string().optional(),
  /** A read exercise's passage, in the course language; `speaker` is absent on a line of narration. */
  passage: z.array(z.object({ speaker: z.string().optional(), text: z.string() })).optional(),
  /** A read exercise's question about its passage, in English. */
  question: z.string().optional(),
  audio_url: z.string().nullable(),
  hints: exerciseHintsSchema.optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const lessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  xp_reward: z.number().int(),
  status: z.enum(lessonStatuses),
  unit: z.object({ id: z.string(), title: z.string(), position: z.number().int(), has_tips: z.boolean() }),
  language: z.object({ id: z.string(), code: z.string(), name: z.string(), special_characters: z.array(z.string()) }),
  /** The words this lesson brings, for its introduction (empty for a practice session). */
  new_words: z.array(newWordSchema),
  exercises: z.array(exerciseSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const comboSchema = z.object({
  consecutive_correct_answers: z.number().int(),
  level: z.number().int(),
  multiplier: z.number(),
  bonus_percent: z.number().int(),
  status: z.string(),
});

export const summarySchema = z.object({
  xp: z.number().int(),
  xp_breakdown: z.object({
    lesson: z.number().int(),
    perfect_bonus: z.number().int(),
    combo_bonus: z.number().int(),
    boost_bonus: z.number().int(),
  }),
  coins: z.number().int(),
  accuracy: z.number().int(),
  perfect: z.boolean(),
  duration_seconds: z.number().int(),
  streak: z.object({ current: z.number().int(), extended: z.boolean(), freeze_used: z.boolean() }),
  daily_goal_reached: z.boolean(),
  /** A lesson the learner had already completed: reduced XP, no coins (ARCHITECTURE.md, rewards). */
  replay: z.boolean(),
  /** Hearts a practice session gave back (0 past the day's rewarded sessions, or with full hearts). */
  hearts_gained: z.number().int(),
});
export type LessonSummary = z.infer<typeof summarySchema>;

export const attemptSchema = z.object({
  lesson_attempt_id: z.string(),
  /** Null for a practice session or a checkpoint. */
  lesson_id: z.string().nullable(),
  kind: z.enum(['lesson', 'practice', 'checkpoint']),
  status: z.enum(['active', 'completed', 'failed']),
  /** Exercise ids answered correctly so far. */
  correct_exercise_ids: z.array(z.string()),
  /** Exercise ids answered wrongly and not yet right: asked again at the end. */
  retry_exercise_ids: z.array(z.string()),
  wrong_answers: z.number().int(),
  started_at: z.string(),
  hearts: heartsSchema,
  summary: summarySchema.nullable(),
  /** "Can't listen now": until then listen exercises are skipped (POST /exercise/skip-listening/:id). */
  listening_skipped_until: z.string().nullable(),
  /** "Can't speak now": until then speak exercises are skipped (POST /exercise/skip-speaking/:id). */
  speaking_skipped_until: z.string().nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const checkBodySchema = z.strictObject({
  lesson_attempt_id: z.uuid('That is not a lesson attempt id.'),
  answer: z.unknown().refine((value) => value !== undefined, 'An answer is required.'),
});

/** One pair of a match exercise, checked as the learner taps it (POST /exercise/check-pair/:id). */
export const pairCheckBodySchema = z.strictObject({
  lesson_attempt_id: z.uuid('That is not a lesson attempt id.'),
  left: z.string().min(1).max(20),
  right: z.string().min(1).max(20),
});
/** Only whether this pair is right: never which word the left one belongs with. */
export const pairCheckResultSchema = z.object({ correct: z.boolean() });
export type PairCheck = z.infer<typeof pairCheckResultSchema>;

/**
 * A step done without an answer to grade, on an exercise of an attempt: "Can't listen now" on a
 * listen exercise (POST /exercise/skip-listening/:id), "Can't speak now" on a speak exercise
 * (POST /exercise/skip-speaking/:id), or a speak exercise said and marked by the learner
 * (POST /exercise/spoken/:id).
 */
export const attemptStepBodySchema = z.strictObject({
  lesson_attempt_id: z.uuid('That is not a lesson attempt id.'),
});

export const checkResultSchema = z.object({
  correct: z.boolean(),
  result: z.enum(['correct', 'tone', 'typo', 'wrong']),
  expected: z.string(),
  /** The note beside the result, when there is one: "Watch your tone marks.", the typo note, or why an answer worded otherwise counts (domain/answer.notes.ts). */
  note: z.string().nullable(),
  explanation: z.string().nullable(),
  wrong_pairs: z.array(z.string()).optional(),
  hearts: heartsSchema,
  combo: comboSchema,
  attempt: attemptSchema,
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const streakSchema = z.object({
  current_streak: z.number().int(),
  longest_streak: z.number().int(),
  consecutive_correct_answers: z.number().int(),
  streak_multiplier: z.number(),
  streak_freezes: z.number().int(),
  /** Whether today (in the learner's time zone) already counts. */
  today_counted: z.boolean(),
});
export type Streak = z.infer<typeof streakSchema>;

/** The spec's user-id based hearts record. */
export const heartsRecordSchema = z.object({
  hearts: z.number().int(),
  max_hearts: z.number().int(),
  regeneration_rate_minutes: z.number().int(),
  is_regenerating: z.boolean(),
  next_heart_at: z.string().optional(),
});
export type HeartsRecord = z.infer<typeof heartsRecordSchema>;

export const statsSchema = z.object({
  xp_total: z.number().int(),
  xp_today: z.number().int(),
  xp_this_week: z.number().int(),
  daily_goal: z.number().int(),
  coins: z.number().int(),
  streak: streakSchema,
  hearts: heartsSchema,
  premium: z.boolean(),
});
export type Stats = z.infer<typeof statsSchema>;

export const factSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  body: z.string(),
});
export type Fact = z.infer<typeof factSchema>;

export const onboardingSchema = z.strictObject({
  language_id: z.uuid('Choose a language.'),
  daily_goal: z.union([z.literal(10), z.literal(20), z.literal(30), z.literal(50)], {
    error: 'Choose a daily goal of 10, 20, 30 or 50 XP.',
  }),
});

export const practiceStatusSchema = z.object({
  /** Items practice would offer now: due, or recent mistakes still in their short learning steps. */
  due: z.number().int(),
  total: z.number().int(),
  /** Practice sessions that still pay XP and a heart today. */
  rewarded_left: z.number().int(),
});

/** A practice session: its attempt and the exercises drawn from the review queue. */
export const practiceSessionSchema = z.object({ attempt: attemptSchema, exercises: z.array(exerciseSchema) });
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

export const checkpointStartSchema = z.strictObject({ unit_id: z.uuid('Choose a unit.') });

const unitRefSchema = z.object({ id: z.string(), title: z.string(), position: z.number().int() });

/**
 * A checkpoint: its attempt, the exercises drawn for it (answers graded by POST /exercise/check
 * as in a lesson), its unit and the unit a pass opens (null after the last one).
 */
export const checkpointSessionSchema = z.object({
  attempt: attemptSchema,
  exercises: z.array(exerciseSchema),
  unit: unitRefSchema,
  next_unit: unitRefSchema.nullable(),
  /** Mistakes a pass allows; one more ends the checkpoint as failed. */
  mistakes_allowed: z.number().int(),
});
export type CheckpointSession = z.infer<typeof checkpointSessionSchema>;
