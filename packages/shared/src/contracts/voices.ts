import { z } from 'zod';
import { userText } from '../domain/text.ts';

/**
 * The voices API (issue 40): native speakers apply, record the texts of a course in the studio,
 * review one another's clips; admins decide applications, pause contributors and settle flags.
 * Every path is under /api. A "text" (a lesson word or an exercise's sentence) is named by its
 * opaque `text_id`: the API never takes raw text from a client.
 */

/** The media types an upload (an application's sample or a clip) may be sent as. */
export const voiceUploadMediaTypes = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/wav',
  'audio/x-wav',
  'audio/flac',
] as const;

/** An upload's largest size: a browser's recording of one sentence, with the silence around it. */
export const VOICE_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** Two approvals from contributors (or one from an admin) approve a clip; two rejections reject it. */
export const VOICE_APPROVALS_NEEDED = 2;
export const VOICE_REJECTIONS_TO_REJECT = 2;

const languageCode = z
  .string({ error: 'Choose a language.' })
  .regex(/^[a-z]{2,3}$/, 'Choose a language from the list.');

const optionalText = (label: string, max: number) => userText(label, { min: 0, max }).optional();

// ---------------------------------------------------------------------------------------------
// Contributor side
// ---------------------------------------------------------------------------------------------

export const voiceApplicationInputSchema = z.strictObject({
  languages: z
    .array(languageCode, { error: 'Choose the languages you speak natively.' })
    .min(1, 'Choose at least one language you speak natively.')
    .max(4, 'Choose at most four languages.')
    .refine((codes) => new Set(codes).size === codes.length, 'Choose each language once.'),
  region: userText('Region', { min: 2, max: 80 }),
  dialect: optionalText('Dialect', 80),
  about: optionalText('About you', 500),
  /** null: do not name me on the credits page. */
  credit_name: userText('Name for the credits', { max: 60 }).nullable().optional(),
});
export type VoiceApplicationInput = z.input<typeof voiceApplicationInputSchema>;

export const voiceApplicationStatuses = ['open', 'decided'] as const;
export const voiceLanguageStatuses = ['pending', 'active', 'paused', 'rejected'] as const;
export type VoiceLanguageStatus = (typeof voiceLanguageStatuses)[number];

export const voiceApplicationSchema = z.object({
  id: z.string(),
  /** open while any of its languages waits for a decision. */
  status: z.enum(voiceApplicationStatuses),
  has_sample: z.boolean(),
  created_at: z.string(),
});
export type VoiceApplication = z.infer<typeof voiceApplicationSchema>;

export const voiceApplicationResponseSchema = z.object({ application: voiceApplicationSchema });

export const voiceApplicationParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const voiceStatsSchema = z.object({
  recorded: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  pending: z.number().int(),
});

export const voicesMeSchema = z.object({
  languages: z.array(z.object({ code: z.string(), name: z.string(), status: z.enum(voiceLanguageStatuses) })),
  application: voiceApplicationSchema.nullable(),
  credit_name: z.string().nullable(),
  stats: voiceStatsSchema,
});
export type VoicesMe = z.infer<typeof voicesMeSchema>;

export const voiceCodeParamsSchema = z.object({ code: languageCode });

export const voiceStudioQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const voiceTextKinds = ['word', 'sentence'] as const;

export const voiceStudioItemSchema = z.object({
  text_id: z.string(),
  text: z.string(),
  meaning: z.string(),
  kind: z.enum(voiceTextKinds),
  /** Where the course uses it, e.g. "Unit 3 · Numbers". */
  where: z.string(),
  /** Amharic only: the text in Latin letters. */
  romanisation: z.string().nullable(),
  /** The course's reading note (tone marks, dotted vowels, hooked letters), one short line. */
  notes: z.string().nullable(),
});
export type VoiceStudioItem = z.infer<typeof voiceStudioItemSchema>;

export const voiceStudioSchema = z.object({
  items: z.array(voiceStudioItemSchema),
  remaining: z.number().int(),
});
export type VoiceStudio = z.infer<typeof voiceStudioSchema>;

/** "This text is wrong" from the studio: a problem report on the exercise or word using the text. */
export const voiceTextReportParamsSchema = z.object({ textId: z.string().min(1).max(64) });
export const voiceTextReportInputSchema = z.strictObject({
  note: optionalText('What is wrong', 500),
});
export type VoiceTextReportInput = z.input<typeof voiceTextReportInputSchema>;
export const voiceTextReportedSchema = z.object({ message: z.string() });
export type VoiceTextReported = z.infer<typeof voiceTextReportedSchema>;

export const voiceClipUploadQuerySchema = z.object({
  text_id: z.string({ error: 'Say which text this recording is of.' }).min(1).max(64),
});

/** `held`: taken out of service by learners' reports until an admin puts it back or rejects it. */
export const voiceClipStatuses = ['pending', 'approved', 'rejected', 'flagged', 'withdrawn', 'held'] as const;
export type VoiceClipStatus = (typeof voiceClipStatuses)[number];

export const voiceClipCreatedSchema = z.object({
  clip: z.object({
    id: z.string(),
    text_id: z.string(),
    status: z.literal('pending'),
    seconds: z.number(),
  }),
});
export type VoiceClipCreated = z.infer<typeof voiceClipCreatedSchema>;

export const voiceClipParamsSchema = z.object({ id: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Review
// ---------------------------------------------------------------------------------------------

export const voiceReviewQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const voiceReviewItemSchema = z.object({
  clip_id: z.string(),
  text: z.string(),
  meaning: z.string(),
  romanisation: z.string().nullable(),
  notes: z.string().nullable(),
  /** /api/voices/clips/:id/audio */
  audio_url: z.string(),
  seconds: z.number(),
  recorded_at: z.string(),
});
export type VoiceReviewItem = z.infer<typeof voiceReviewItemSchema>;

export const voiceReviewListSchema = z.object({ items: z.array(voiceReviewItemSchema) });

export const voiceReviewVerdicts = ['approve', 'reject', 'flag'] as const;
export const voiceRejectReasons = ['wrong_text', 'unclear', 'noise', 'wrong_tone'] as const;
export type VoiceRejectReason = (typeof voiceRejectReasons)[number];

export const voiceRejectReasonLabels: Record<VoiceRejectReason, string> = {
  wrong_text: 'Wrong text',
  unclear: 'Unclear',
  noise: 'Noise',
  wrong_tone: 'Wrong tone',
};

export const voiceReviewParamsSchema = z.object({ clipId: z.string().min(1).max(64) });

export const voiceReviewInputSchema = z
  .strictObject({
    verdict: z.enum(voiceReviewVerdicts, { error: 'Choose approve, reject or flag.' }),
    reason: z.enum(voiceRejectReasons, { error: 'Choose a reason from the list.' }).optional(),
    note: optionalText('Note', 300),
  })
  .refine((input) => input.verdict !== 'reject' || input.reason !== undefined, {
    error: 'Say why you reject this clip.',
    path: ['reason'],
  });
export type VoiceReviewInput = z.input<typeof voiceReviewInputSchema>;

export const voiceClipStateSchema = z.object({
  clip: z.object({ id: z.string(), status: z.enum(voiceClipStatuses) }),
});
export type VoiceClipState = z.infer<typeof voiceClipStateSchema>;

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const adminVoiceContributorSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  status: z.enum(voiceLanguageStatuses),
  recorded: z.number().int(),
  approved: z.number().int(),
});

export const adminVoiceLanguageSchema = z.object({
  code: z.string(),
  name: z.string(),
  wanted: z.number().int(),
  recorded: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  pending: z.number().int(),
  /** Texts with an approved human or synthetic clip, over all texts: 0–1. */
  voiced_share: z.number().min(0).max(1),
  /** Of those, the texts whose only clip is a course file: espeak-ng's synthetic speech. */
  synthetic_share: z.number().min(0).max(1),
  contributors: z.array(adminVoiceContributorSchema),
});

export const adminVoiceApplicationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string(),
  languages: z.array(z.object({ code: z.string(), status: z.enum(voiceLanguageStatuses) })),
  region: z.string(),
  dialect: z.string().nullable(),
  about: z.string().nullable(),
  has_sample: z.boolean(),
  /** /api/admin/voices/applications/:id/sample when has_sample, else null. */
  sample_url: z.string().nullable(),
  created_at: z.string(),
});

export const adminVoiceFlaggedSchema = z.object({
  clip_id: z.string(),
  code: z.string(),
  text: z.string(),
  audio_url: z.string(),
  flags: z.number().int(),
  /** flagged by a reviewer, or held: taken out of service by learners' reports. */
  status: z.enum(['flagged', 'held']),
  /** Learners' reports since it was last approved. */
  reports: z.number().int(),
});

/** Whether learners get a clip that is no contribution: `out_of_service` until an admin keeps it again. */
export const voiceFileStatuses = ['in_service', 'out_of_service'] as const;

/**
 * A clip that is not a contribution, a CMS recording or a course file (espeak-ng's synthetic
 * speech), with learners' reports since an admin last kept it; or one out of service.
 */
export const adminVoiceReportedSchema = z.object({
  /** The clip file, `<code>/<name>.ogg`: what the admin's actions name. */
  file: z.string(),
  code: z.string(),
  /** The text it says, when the voices module knows it; else the clip file's name. */
  text: z.string(),
  /** `course`: a course file, synthetic speech. */
  source: z.enum(['recording', 'course']),
  status: z.enum(voiceFileStatuses),
  /** /api/admin/voices/files/<code>/<name>/audio: the clip, also while out of service. */
  audio_url: z.string(),
  reports: z.number().int(),
  reasons: z.array(z.enum(voiceRejectReasons)),
});

export const adminVoicesSchema = z.object({
  languages: z.array(adminVoiceLanguageSchema),
  applications: z.array(adminVoiceApplicationSchema),
  flagged: z.array(adminVoiceFlaggedSchema),
  reported: z.array(adminVoiceReportedSchema),
});
export type AdminVoices = z.infer<typeof adminVoicesSchema>;

export const adminVoiceApplicationDecisionParamsSchema = z.object({
  id: z.string().min(1).max(64),
  code: languageCode,
});

export const adminVoiceDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
});
export type AdminVoiceDecision = z.input<typeof adminVoiceDecisionSchema>;

export const adminVoiceContributorParamsSchema = z.object({
  userId: z.string().min(1).max(64),
  code: languageCode,
});

/** The answer to an application decision, a pause and a resume: the contributor's state in that language. */
export const adminVoiceContributorStateSchema = z.object({
  user_id: z.string(),
  code: z.string(),
  status: z.enum(voiceLanguageStatuses),
  /** Clips withdrawn by a pause (0 otherwise). */
  withdrawn: z.number().int(),
});
export type AdminVoiceContributorState = z.infer<typeof adminVoiceContributorStateSchema>;

export const adminVoiceClipParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const adminVoiceFileParamsSchema = z.object({
  code: languageCode,
  name: z.string().regex(/^[0-9a-f]{16}\.ogg$/, 'That is not the name of a clip file.'),
});

/** Keep a reported clip (its reports are settled; it plays again if it was out of service), or take it out. */
export const adminVoiceFileDecisionSchema = z.strictObject({
  decision: z.enum(['keep', 'take_out'], { error: 'Choose keep or take_out.' }),
});
export type AdminVoiceFileDecision = z.input<typeof adminVoiceFileDecisionSchema>;

export const adminVoiceFileStateSchema = z.object({ file: z.string(), status: z.enum(voiceFileStatuses) });
export type AdminVoiceFileState = z.infer<typeof adminVoiceFileStateSchema>;

// ---------------------------------------------------------------------------------------------
// Credits
// ---------------------------------------------------------------------------------------------

/** How long the public credits may be kept by a browser or a proxy. */
export const VOICE_CREDITS_MAX_AGE_SECONDS = 300;

/**
 * The public credits: per language, the active contributors who chose a credit name, with their
 * approved clips. Nothing else about anyone: no user id, no username.
 */
export const voiceCreditsSchema = z.object({
  languages: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      contributors: z.array(z.object({ credit_name: z.string(), approved: z.number().int() })),
    }),
  ),
});
export type VoiceCredits = z.infer<typeof voiceCreditsSchema>;

/** A contributor's name on the credits page; null takes them off it. */
export const voiceCreditNameInputSchema = z.strictObject({
  credit_name: userText('Name for the credits', { min: 1, max: 60 }).nullable(),
});
export type VoiceCreditNameInput = z.input<typeof voiceCreditNameInputSchema>;

export const voiceCreditNameSchema = z.object({ credit_name: z.string().nullable() });
export type VoiceCreditName = z.infer<typeof voiceCreditNameSchema>;

// ---------------------------------------------------------------------------------------------
// Learners report a wrong clip (issue 40 §3)
// ---------------------------------------------------------------------------------------------

/** Reports from this many different learners take a clip out of service until an admin decides. */
export const VOICE_REPORTS_TO_HOLD = 3;

/** What a learner can say is wrong with a clip, in the player's words. */
export const voiceReportReasonLabels: Record<VoiceRejectReason, string> = {
  wrong_text: 'Wrong word',
  unclear: 'Unclear',
  noise: 'Noise',
  wrong_tone: 'Wrong tone',
};

export const voiceReportInputSchema = z.strictObject({
  /** The clip's URL as the learner was given it: `/api/audio/<name>.ogg`. */
  audio_url: z
    .string({ error: 'Say which clip you report.' })
    .max(100)
    .regex(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/, 'That is not the address of a clip.'),
  reason: z.enum(voiceRejectReasons, { error: 'Choose what is wrong with the clip.' }),
});
export type VoiceReportInput = z.input<typeof voiceReportInputSchema>;

/** Always the same answer: a repeat report is taken silently and not counted twice. */
export const voiceReportReceivedSchema = z.object({ received: z.literal(true) });
export type VoiceReportReceived = z.infer<typeof voiceReportReceivedSchema>;
