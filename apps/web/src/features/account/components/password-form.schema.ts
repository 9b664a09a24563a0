import { newPasswordSchema } from '@roots/shared/contracts/auth';
import { z } from 'zod';

/** The password form's rules (components/password-form.tsx loads them when they are needed). */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((values) => values.newPassword === values.confirm, {
    path: ['confirm'],
    error: 'The two new passwords are not the same.',
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
