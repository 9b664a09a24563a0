import { createRequire } from 'node:module';

/**
 * The English word list (an-array-of-english-words, MIT, ~275,000 lower-case words) behind the
 * grader's "a typo that spells another English word is wrong" rule (attempt) and the content
 * check's leak test, which lets English words through (course): here, so neither module imports
 * the other. It lives on the server only: the shared grader takes a predicate, so the list never
 * reaches the web bundle. Loaded on the first English answer, not at start-up, since most answers
 * are not in English.
 */
let words: ReadonlySet<string> | undefined;

export function isEnglishWord(word: string): boolean {
  if (!words) {
    const list = createRequire(import.meta.url)('an-array-of-english-words') as string[];
    words = new Set(list);
  }
  return words.has(word);
}
