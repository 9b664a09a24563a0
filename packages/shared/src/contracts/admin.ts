import { z } from 'zod';
import { roles } from './user.ts';

export const accountStatuses = ['active', 'banned'] as const;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminUserUpdateSchema = z
  .strictObject({ role: z.enum(roles), status: z.enum(accountStatuses) })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update.');
