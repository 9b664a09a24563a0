import type { WordHint } from '@roots/shared/contracts/teaching';

/** The hints that fall within `text.slice(start, end)`, counted from `start`. */
export function hintsWithin(hints: readonly WordHint[] | undefined, start: number, end: number): WordHint[] {
  return (hints ?? [])
    .filter((hint) => hint.start >= start && hint.end <= end)
    .map((hint) => ({ ...hint, start: hint.start - start, end: hint.end - start }));
}

/**
 * The parts of a fill-in-the-blank sentence between its blanks (___), each with its hints: the
 * sentence's hints are counted in the whole sentence, blanks included.
 */
export function sentenceParts(sentence: string, hints: readonly WordHint[] | undefined) {
  let start = 0;
  return sentence.split('___').map((part) => {
    const piece = { part, hints: hintsWithin(hints, start, start + part.length) };
    start += part.length + 3;
    return piece;
  });
}
