import { z } from 'zod';
import type { Hearts } from '../domain/hearts.ts';

export const roles = ['learner', 'admin'] as const;
export type Role = (typeof roles)[number];

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
  hearts: heartsSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;
