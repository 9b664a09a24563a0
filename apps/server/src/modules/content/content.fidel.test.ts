import { join } from 'node:path';
import { hasEthiopic, romanise } from '@roots/shared/domain/ethiopic';
import { describe, expect, it } from 'vitest';
import { readCourse } from './content.format.ts';

const content = join(import.meta.dirname, '..', '..', '..', '..', '..', 'content');

/** What a prompt quotes: “ሰ”, “sa”. */
const quoted = (prompt: string) => Array.from(prompt.matchAll(/“([^”]+)”/gu), (match) => match[1] ?? '');

/**
 * Amharic's reading unit teaches the sounds Roots shows under every Ethiopic text, so every sound
 * it names must be exactly what the romanisation (domain/ethiopic.ts) says, and only one option
 * may be right. Its drills are select and match exercises; a short scene to read (`read`) is
 * reading practice too.
 */
describe('the Amharic reading unit (00-fidel)', async () => {
  const { units } = await readCourse(join(content, 'courses', 'am'));
  const first = units[0];

  it('comes first, with four lessons of select, match and read exercises only (a short scene is reading practice too)', () => {
    expect(first?.file).toBe(join('am', 'units', '00-fidel.yaml'));
    expect(first?.unit.lessons).toHaveLength(4);
    for (const lesson of first?.unit.lessons ?? []) {
      expect(lesson.exercises.length).toBeGreaterThanOrEqual(10);
      for (const exercise of lesson.exercises) expect(['select', 'match_pairs', 'read']).toContain(exercise.type);
    }
  });

  it('teaches each word with its romanisation', () => {
    for (const lesson of first?.unit.lessons ?? []) {
      for (const [fidel, sound] of lesson.words) {
        const said = fidel.includes(' ') ? fidel.split(' ').map(romanise).join(' ') : romanise(fidel);
        expect(sound.startsWith(said), `${fidel}: ${sound}`).toBe(true);
      }
    }
  });

  it('asks only for sounds the romanisation gives, with exactly one right option', () => {
    for (const lesson of first?.unit.lessons ?? []) {
      for (const exercise of lesson.exercises) {
        if (exercise.type === 'match_pairs') {
          for (const [fidel, sound] of exercise.pairs) expect(romanise(fidel), fidel).toBe(sound);
        } else if (exercise.type === 'select') {
          expect(exercise.options).toHaveLength(4);
          const asked = quoted(exercise.prompt).at(-1) ?? '';
          if (hasEthiopic(exercise.answer)) {
            // “Which one says sa?”: the answer says it, no other option does.
            const sounds = exercise.options.map(romanise);
            expect(romanise(exercise.answer), exercise.prompt).toBe(asked);
            expect(
              sounds.filter((sound) => sound === asked),
              exercise.prompt,
            ).toHaveLength(1);
          } else {
            // “What does ሰ say?”: the answer is its romanisation.
            expect(exercise.answer, exercise.prompt).toBe(romanise(asked));
          }
        }
      }
    }
  });
});
