/**
 * A unit's tips: a short page of grammar and usage notes in Markdown, written as a course file
 * (`units/<stem>.tips.md`) or in the CMS. One set of rules for both, so what `content:check`
 * passes the CMS saves, and the other way round.
 */

import { formatCount } from './count.ts';

/** A page, not a book: a learner reads it between lessons, on a phone. */
export const TIPS_MAX_LENGTH = 10_000;

// A tag or a comment: `<b>`, `</p>`, `<br/>`, `<span class="x">`, `<!-- -->`. An autolink
// (`<https://…>`) and a comparison (`a < b`) are not tags.
const rawHtml = /<!--|<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/;

/** `# Title`, or a line underlined with `===` (Markdown's other way to write one), outside code. */
function hasFirstLevelHeading(markdown: string): boolean {
  let inCode = false;
  let previous = '';
  for (const line of markdown.split('\n')) {
    if (/^ {0,3}(?:```|~~~)/.test(line)) inCode = !inCode;
    else if (!inCode && (/^ {0,3}#(?:[ \t]|$)/.test(line) || (/^ {0,3}=+[ \t]*$/.test(line) && previous.trim())))
      return true;
    previous = inCode ? '' : line;
  }
  return false;
}

/** What is wrong with a tips page, as sentences an author can act on; empty when it is fine. */
export function tipsProblems(markdown: string): string[] {
  // Past the limit nothing else is worth reading (and a huge text is not scanned).
  if (markdown.length > TIPS_MAX_LENGTH)
    return [
      `Tips are at most ${formatCount(TIPS_MAX_LENGTH)} characters (these have ${formatCount(markdown.length)}): keep them to one page.`,
    ];
  const problems: string[] = [];
  const tag = rawHtml.exec(markdown)?.[0];
  if (tag !== undefined) problems.push(`Tips are Markdown only, with no HTML: remove “${tag}”.`);
  if (hasFirstLevelHeading(markdown))
    problems.push('Tips start their headings at ## (the page’s title is the unit’s): change the # heading.');
  return problems;
}
