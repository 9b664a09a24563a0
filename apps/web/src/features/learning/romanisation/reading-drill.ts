import type { Exercise } from '@roots/shared/contracts/learning';
import { hasEthiopic, looseRomanised, romanise } from '@roots/shared/domain/ethiopic';

/** What a prompt quotes: “ሰላም”, "le". */
function quoted(prompt: string): string[] {
  return Array.from(prompt.matchAll(/[“"«]([^”"»]+)[”"»]/gu), (match) => match[1] ?? '');
}

/**
 * A reading drill asks for the sound of fidel (“What sound does ለ make?” with le, lu, li, la; ለ
 * matched with le): its romanisation would be the answer, so the player shows it only once the
 * exercise is answered. Found by content, not by a flag: some Latin text the exercise shows is
 * the romanisation of some Ethiopic text it shows.
 */
export function isReadingDrill(exercise: Exercise): boolean {
  const items = [exercise.options, exercise.left, exercise.right, exercise.tiles].flatMap((list) =>
    (list ?? []).map((item) => item.text),
  );
  const texts = [...items, ...quoted(exercise.prompt), exercise.source ?? '', exercise.sentence ?? ''].filter(
    (text) => text.trim().length > 0,
  );
  const latin = new Set(texts.filter((text) => !hasEthiopic(text)).map(looseRomanised));
  return texts.filter(hasEthiopic).some((text) => latin.has(looseRomanised(romanise(text))));
}
