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

/**
 * The first line of the new-words text that is not "word = meaning", said with its line number as
 * the teacher sees it in the field (blank lines count): "Line 3: “kwaheri” has no meaning …".
 */
export function wordLinesProblem(text: string): string | undefined {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const where = `Line ${String(index + 1)}`;
    const at = line.indexOf('=');
    if (at < 0) return `${where}: “${line.trim()}” has no “=”: write it as word = meaning.`;
    if (line.slice(0, at).trim() === '') return `${where}: the word before “=” is missing.`;
    if (line.slice(at + 1).trim() === '') return `${where}: the meaning after “=” is missing.`;
  }
  return undefined;
}
