// The choices of a learner's settings. Apart from the schemas that check them (contracts/user.ts):
// a page that only offers the choices, such as onboarding's daily goals, need not load zod.

/** Who may see the learner's public profile. */
export const profileVisibilities = ['everyone', 'friends', 'nobody'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];

/**
 * Romanisation under Ethiopic text in lessons: `auto` shows it in a course's first units
 * (domain/ethiopic.ts, `showsRomanisation`), or always, or never.
 */
export const romanisationModes = ['auto', 'always', 'never'] as const;
export type RomanisationMode = (typeof romanisationModes)[number];

/** The daily XP goals a learner chooses from. */
export const dailyGoals = [10, 20, 30, 50] as const;
export type DailyGoal = (typeof dailyGoals)[number];
