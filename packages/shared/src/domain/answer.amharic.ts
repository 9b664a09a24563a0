/**
 * Amharic tables for the grader, kept apart from answer.ts so the rules stay readable there.
 *
 * Each Ethiopic syllable (fidel) is one consonant in one of seven vowel orders, laid out as a
 * family of 8 code points: ሀ hä, ሁ hu, ሂ hi, ሃ ha, ሄ he, ህ hɨ, ሆ ho, then (for most families) the
 * labialised ዃ-style "wa". Comparing whole syllables makes a vowel slip as big as a wrong letter
 * and leaves most two- and three-syllable words with no typo tolerance, so typo distance is
 * measured on the consonant + vowel decomposition instead.
 */

const ETHIOPIC_START = 0x1200;
const ETHIOPIC_SYLLABLES_END = 0x135a;
/** Vowel of each order (the 8th slot, the labialised "wa", is handled apart). */
const orders = ['ä', 'u', 'i', 'a', 'e', 'ɨ', 'o'] as const;
/** The w glide of a labialised syllable is the consonant of the ወ family, so ጧ = ጥ + ዋ. */
const W = 'ወ';

/**
 * Families that modern Amharic pronounces alike, folded onto one: ሀ/ሐ/ኀ (h), ሰ/ሠ (s), አ/ዐ (glottal
 * stop), ጸ/ፀ (ts'). Spelling them apart is historical, so a learner cannot hear which is meant.
 */
const familyFold = new Map<number, number>([
  [0x1210, 0x1200], // ሐ → ሀ
  [0x1280, 0x1200], // ኀ → ሀ
  [0x1220, 0x1230], // ሠ → ሰ
  [0x12d0, 0x12a0], // ዐ → አ
  [0x1340, 0x1338], // ፀ → ጸ
]);
/** After h and the glottal stop the 1st and 4th orders sound the same: ሀ = ሃ, አ = ኣ. */
const gutturals = new Set([0x1200, 0x12a0]);

function isSyllable(cp: number): boolean {
  return cp >= ETHIOPIC_START && cp <= ETHIOPIC_SYLLABLES_END;
}

/** The family (first code point) and order (0–7) of a syllable, sound-alikes folded. */
function split(cp: number): { family: number; order: number } {
  const offset = cp - ETHIOPIC_START;
  const rawFamily = ETHIOPIC_START + (offset & ~7);
  const family = familyFold.get(rawFamily) ?? rawFamily;
  const rawOrder = offset & 7;
  return { family, order: gutturals.has(family) && rawOrder === 3 ? 0 : rawOrder };
}

/** Every sound-alike syllable written as its family's canonical one: ሐሙስ → ሀሙስ, ሰዓት → ሰአት, ውሃ → ውሀ. */
export function foldEthiopic(text: string): string {
  return Array.from(text, (char) => {
    const cp = char.codePointAt(0) ?? 0;
    if (!isSyllable(cp)) return char;
    const { family, order } = split(cp);
    return String.fromCodePoint(family + order);
  }).join('');
}

export function hasEthiopic(text: string): boolean {
  return Array.from(text).some((char) => isSyllable(char.codePointAt(0) ?? 0));
}

/**
 * A word as consonants and vowels (sound-alikes folded): ጠዋት → ጠ ä ወ a ተ ɨ, ጧት → ጠ ወ a ተ ɨ, one
 * edit apart. Consonants are shown by their family's first syllable; anything else stays as it is.
 */
export function decomposeEthiopic(word: string): string[] {
  return Array.from(word).flatMap((char) => {
    const cp = char.codePointAt(0) ?? 0;
    if (!isSyllable(cp)) return [char];
    const { family, order } = split(cp);
    const consonant = String.fromCodePoint(family);
    return order === 7 ? [consonant, W, 'a'] : [consonant, orders[order] ?? ''];
  });
}
