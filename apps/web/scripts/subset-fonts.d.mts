/** Every code point the product shows (the courses, the posts, the UI's text), NFC and NFD. */
export function usedCodePoints(): Promise<Set<number>>;
/** Writes the font subsets and fonts.css into `out`; returns a line per subset for the build log. */
export function writeFonts(out?: string): Promise<string[]>;
