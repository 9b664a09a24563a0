import { z } from 'zod';

/**
 * An exercise as an author writes it: in `content/courses/<code>/units/*.yaml` and in the admin's
 * exercise editor. One schema for both, so the CMS accepts exactly what the course importer accepts.
 * Authors write answers as text; option, tile and pair ids are assigned when the exercise is stored.
 */

export const contentText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((value) => value === value.normalize('NFC'), 'must be stored in Unicode NFC');

export const contentKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/**
 * Options a multiple choice (select, fill-blank choice) needs to be published, in the course files
 * (`content:check`) and in the CMS alike: with three, a learner who knows one wrong option guesses
 * right half the time. The schema still reads three, so a draft can be saved while it is written.
 */
export const minimumOptions = 4;

const base = {
  prompt: contentText.max(200),
  explanation: contentText.max(400).optional(),
};

/**
 * `accept_romanised: true` on an exercise where the learner types course-language text, in the
 * units that show romanisation: its Ethiopic answers typed in Latin letters (domain/ethiopic.ts,
 * "selam" for ሰላም) are plainly right. Without it they still count, as a slip with a note to try
 * fidel (domain/answer.ts).
 */
const romanised = { accept_romanised: z.boolean().optional() };

const choiceOrTyped = z.union([
  z.strictObject({ options: z.array(contentText).min(3).max(4), answer: contentText }),
  z.strictObject({ answers: z.array(contentText).min(1) }),
]);

/** A line of a read exercise's passage: `[speaker, text]`, or a plain string of narration. */
export const passageLineSchema = z.union([z.tuple([contentText.max(40), contentText.max(300)]), contentText.max(300)]);
export type PassageLine = z.infer<typeof passageLineSchema>;

/** A passage line's course-language text, without its speaker. */
export const passageLineText = (line: PassageLine): string => (typeof line === 'string' ? line : line[1]);

export const exerciseSourceSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('select'),
    ...base,
    options: z.array(contentText).min(3).max(4),
    answer: contentText,
  }),
  z.strictObject({
    type: z.literal('translate'),
    ...base,
    /** `target`: English shown, the learner writes the course language; `english`: the reverse. */
    into: z.enum(['target', 'english']),
    source: contentText,
    answers: z.array(contentText).min(1),
    ...romanised,
  }),
  z.strictObject({
    type: z.literal('word_bank'),
    ...base,
    into: z.enum(['target', 'english']),
    source: contentText,
    /** Every tile, the answer's words and the distractors; a word used twice is listed twice. */
    tiles: z.array(contentText).min(3).max(14),
    answers: z.array(contentText).min(1),
  }),
  z.strictObject({
    type: z.literal('match_pairs'),
    ...base,
    pairs: z
      .array(z.tuple([contentText, contentText]))
      .min(4)
      .max(5),
  }),
  z.strictObject({
    type: z.literal('fill_blank'),
    ...base,
    /** The sentence with `___` where the missing word goes. */
    sentence: contentText.refine((s) => s.split('___').length === 2, 'must contain ___ exactly once'),
    translation: contentText,
    choice: choiceOrTyped,
    ...romanised,
  }),
  z.strictObject({
    type: z.literal('read'),
    ...base,
    /** A short dialogue or reading in the course language: `[speaker, text]` lines, or narration. */
    passage: z.array(passageLineSchema).min(1).max(12),
    /** In English, as are the options: the passage is the course language a learner reads. */
    question: contentText.max(200),
    options: z.array(contentText).min(3).max(4),
    answer: contentText,
  }),
  z.strictObject({
    type: z.literal('listen'),
    ...base,
    /** What the clip says; also the canonical answer. The clip is `content/audio/<code>/<slug>.ogg`. */
    say: contentText,
    answers: z.array(contentText).optional(),
    ...romanised,
  }),
  z.strictObject({
    type: z.literal('speak'),
    ...base,
    /**
     * What the learner says aloud, after hearing its clip (the same file a lesson word or listen
     * sentence with this text plays). Nothing is graded: the learner hears their recording beside the
     * clip and marks themselves; like a listen exercise, learners meet it once the text has a clip.
     */
    say: contentText,
  }),
]);
export type ExerciseSource = z.infer<typeof exerciseSourceSchema>;
export type ExerciseType = ExerciseSource['type'];
export const exerciseTypes = [
  'select',
  'translate',
  'word_bank',
  'match_pairs',
  'fill_blank',
  'listen',
  'read',
  'speak',
] as const satisfies readonly ExerciseType[];

/** A lesson's taught words, as [course language, English]. */
export const wordSchema = z.tuple([contentText, contentText]);
