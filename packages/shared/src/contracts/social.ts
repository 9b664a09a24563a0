import { z } from 'zod';
import { usernameSchema } from './username.ts';

/** What anyone may see of a learner: never an e-mail. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

// ── Leaderboard ──────────────────────────────────────────────────────────────────────────────────

export const leaderboardPeriods = ['week', 'all'] as const;
export const leaderboardScopes = ['everyone', 'friends'] as const;

export const leaderboardQuerySchema = z.strictObject({
  period: z.enum(leaderboardPeriods, { error: 'Choose the period week or all.' }).default('week'),
  scope: z.enum(leaderboardScopes, { error: 'Choose the scope everyone or friends.' }).default('everyone'),
});

export const leaderboardRowSchema = publicUserSchema.extend({
  rank: z.number().int(),
  xp: z.number().int(),
  /**
   * A learner whose profile the viewer may not see ("nobody", or "friends" for a stranger): shown
   * as "A learner", with no username, picture or link.
   */
  hidden: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  period: z.enum(leaderboardPeriods),
  scope: z.enum(leaderboardScopes),
  /** Monday 00:00 UTC of the week, for the weekly board. */
  since: z.string().nullable(),
  rows: z.array(leaderboardRowSchema),
  /** The viewer's own row, always, even far below the top 50 or without XP. */
  me: leaderboardRowSchema,
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const LEADERBOARD_SIZE = 50;

// ── Leagues ──────────────────────────────────────────────────────────────────────────────────────

export const leagueSchema = z.object({
  week_start: z.string(),
  ends_at: z.string(),
  tier: z.number().int(),
  tier_name: z.string(),
  /** False until the learner earns XP this week: then they are placed in a group. */
  placed: z.boolean(),
  promoted_count: z.number().int(),
  demoted_count: z.number().int(),
  members: z.array(leaderboardRowSchema.extend({ zone: z.enum(['promotion', 'safe', 'demotion']) })),
  /** Last week's result, if the learner played. */
  last_result: z
    .object({ tier_name: z.string(), rank: z.number().int(), outcome: z.enum(['promoted', 'stayed', 'demoted']) })
    .nullable(),
});
export type League = z.infer<typeof leagueSchema>;

// ── Friends ──────────────────────────────────────────────────────────────────────────────────────

export const relations = ['none', 'friends', 'outgoing', 'incoming', 'blocked', 'self'] as const;
export type Relation = (typeof relations)[number];

export const friendSchema = publicUserSchema.extend({ xp_this_week: z.number().int() });
export type Friend = z.infer<typeof friendSchema>;

export const friendsSchema = z.object({
  friends: z.array(friendSchema),
  incoming: z.array(publicUserSchema),
  outgoing: z.array(publicUserSchema),
  blocked: z.array(publicUserSchema),
});
export type Friends = z.infer<typeof friendsSchema>;

export const userSearchQuerySchema = z.strictObject({
  username: z
    .string({ error: 'Type a username to search for.' })
    .trim()
    .min(2, 'Type at least 2 letters of a username.')
    .max(30, 'A username has at most 30 characters.'),
});
export const userSearchSchema = z.array(publicUserSchema.extend({ relation: z.enum(relations) }));
export type UserSearchResult = z.infer<typeof userSearchSchema>;

export const friendRequestSchema = z.strictObject({ username: usernameSchema });
export const relationSchema = z.object({ relation: z.enum(relations) });
export type RelationState = z.infer<typeof relationSchema>;

// ── Public profile ───────────────────────────────────────────────────────────────────────────────

/** A course the learner is enrolled in, with how far they are through it. */
export const languageProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
});
export type LanguageProgress = z.infer<typeof languageProgressSchema>;

export const publicProfileSchema = z.object({
  user: publicUserSchema,
  relation: z.enum(relations),
  /** Null when the learner's visibility setting hides the details from this viewer. */
  details: z
    .object({
      bio: z.string().nullable(),
      joined_at: z.string(),
      xp_total: z.number().int(),
      xp_this_week: z.number().int(),
      current_streak: z.number().int(),
      longest_streak: z.number().int(),
      league: z.string().nullable(),
      languages: z.array(languageProgressSchema),
    })
    .nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const usernameParamsSchema = z.object({ username: z.string().min(1).max(100) });
export const userIdParamsSchema = z.object({ userId: z.uuid('That is not a learner id.') });

// ── Own profile (the /profile page) ──────────────────────────────────────────────────────────────

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  earned: z.boolean(),
});

export const myProfileSchema = z.object({
  xp_total: z.number().int(),
  xp_this_week: z.number().int(),
  current_streak: z.number().int(),
  longest_streak: z.number().int(),
  lessons_completed: z.number().int(),
  joined_at: z.string(),
  languages: z.array(languageProgressSchema),
  /** The last 30 days in the learner's time zone, oldest first. */
  xp_by_day: z.array(z.object({ day: z.string(), xp: z.number().int() })),
  achievements: z.array(achievementSchema),
});
export type MyProfile = z.infer<typeof myProfileSchema>;
