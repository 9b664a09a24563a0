import { z } from 'zod';
import { problemKinds, reportKinds } from '../domain/problems.ts';
import { tipsProblems } from '../domain/tips.ts';
import { slugSchema } from './blog.ts';
import { contentKey, contentText, exerciseSourceSchema, exerciseTypes, wordSchema } from './exercise-source.ts';

/**
 * The admin CMS (spec section 7's management calls): what an admin may send and what comes back.
 * Learners and visitors only ever see `published` items; `archived` keeps learners' history of an
 * item that was removed.
 */
export const contentStatuses = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

const status = z.enum(contentStatuses, { error: 'Choose draft, published or archived.' });
/** 1 is the first place; a larger number than there are items puts the item last. */
const position = z
  .int('The position must be a whole number.')
  .min(1, 'Positions start at 1.')
  .max(10_000, 'That position is too large.');
const uuid = (what: string) => z.uuid(`That is not ${what} id.`);
const nonEmpty = (value: object) => Object.keys(value).length > 0;
const NOTHING = 'Nothing to update.';

const languageFields = {
  name: contentText.max(40),
  native_name: contentText.max(40),
  description: contentText.max(300),
  special_characters: z.array(contentText.max(8)).max(60),
  has_voice: z.boolean(),
  status,
  position,
};
export const languageCreateSchema = z.strictObject({
  ...languageFields,
  code: z.string().regex(/^[a-z]{2,3}$/, 'Use the two- or three-letter ISO 639 code, e.g. sw.'),
  special_characters: languageFields.special_characters.default([]),
  has_voice: languageFields.has_voice.default(false),
  status: status.default('draft'),
  position: position.optional(),
});
export const languageUpdateSchema = z.strictObject(languageFields).partial().refine(nonEmpty, NOTHING);

/** A unit's tips in Markdown, under the content files' rules (domain/tips.ts); empty or null: none. */
const tips = z
  .string()
  .transform((value) => value.normalize('NFC').trim())
  .superRefine((value, context) => {
    for (const message of tipsProblems(value)) context.addIssue({ code: 'custom', message });
  })
  .transform((value) => (value === '' ? null : value))
  .nullable();

const unitFields = {
  title: contentText.max(80),
  description: contentText.max(240),
  tips,
  status,
  position,
};
export const unitCreateSchema = z.strictObject({
  ...unitFields,
  language_id: uuid('a language'),
  /** Made from the title when absent; unique within the language. */
  key: contentKey.optional(),
  tips: unitFields.tips.optional(),
  status: status.default('draft'),
  position: position.optional(),
});
export const unitUpdateSchema = z.strictObject(unitFields).partial().refine(nonEmpty, NOTHING);

const lessonFields = {
  title: contentText.max(80),
  xp_reward: z.int().min(1, 'At least 1 XP.').max(100, 'At most 100 XP.'),
  words: z.array(wordSchema).max(40),
  status,
  position,
};
export const lessonCreateSchema = z.strictObject({
  ...lessonFields,
  unit_id: uuid('a unit'),
  key: contentKey.optional(),
  xp_reward: lessonFields.xp_reward.default(10),
  words: lessonFields.words.default([]),
  status: status.default('draft'),
  position: position.optional(),
});
export const lessonUpdateSchema = z.strictObject(lessonFields).partial().refine(nonEmpty, NOTHING);

/** `exercise` is checked by the very schema the course importer reads YAML with. */
export const exerciseCreateSchema = z.strictObject({
  lesson_id: uuid('a lesson'),
  exercise: exerciseSourceSchema,
  status: status.default('draft'),
  position: position.optional(),
});
export const exerciseUpdateSchema = z
  .strictObject({ exercise: exerciseSourceSchema, status, position })
  .partial()
  .refine(nonEmpty, NOTHING);

/** The sentence of a listen exercise whose clip is asked about, made or uploaded. */
export const clipQuerySchema = z.strictObject({
  say: z
    .string()
    .trim()
    .min(1, 'Write the sentence the clip says.')
    .max(300, 'A clip says one sentence (300 characters at most).'),
});

/** Whether a sentence has a clip: an admin's recording, one of the course files, or none yet. */
export const clipStatusSchema = z.object({
  say: z.string(),
  source: z.enum(['recording', 'course', 'none']),
  /** espeak-ng is installed and has a voice for this language. */
  can_generate: z.boolean(),
});
export type ClipStatus = z.infer<typeof clipStatusSchema>;

export const factCategories = [
  'proverb',
  'custom',
  'history',
  'geography',
  'language',
  'food',
  'music',
  'daily-life',
] as const;
const factFields = {
  category: z.enum(factCategories, { error: `Choose one of: ${factCategories.join(', ')}.` }),
  title: contentText.max(120),
  body: contentText.max(800),
  position,
};
export const factCreateSchema = z.strictObject({
  ...factFields,
  language_id: uuid('a language'),
  key: contentKey.optional(),
  position: position.optional(),
});
export const factUpdateSchema = z.strictObject(factFields).partial().refine(nonEmpty, NOTHING);

export const blogPostStatuses = contentStatuses;
const postFields = {
  title: contentText.max(200),
  slug: slugSchema,
  excerpt: contentText.max(300),
  body_markdown: z.string().max(100_000, 'At most 100,000 characters.'),
  category: slugSchema.max(60),
  featured_image: z.union([
    z.url({ protocol: /^https$/, error: 'Use an https address.' }),
    z.string().regex(/^\/[\w./-]+$/),
    z.null(),
  ]),
  author_name: z.union([contentText.max(80), z.null()]),
  status,
  published_at: z.iso.datetime({ offset: true, error: 'Use an ISO date and time.' }),
};
export const postCreateSchema = z.strictObject({
  ...postFields,
  /** Suggested from the title when absent; must be unique. */
  slug: slugSchema.optional(),
  featured_image: postFields.featured_image.default(null),
  author_name: postFields.author_name.default(null),
  status: status.default('draft'),
  published_at: postFields.published_at.optional(),
});
export const postUpdateSchema = z.strictObject(postFields).partial().refine(nonEmpty, NOTHING);

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────

const managed = {
  id: z.string(),
  position: z.number().int(),
  status: z.enum(contentStatuses),
  /** When an admin last changed it in the CMS; null when it is exactly as imported. */
  edited_at: z.string().nullable(),
};

export const adminLanguageSchema = z.object({
  ...managed,
  code: z.string(),
  name: z.string(),
  native_name: z.string(),
  description: z.string(),
  special_characters: z.array(z.string()),
  has_voice: z.boolean(),
});
export type AdminLanguage = z.infer<typeof adminLanguageSchema>;

export const adminUnitSchema = z.object({
  ...managed,
  language_id: z.string(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  tips: z.string().nullable(),
});
export type AdminUnit = z.infer<typeof adminUnitSchema>;

export const adminLessonSchema = z.object({
  ...managed,
  unit_id: z.string(),
  key: z.string(),
  title: z.string(),
  xp_reward: z.number().int(),
  words: z.array(z.tuple([z.string(), z.string()])),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const adminExerciseSchema = z.object({
  ...managed,
  lesson_id: z.string(),
  type: z.enum(exerciseTypes),
  /** The exercise as an author writes it (answers as text), ready for the editor. */
  exercise: z.looseObject({ type: z.enum(exerciseTypes), prompt: z.string() }),
  audio_url: z.string().nullable(),
});
export type AdminExercise = z.infer<typeof adminExerciseSchema>;

export const adminFactSchema = z.object({
  ...managed,
  language_id: z.string(),
  key: z.string(),
  category: z.string(),
  title: z.string(),
  body: z.string(),
});
export type AdminFact = z.infer<typeof adminFactSchema>;

export const courseTreeSchema = z.object({
  language: adminLanguageSchema,
  units: z.array(
    adminUnitSchema.extend({
      lessons: z.array(adminLessonSchema.extend({ exercises: z.array(adminExerciseSchema) })),
    }),
  ),
  facts: z.array(adminFactSchema),
});
export type CourseTree = z.infer<typeof courseTreeSchema>;

/** What happened to an item a DELETE was asked for: learners' history keeps it archived. */
export const deletionSchema = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});
export type Deletion = z.infer<typeof deletionSchema>;

export const adminPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body_markdown: z.string(),
  category: z.string(),
  featured_image: z.string().nullable(),
  author_name: z.string().nullable(),
  status: z.enum(contentStatuses),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The admin who acted; null for the system or a deleted account (told apart by `actor_kind`). */
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** `system`: a rule acted, e.g. three learners' reports took a clip out of service. */
  actor_kind: z.enum(['admin', 'system']),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  entity: z.string().max(40).optional(),
  entity_id: z.uuid('That is not an id.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A title as a slug: 'Hello, Yorùbá!' → 'hello-yoruba'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

// ── The dashboard and the contact inbox ─────────────────────────────────────────────────────────

export const dashboardSchema = z.object({
  learners: z.number().int(),
  active_today: z.number().int(),
  active_7_days: z.number().int(),
  /** The last 30 UTC days, oldest first, every day present (0 when none). */
  lessons_completed: z.array(z.object({ day: z.string(), count: z.number().int() })),
  newest_signups: z.array(
    z.object({ id: z.string(), username: z.string(), email: z.string(), created_at: z.string() }),
  ),
  unread_messages: z.number().int(),
  open_reports: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const contactMessageAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type ContactMessageAdmin = z.infer<typeof contactMessageAdminSchema>;

export const contactListQuerySchema = z.strictObject({
  unhandled: z.enum(['true', 'false'], { error: 'unhandled is true or false.' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const contactUpdateSchema = z.strictObject({ handled: z.boolean({ error: 'handled is true or false.' }) });

// ── Problem reports from the lesson player ──────────────────────────────────────────────────────

export { problemKindLabels, problemKinds, reportKinds, type ProblemKind, type ReportKind } from '../domain/problems.ts';

export const problemReportSchema = z.strictObject({
  kind: z.enum(problemKinds, { error: 'Choose what is wrong.' }),
  /** The answer the learner gave, as text; filled in by the player. */
  answer: z.string().trim().min(1).max(300, 'At most 300 characters.').optional(),
  note: z.string().trim().max(500, 'At most 500 characters.').optional(),
});

export const reportReceiptSchema = z.object({ id: z.string(), message: z.string() });

export const adminReportSchema = z.object({
  id: z.string(),
  kind: z.enum(reportKinds),
  answer: z.string().nullable(),
  note: z.string().nullable(),
  /** The text a contributor was asked to record, for a report from the recording studio. */
  text: z.string().nullable(),
  username: z.string().nullable(),
  created_at: z.string(),
});

/**
 * Open reports grouped by exercise, or by lesson word (a studio report on a word), most reported
 * first. Exactly one of `exercise_id` and `word_id` is set.
 */
export const reportGroupSchema = z.object({
  exercise_id: z.string().nullable(),
  word_id: z.string().nullable(),
  lesson_id: z.string(),
  lesson_title: z.string(),
  language_code: z.string(),
  /** The exercise type, or `word`. */
  type: z.string(),
  /** The exercise's prompt, or the word. */
  prompt: z.string(),
  /** A read exercise's question (its prompt alone does not say which one), or a word's meaning. */
  question: z.string().optional(),
  /** Whether a typed answer can be added to this exercise's accepted answers. */
  accepts_text: z.boolean(),
  reports: z.array(adminReportSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

// ── Blog categories ─────────────────────────────────────────────────────────────────────────────

export const categoryCreateSchema = z.strictObject({
  name: contentText.max(60),
  /** Made from the name when absent. */
  slug: slugSchema.max(60).optional(),
  description: contentText.max(300).optional(),
});
export const categoryUpdateSchema = z
  .strictObject({ name: contentText.max(60), description: z.union([contentText.max(300), z.null()]) })
  .partial()
  .refine(nonEmpty, NOTHING);
export const categoryParamsSchema = z.object({ slug: slugSchema });

export const adminCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Posts in it, drafts included. */
  posts: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
