/** The text fields' current values of an item of the course tree: an edit form's starting values. */
export const textsOf = (item: object, names: readonly { name: string }[]): Record<string, string> =>
  Object.fromEntries(
    names.map(({ name }) => {
      const value = (item as Record<string, unknown>)[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );

/**
 * A lesson's new words as the CMS edits them, one per line as "word = meaning" (they become the
 * lesson's introduction cards and word hints). Only the first "=" splits, so a meaning may hold one.
 */
export const wordsToText = (words: readonly (readonly [string, string])[]) =>
  words.map(([word, meaning]) => `${word} = ${meaning}`).join('\n');

/** A line without "=" keeps an empty meaning, which the server refuses with a message for that word. */
export const textToWords = (text: string): [string, string][] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.indexOf('=');
      return at < 0 ? [line.trim(), ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
