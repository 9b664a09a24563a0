import type { Language } from '@roots/shared/contracts/learning';

/**
 * The current course among the learner's languages: the one the server keeps on the account (so it
 * follows the learner to another browser), else the one stored as lastLanguage on this browser
 * (spec section 4), else the first.
 */
export function pickCurrent(languages: Language[] | undefined, stored: string | null): Language | undefined {
  return languages?.find((l) => l.current) ?? languages?.find((l) => l.id === stored) ?? languages?.[0];
}
