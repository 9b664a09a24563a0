import { z } from 'zod';
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../domain/identity.ts';

/** A username (domain/identity.ts has the rule), refused with the reason a person can act on. */
export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${String(USERNAME_MIN)} characters.`)
  .max(USERNAME_MAX, `Username must be at most ${String(USERNAME_MAX)} characters.`)
  .regex(USERNAME_PATTERN, 'Use letters, digits, dots and underscores, starting and ending with a letter or digit.');
