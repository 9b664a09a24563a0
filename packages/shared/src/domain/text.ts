import { z } from 'zod';

// C0/C1 control characters other than tab and newlines, plus the bidirectional overrides that can
// make stored text display differently from what was typed.
// eslint-disable-next-line no-control-regex
const forbiddenCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A trimmed, NFC-normalised piece of user text with a length limit; refuses control characters
 * (such as NUL, which PostgreSQL cannot store) with a message a person understands.
 */
export function userText(label: string, { min = 1, max }: { min?: number; max: number }) {
  return z
    .string({ error: `${label} is required.` })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? `${label} is required.` : `${label} must be at least ${String(min)} characters.`)
        .max(max, `${label} must be at most ${String(max)} characters.`)
        .refine((value) => !forbiddenCharacters.test(value), `${label} contains characters that are not allowed.`),
    );
}

export const emailSchema = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .min(1, 'E-mail is required.')
  .max(254, 'E-mail must be at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'));
