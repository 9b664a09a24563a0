import { dailyGoals } from '@roots/shared/domain/preferences';
import { usernameSchema } from '@roots/shared/contracts/username';
import { z } from 'zod';

/** The profile form's rules (components/profile-form.tsx loads them when they are needed). */
export const profileFormSchema = z.object({
  username: usernameSchema,
  display_name: z.string().trim().max(60, 'Display name must be at most 60 characters.'),
  bio: z.string().trim().max(300, 'Bio must be at most 300 characters.'),
  // The radio buttons hold text; the contract wants one of the goals as a number.
  daily_goal: z.string().transform((value, context) => {
    const goal = dailyGoals.find((candidate) => String(candidate) === value);
    if (goal === undefined) {
      context.addIssue({ code: 'custom', message: 'Choose a daily goal of 10, 20, 30 or 50 XP.' });
      return z.NEVER;
    }
    return goal;
  }),
  time_zone: z.string().min(1, 'Choose a time zone.'),
});
export type FormInput = z.input<typeof profileFormSchema>;
export type FormValues = z.output<typeof profileFormSchema>;
