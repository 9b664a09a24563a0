// Writes apps/web/src/fonts/: Noto Sans and Noto Sans Ethiopic cut down to the characters Roots
// shows (the UI's own text, every course, every post), and fonts.css declaring them.
//
// Each face of the original @fontsource CSS is declared first, unchanged, and its subset after it:
// for a character both cover, browsers take the face declared last, so the small subset is what
// a page downloads, and a character nobody foresaw (a learner's name, a post written later in the
// CMS) still finds its glyph in the full face. Fallback faces with matched metrics (capsize) keep
// text from moving when the web font replaces the system one.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(web, '..', '..');
const defaultOut = join(web, 'src', 'fonts');

/** Where the characters come from: what a learner can be shown. */
const sources = [
  { dir: join(repo, 'content'), extensions: ['.yaml', '.md'] },
  { dir: join(web, 'src'), extensions: ['.ts', '.tsx', '.css'] },
  { dir: join(repo, 'packages', 'shared', 'src'), extensions: ['.ts'] },
];
/**
 * The public pages' own text (the pages of app/routes, not those in its folders, and the posts):
 * what a visitor's first page can show before any course is opened.
 */
const publicPageSources = [
  { dir: join(web, 'src', 'app', 'routes'), extensions: ['.tsx'], shallow: true },
  { dir: join(repo, 'content', 'blog'), extensions: ['.md'] },
];
/** Always kept: what people type into forms (names, messages) and common typography. */
const BASELINE = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0xfffd, 0xfffd],
];

async function* files(dir, extensions, shallow = false) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!shallow && entry.name !== 'node_modules' && path !== defaultOut) yield* files(path, extensions);
    } else if (extensions.includes(extname(entry.name)) && !/\.test\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

/** The code points of some sources' files, in NFC and NFD (a grader or a keyboard may produce either). */
async function codePointsOf(fileSources) {
  const used = new Set();
  const add = (text) => {
    for (const char of text) used.add(char.codePointAt(0));
  };
  for (const { dir, extensions, shallow } of fileSources) {
    for await (const file of files(dir, extensions, shallow)) {
      const text = await readFile(file, 'utf8');
      add(text.normalize('NFC'));
      add(text.normalize('NFD'));
    }
  }
  return used;
}

/** Every code point the product shows. */
export async function usedCodePoints() {
  const used = await codePointsOf(sources);
  for (const [from, to] of BASELINE) for (let point = from; point <= to; point += 1) used.add(point);
  return used;
}

/** `U+0041-005A,U+00E9` ↔ code points. */
function parseRange(range) {
  return range.split(',').map((part) => {
    const [from, to = from] = part.trim().slice(2).split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}
function formatRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i += 1) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return parts.join(',');
}

/** The faces of a @fontsource variable package's CSS that cover a used character. */
async function facesOf(pkg, used) {
  const cssFile = require.resolve(`${pkg}/wght.css`);
  const css = await readFile(cssFile, 'utf8');
  const faces = [];
  for (const [, block] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const family = /font-family:\s*'([^']+)'/.exec(block)[1];
    const file = /url\(\.\/files\/([^)]+)\)/.exec(block)[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)[1];
    const covered = [];
    for (const [from, to] of parseRange(range))
      for (let point = from; point <= to; point += 1) if (used.has(point)) covered.push(point);
    if (covered.length > 0) faces.push({ family, path: join(dirname(cssFile), 'files', file), file, range, covered });
  }
  return faces;
}

/**
 * The weights the UI's classes use (Tailwind's font-normal to font-extrabold; bold text is 700):
 * the subsets carry this range of the weight axis only, and every face is declared with it (a
 * browser picks among faces of the same weights by unicode-range, the last declared first; a
 * face of other weights is a match of its own). A heavier weight would be drawn at 800.
 */
const UI_WEIGHTS = { min: 400, max: 800 };
/**
 * The features a browser applies to text by itself (HarfBuzz's defaults for horizontal text:
 * composition, local forms, marks, kerning, ligatures, contextual forms), and tabular figures
 * (Tailwind's tabular-nums).
 */
const SHAPING_FEATURES = [
  'abvm',
  'blwm',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rvrn',
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  'tnum',
];

const face = (family, url, range, display = 'swap') => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: ${display};
  font-weight: ${String(UI_WEIGHTS.min)} ${String(UI_WEIGHTS.max)};
  src: url(${url}) format('woff2-variations');
  unicode-range: ${range};
}
`;

/** Writes the subsets and fonts.css into `out`; returns a line per subset for the build log. */
export async function writeFonts(out = defaultOut) {
  const used = await usedCodePoints();
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const full = [];
  const subsets = [];
  const report = [];
  const onPublicPages = await codePointsOf(publicPageSources);
  // Noto Sans comes first in the font stack, so the Ethiopic family is only asked for Ethiopic.
  // The Ethiopic subset is cut in two faces with disjoint ranges, as a browser downloads a face
  // only for a character of its range that the page shows: the home page greets in Amharic with
  // a few letters, which should not bring the course's whole syllabary (about 40 KB) with them.
  const families = [
    { pkg: '@fontsource-variable/noto-sans', wanted: () => true, splitPublic: false },
    {
      pkg: '@fontsource-variable/noto-sans-ethiopic',
      wanted: (file) => file.includes('-ethiopic-ethiopic-'),
      splitPublic: true,
    },
  ];
  for (const { pkg, wanted, splitPublic } of families) {
    for (const found of (await facesOf(pkg, used)).filter((candidate) => wanted(candidate.file))) {
      const original = await readFile(found.path);
      const base = found.file.replace(/-wght-normal\.woff2$/, '');
      const parts = splitPublic
        ? [
            { name: `${base}-pages.subset.woff2`, points: found.covered.filter((point) => onPublicPages.has(point)) },
            { name: `${base}.subset.woff2`, points: found.covered.filter((point) => !onPublicPages.has(point)) },
          ]
        : [{ name: `${base}.subset.woff2`, points: found.covered }];
      full.push(face(found.family, relative(out, found.path), found.range));
      for (const { name, points } of parts.filter((part) => part.points.length > 0)) {
        // Still the variable font, its weight axis cut to the weights the UI uses (a third of the
        // Latin file's bytes were the thin and black ends), with the OpenType features a browser
        // applies by itself (and tabular figures): small capitals, old-style figures and the
        // like, which nothing asks for, took their glyphs along.
        const subset = await subsetFont(original, String.fromCodePoint(...points), {
          targetFormat: 'woff2',
          keepFeatures: SHAPING_FEATURES,
          variationAxes: { wght: UI_WEIGHTS },
        });
        await writeFile(join(out, name), subset);
        subsets.push(face(found.family, `./${name}`, formatRange(points)));
        report.push(
          `${name}: ${String(points.length)} characters, ${String(Math.round(subset.length / 1024))} KB (from ${String(Math.round(original.length / 1024))} KB)`,
        );
      }
    }
  }
  const arial = require('@capsizecss/metrics/arial');
  const { fontFaces } = createFontStack([
    require('@capsizecss/metrics/notoSans'),
    arial,
    // Linux has no Arial but often Liberation Sans, drawn with Arial's widths: without it the
    // fallback there is DejaVu Sans, wider, and the swap rewraps every paragraph (CLS 0.07 on `/`).
    { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' },
    require('@capsizecss/metrics/roboto'),
  ]);
  const css = [
    '/* Written by scripts/subset-fonts.mjs at build time; do not edit. */',
    '/* The whole faces: only downloaded for a character missing from the subsets below. */',
    ...full,
    '/* The subsets: declared last, so they are the faces a page uses. */',
    ...subsets,
    '/* System fonts sized like Noto Sans, for the moment before it arrives. */',
    fontFaces,
  ].join('\n');
  await writeFile(join(out, 'fonts.css'), css);
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await writeFonts()) console.error(`fonts: ${line}`);
}
