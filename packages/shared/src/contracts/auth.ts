import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, validatePasswordStrength } from '../domain/password.ts';
import { usernameSchema } from './username.ts';
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
export type Credentials = z.input<typeof loginSchema>;
export const registerSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema.optional(),
});
export type Registration = z.input<typeof registerSchema>;
export const resetRequestSchema = z.strictObject({ email: emailSchema });
const linkToken = z.string({ error: 'The link is incomplete.' }).min(1, 'The link is incomplete.').max(200);
export const resetPasswordSchema = z.strictObject({ token: linkToken, password: newPasswordSchema });
export type PasswordReset = z.input<typeof resetPasswordSchema>;
export const verifyEmailSchema = z.strictObject({ token: linkToken });
/** A one-time sign-in link's token, from the mail it came in. */
export const signInLinkSchema = z.strictObject({ token: linkToken });
export const signInLinkRequestSchema = z.strictObject({ email: emailSchema });
export const changePasswordSchema = z.strictObject({
  email: emailSchema,
  oldPassword: passwordField,
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.input<typeof changePasswordSchema>;

/** Sign-in, refresh and the Google callback answer `data.access_token` (spec section 7). */
export const accessTokenSchema = z.object({ access_token: z.string() });
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** The Google callback also says whether the account was made just now (then: onboarding). */
export const googleSignedInSchema = accessTokenSchema.extend({ new_account: z.boolean() });
export type GoogleSignedIn = z.infer<typeof googleSignedInSchema>;

export const googleCallbackQuerySchema = z.object({
  code: z.string({ error: 'The sign-in answer from Google is missing its code.' }).min(1).max(2048),
  state: z.string({ error: 'The sign-in answer from Google is missing its state.' }).min(1).max(512),
});

/** Which sign-in methods this server offers. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Why the Google sign-in could not start: shown by the callback page. */
export const googleStartErrors = {
  not_configured: 'This Roots server has no Google sign-in set up. Please use your e-mail and password instead.',
  unavailable: 'Google sign-in is not reachable right now. Please try again in a moment, or use your e-mail.',
} as const;

export const registeredSchema = z.object({ id: z.string(), email: z.string(), username: z.string() });

export const sessionSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The device making this request. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
