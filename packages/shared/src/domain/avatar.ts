export const MAX_AVATAR_INITIALS = 2;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The avatar's text when there is no image: the initials of the first two words of the username
 * ("ada lovelace" → "AL", "kofi" → "K"), or '?' when there is nothing to show. Works on grapheme
 * clusters so a Yoruba "Ọ̀lá" keeps its dot below and tone mark.
 */
export function avatarInitials(username: string | null | undefined): string {
  const initials = (username ?? '')
    .trim()
    .split(/\s+/u)
    .map((word) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .filter((initial) => /[\p{L}\p{N}]/u.test(initial))
    .slice(0, MAX_AVATAR_INITIALS)
    .join('')
    .toLocaleUpperCase();
  return initials === '' ? '?' : initials;
}
