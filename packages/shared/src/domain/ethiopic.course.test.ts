import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyInput, transliterate } from './ethiopic-input.ts';
import { romanise } from './ethiopic.ts';

/**
 * One scheme for reading and typing (issue 39): every Ethiopic word and phrase of the Amharic
 * course, typed exactly as Roots romanises it, is that word or phrase again, whether typed letter
 * by letter (the answer box) or given whole (a paste, a phone keyboard's word). Read from the
 * course files themselves, so a word added to the course is checked too.
 */
const course = join(import.meta.dirname, '..', '..', '..', '..', 'content', 'courses', 'am');
const files = [
  join(course, 'course.yaml'),
  ...readdirSync(join(course, 'units'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => join(course, 'units', file)),
];
const tips = readdirSync(join(course, 'units'))
  .filter((file) => file.endsWith('.tips.md'))
  .map((file) => ({ file, text: readFileSync(join(course, 'units', file), 'utf8') }));
const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
const words = [...new Set(text.match(/[\u1200-\u135a]+/gu) ?? [])];
const phrases = [...new Set(text.match(/[\u1200-\u135a]+(?: [\u1200-\u135a]+)+/gu) ?? [])];

/** Types `keys` one at a time at the end of the field, as the answer box does. */
function typeAll(keys: string): string {
  let value = '';
  for (const key of keys) value = applyInput(value + key, value.length + key.length).value;
  return value;
}

describe('the Amharic course, typed as it is romanised', () => {
  it('reads the whole course', () => {
    expect(words.length).toBeGreaterThan(400);
    expect(phrases.length).toBeGreaterThan(200);
  });

  it('types every word back, whole and letter by letter', () => {
    const wrong = words.filter((word) => transliterate(romanise(word)) !== word || typeAll(romanise(word)) !== word);
    expect(wrong.map((word) => `${word} ${romanise(word)} → ${transliterate(romanise(word))}`)).toEqual([]);
  });

  it('types every phrase back, whole and letter by letter', () => {
    const wrong = phrases.filter(
      (phrase) => transliterate(romanise(phrase)) !== phrase || typeAll(romanise(phrase)) !== phrase,
    );
    expect(wrong.map((phrase) => `${phrase} ${romanise(phrase)} → ${transliterate(romanise(phrase))}`)).toEqual([]);
  });

  it('gives every bold form of the tips pages the romanisation a lesson shows under it', () => {
    const forms = tips.flatMap(({ file, text: page }) =>
      Array.from(page.matchAll(/\*\*([^*]*[\u1200-\u135a][^*]*)\*\*(?: \(([^)]*)\))?/gu), ([, form = '', shown]) => ({
        file,
        form,
        shown,
      })),
    );
    expect(forms.length).toBeGreaterThan(300);
    const wrong = forms.filter(({ form, shown }) => shown !== romanise(form));
    expect(
      wrong.map(({ file, form, shown }) => `${file}: ${form} (${String(shown)}), shown as (${romanise(form)})`),
    ).toEqual([]);
  });
});
