import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { usedCodePoints, writeFonts } from './subset-fonts.mjs';

const courses = join(import.meta.dirname, '..', '..', '..', 'content', 'courses');
const charsOf = (text: string) => Array.from(text);

async function courseText(): Promise<string> {
  const files = await readdir(courses, { recursive: true });
  const texts = await Promise.all(
    files.filter((file) => file.endsWith('.yaml')).map((file) => readFile(join(courses, file), 'utf8')),
  );
  return texts.join('\n');
}

/** The code points a `unicode-range` value names. */
function pointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().slice(2).split('-');
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point += 1) points.add(point);
  }
  return points;
}

describe('the font subsets', () => {
  it('cover every character of every course, the Ethiopic syllables of Amharic among them', async () => {
    const used = await usedCodePoints();
    const text = await courseText();
    const missing = [...new Set([...charsOf(text.normalize('NFC')), ...charsOf(text.normalize('NFD'))])]
      .map((char) => char.codePointAt(0) ?? 0)
      .filter((point) => point >= 0x20 && !used.has(point));
    expect(missing).toEqual([]);
    const ethiopic = charsOf(text).filter((char) => /\p{Script=Ethiopic}/u.test(char));
    expect(new Set(ethiopic).size).toBeGreaterThan(100);

    const out = await mkdtemp(join(tmpdir(), 'roots-fonts-'));
    // Nothing of a run stays in the temporary folder.
    onTestFinished(() => rm(out, { recursive: true, force: true }));
    await writeFonts(out);
    const css = await readFile(join(out, 'fonts.css'), 'utf8');
    const subsetFaces = [...css.matchAll(/url\(\.\/([^)]+\.subset\.woff2)\)[^}]*unicode-range: ([^;]+);/g)];
    const covered = new Set(subsetFaces.flatMap(([, , range = '']) => [...pointsOf(range)]));
    for (const char of new Set(ethiopic)) expect(covered.has(char.codePointAt(0) ?? 0)).toBe(true);
    for (const char of charsOf('ẹ́ọ̀ṣɓɗƙƴêëô')) expect(covered.has(char.codePointAt(0) ?? 0), char).toBe(true);

    // Small enough to matter on a metered phone: the whole Ethiopic face is about 194 KB.
    const sizes = Object.fromEntries(
      await Promise.all(subsetFaces.map(async ([, file = '']) => [file, (await stat(join(out, file))).size] as const)),
    );
    expect(sizes['noto-sans-ethiopic-ethiopic.subset.woff2']).toBeLessThan(60_000);
    // The home page's Amharic greeting comes from a face of its own few letters, not the syllabary.
    expect(sizes['noto-sans-ethiopic-ethiopic-pages.subset.woff2']).toBeLessThan(10_000);
    const pagesFace = subsetFaces.find(([, file]) => file === 'noto-sans-ethiopic-ethiopic-pages.subset.woff2');
    const syllabaryFace = subsetFaces.find(([, file]) => file === 'noto-sans-ethiopic-ethiopic.subset.woff2');
    const pagesRange = pointsOf(pagesFace?.[2] ?? '');
    for (const char of charsOf('አማርኛ ሰላም').filter((c) => c !== ' '))
      expect(pagesRange.has(char.codePointAt(0) ?? 0)).toBe(true);
    expect([...pointsOf(syllabaryFace?.[2] ?? '')].filter((point) => pagesRange.has(point))).toEqual([]);
    expect(sizes['noto-sans-latin-ext.subset.woff2']).toBeLessThan(20_000);
    // Issue 41 §4: the weights the UI uses and the features a browser applies, no more (33 KB
    // with the whole weight axis and every feature).
    expect(sizes['noto-sans-latin.subset.woff2']).toBeLessThan(24_000);
    // Every face of the same weights: among them the browser picks the subset by unicode-range.
    expect(new Set(css.match(/font-weight: [^;]+;/g))).toEqual(new Set(['font-weight: 400 800;']));
    // The full faces stay declared first, so a character nobody foresaw still has its glyph.
    expect(css.indexOf('noto-sans-latin-ext-wght-normal.woff2')).toBeLessThan(
      css.indexOf('noto-sans-latin-ext.subset'),
    );
    expect(css).toContain('size-adjust');
  });
});
