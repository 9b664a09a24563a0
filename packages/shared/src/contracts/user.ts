import { z } from 'zod';
import type { Hearts } from '../domain/hearts.ts';
import { notificationKinds } from './notifications.ts';
import { usernameSchema } from './username.ts';
import { dailyGoals, profileVisibilities, romanisationModes } from '../domain/preferences.ts';
import { userText } from '../domain/text.ts';

export const roles = ['learner', 'admin'] as const;

/** Hearts as the profile and heart check carry them (product spec section 3). */
/** Hearts on the wire; `Hearts` in domain/hearts.ts is the same shape without the schema library. */
export const heartsSchema = z.object({
  heart_count: z.number().int(),
  max_heart: z.number().int(),
  next_heart_regen: z.string().nullable(),
  regeneration_rate: z.number().int(),
});
// Keeps the schema and the plain type of domain/hearts.ts in step.
heartsSchema satisfies z.ZodType<Hearts>;

export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  user_metadata: z.object({
    username: z.string(),
    avatar_url: z.string().nullable(),
  }),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  daily_goal: z.number().int(),
  time_zone: z.string(),
  email_verified: z.boolean(),
  /** False until onboarding is finished: signing in then leads to /onboarding. */
  onboarded: z.boolean(),
  /** Google-only accounts have no password to confirm or change. */
  has_password: z.boolean(),
  hearts: heartsSchema,
  profile_visibility: z.enum(profileVisibilities),
  /** The kinds of notification the learner turned off. */
  muted_notifications: z.array(z.string()),
  /** Whether the lesson player plays its short right, wrong and complete sounds. */
  sound_effects: z.boolean(),
  romanisation: z.enum(romanisationModes),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * What a learner may change on their profile; any other field (role, xp, coins, hearts, id…) is
 * refused with a 400 rather than silently dropped.
 */
export const profileUpdateSchema = z
  .strictObject({
    username: usernameSchema,
    display_name: userText('Display name', { max: 60 }).nullable(),
    bio: userText('Bio', { min: 0, max: 300 }).nullable(),
    daily_goal: z.union(
      dailyGoals.map((goal) => z.literal(goal)),
      { error: 'Choose a daily goal of 10, 20, 30 or 50 XP.' },
    ),
    time_zone: z.string().refine(isTimeZone, 'Choose a time zone from the list.'),
    /** Only `null` (remove the picture): a new one is uploaded to PUT /user/avatar. */
    avatar_url: z.null({ error: 'Upload a new picture instead; here only null (remove it) is accepted.' }),
    profile_visibility: z.enum(profileVisibilities, { error: 'Choose everyone, friends or nobody.' }),
    muted_notifications: z
      .array(z.enum(notificationKinds, { error: 'That is not a kind of notification.' }))
      .max(notificationKinds.length)
      .transform((kinds) => [...new Set(kinds)]),
    sound_effects: z.boolean({ error: 'Sound effects are on (true) or off (false).' }),
    romanisation: z.enum(romanisationModes, { error: 'Choose auto, always or never.' }),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update.');
/** What the client sends: text before the server trims and normalises it. */
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

export const usernameCheckQuerySchema = z.strictObject({ username: z.string().max(100) });
export const usernameCheckSchema = z.object({ available: z.boolean(), reason: z.string().nullable() });
export type UsernameCheck = z.infer<typeof usernameCheckSchema>;

/** Deleting the account: the password, or for a Google-only account the typed confirmation. */
export const deleteAccountSchema = z.strictObject({
  password: z.string().max(1024).optional(),
  confirmation: z.string().max(100).optional(),
});
export type AccountDeletion = z.input<typeof deleteAccountSchema>;
