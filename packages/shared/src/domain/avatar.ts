export const MAX_AVATAR_INITIALS = 2;

/**
 * A word's first letter with the marks that combine with it (a Yoruba "Ọ̀" keeps its dot below and
 * tone mark). Not Intl.Segmenter: the navigation bar shows an avatar on every signed-in page, and
 * making a segmenter loads ICU's break rules, about 25 ms on a slow phone's first paint, for what
 * this pattern answers for every name (initials keep only letters and digits).
 */
const firstLetter = /^\P{M}\p{M}*/u;

/**
 * The avatar's text when there is no image: the initials of the first two words of the username
 * ("ada lovelace" → "AL", "kofi" → "K"), or '?' when there is nothing to show.
 */
export function avatarInitials(username: string | null | undefined): string {
  const initials = (username ?? '')
    .trim()
    .split(/\s+/u)
    .map((word) => firstLetter.exec(word)?.[0] ?? '')
    .filter((initial) => /[\p{L}\p{N}]/u.test(initial))
    .slice(0, MAX_AVATAR_INITIALS)
    .join('')
    .toLocaleUpperCase();
  return initials === '' ? '?' : initials;
}
