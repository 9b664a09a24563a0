import { z } from 'zod';

/**
 * What a lesson teaches before it tests: its new words (the introduction step) and the word hints
 * of its exercises. Kept apart from learning.ts, which only refers to these.
 */

/** A word the lesson brings, as its introduction shows it. */
export const newWordSchema = z.object({
  word: z.string(),
  meaning: z.string(),
  /** The word's clip (`/api/audio/<random>.ogg`), or null when nobody has recorded it yet. */
  audio_url: z.string().nullable(),
});
export type NewWord = z.infer<typeof newWordSchema>;

/** A hint on `text.slice(start, end)` of one field: the course's meanings of that word or phrase. */
export const wordHintSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  meanings: z.array(z.string()),
});
export type WordHint = z.infer<typeof wordHintSchema>;

/**
 * The hints of an exercise, per field the learner reads in the course language: the quoted words
 * of the prompt, the source of a translation into English, the fill-in-the-blank sentence.
 */
export const exerciseHintsSchema = z.object({
  prompt: z.array(wordHintSchema).optional(),
  source: z.array(wordHintSchema).optional(),
  sentence: z.array(wordHintSchema).optional(),
  /** A read exercise's hints, one list per passage line (on its text, not its speaker). */
  passage: z.array(z.array(wordHintSchema)).optional(),
});
export type ExerciseHints = z.infer<typeof exerciseHintsSchema>;
