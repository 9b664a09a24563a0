import { z } from 'zod';
import { heartsSchema } from './user.ts';
import { attemptSchema, exerciseSchema, lessonSchema } from './learning.ts';

/** How many lessons a download carries: the learner's next ones, in course order. */
export const OFFLINE_LESSONS = 10;

/**
 * What the device needs to grade one exercise as the server does (domain/exercise-grader.ts):
 * its answer key, its explanation, and for answers typed in English the English words one typo
 * away from an accepted word (the server's word list is too large to ship; these are the only
 * words its rule can meet). The key is what a learner who played the exercise would see anyway.
 */
export const offlineKeySchema = z.object({
  option: z.string().optional(),
  answers: z.array(z.string()).optional(),
  pairs: z.record(z.string(), z.string()).optional(),
  romanised: z.boolean().optional(),
  explanation: z.string().nullable(),
  english_words: z.array(z.string()).optional(),
});
export type OfflineKey = z.infer<typeof offlineKeySchema>;

/** A lesson as `GET /lesson/:id` gives it (its status as of the download), with each exercise's key. */
export const offlineLessonSchema = z.object({
  lesson: lessonSchema,
  keys: z.record(z.string(), offlineKeySchema),
});
export type OfflineLesson = z.infer<typeof offlineLessonSchema>;

/** The practice session the download started (or resumed), with each exercise's key. */
export const offlinePracticeSchema = z.object({
  attempt: attemptSchema,
  exercises: z.array(exerciseSchema),
  keys: z.record(z.string(), offlineKeySchema),
});
export type OfflinePractice = z.infer<typeof offlinePracticeSchema>;

/** One clip the lessons play, and its size, for the device to keep. */
export const offlineClipSchema = z.object({ url: z.string(), bytes: z.number().int() });

/** `POST /offline/course/:id`: everything a course's next lessons need without the network. */
export const offlinePackageSchema = z.object({
  language: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  made_at: z.string(),
  lessons: z.array(offlineLessonSchema),
  practice: offlinePracticeSchema.nullable(),
  /** The course's taught words, as the grader's typo rule reads them (a typo onto one is wrong). */
  course_words: z.array(z.string()),
  clips: z.array(offlineClipSchema),
  hearts: heartsSchema,
  /** Premium: hearts are never lost. */
  unlimited_hearts: z.boolean(),
  /** This package's JSON and its clips, in bytes. */
  bytes: z.number().int(),
});
export type OfflinePackage = z.infer<typeof offlinePackageSchema>;

/** `GET /offline/course/:id`: what a download would carry, shown before the learner chooses it. */
export const offlineSummarySchema = z.object({
  lessons: z.number().int(),
  practice_exercises: z.number().int(),
  clips: z.number().int(),
  bytes: z.number().int(),
});
export type OfflineSummary = z.infer<typeof offlineSummarySchema>;
