import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, validatePasswordStrength } from '../domain/password.ts';
import { usernameSchema } from '../domain/identity.ts';
import { emailSchema } from '../domain/text.ts';

const passwordField = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${String(PASSWORD_MAX_LENGTH)} characters.`);

/** A new password: the spec's five rules, reported one message at a time. */
export const newPasswordSchema = passwordField.superRefine((password, context) => {
  for (const message of validatePasswordStrength(password)) context.addIssue({ code: 'custom', message });
});

export const loginSchema = z.strictObject({ email: emailSchema, password: passwordField });
export const registerSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema.optional(),
});
export const resetRequestSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token: z.string().min(1), password: newPasswordSchema });

/** Sign-in, refresh and the Google callback answer `data.access_token` (spec section 7). */
export const accessTokenSchema = z.object({ access_token: z.string() });

export const registeredSchema = z.object({ id: z.string(), email: z.string(), username: z.string() });
