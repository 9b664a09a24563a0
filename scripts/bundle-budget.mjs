// The JavaScript a learner downloads to see a page, gzipped: the entry chunks, the page's chunk,
// the data layer where the page reads data, and every chunk they import statically. Fails when a
// page passes its budget (issue 13): `/` 100 KB, the lesson route 160 KB (the dashboard is held to
// the lesson's); and when a page's first paint needs more files than its budget, each a round trip
// on a phone's connection (`/` 8, a lesson and the dashboard 16: before vite.config.ts grouped the
// shared modules they needed 15, 32 and 48). Pages preloaded later, when the browser is idle, and
// chunks a page imports only when needed do not count. Also fails when a page loads the profile's
// XP chart (Chart.js, bundled in its chunk) up front, or zod where no form of it validates with it;
// and when the service worker’s precache passes its budget (235 KB on the wire).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const budgets = [
  { name: '/', modules: ['src/app/routes/home.tsx'], bytes: 100 * KB, files: 8 },
  {
    name: 'the lesson route',
    modules: ['src/app/routes/learn/lesson.tsx', 'src/app/query-provider.tsx'],
    bytes: 160 * KB,
    files: 16,
  },
  {
    name: 'the dashboard',
    modules: [
      'src/app/routes/learn/dashboard.tsx',
      'src/app/query-provider.tsx',
      'src/app/layout/signed-in-controls.tsx',
    ],
    bytes: 160 * KB,
    files: 16,
  },
];
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// Every page loads both entries: the app's and boot.ts, which sends a stored session's first calls.
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) throw new Error('The build manifest has no entry chunk');

const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The files a page needs at once: the entries' and the modules' chunks with their static imports. */
function staticFiles(modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entryKeys) visit(key);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The build manifest has no chunk for ${module}`);
    visit(module);
  }
  return files;
}

let over = false;
for (const budget of budgets) {
  const files = staticFiles(budget.modules);
  let total = 0;
  console.log(`JavaScript for ${budget.name}:`);
  for (const file of files) {
    total += sizeOf(file);
    console.log(`  ${(sizeOf(file) / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
  console.log(`  ${(total / KB).toFixed(1)} KB gzipped of ${budget.bytes / KB} KB, ${String(files.size)} files`);
  if (total > budget.bytes) {
    console.error(`Over the bundle budget of ${budget.name}.`);
    over = true;
  }
  if (budget.files !== undefined && files.size > budget.files) {
    console.error(`${budget.name} needs ${String(files.size)} files up front, more than ${String(budget.files)}.`);
    over = true;
  }
}
const chart = manifest['src/features/social/components/xp-chart.tsx'];
if (!chart?.isDynamicEntry) throw new Error('The XP chart is not a chunk of its own');
const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/app/routes/'));
const eager = pages.filter((page) => staticFiles([page]).has(chart.file));
if (eager.length > 0) {
  console.error(`Chart.js is loaded up front by ${eager.join(', ')}: it belongs with the chart only.`);
  over = true;
} else console.log(`Chart.js: in ${chart.file}, loaded by none of ${String(pages.length)} pages up front.`);

// zod (26 KB gzipped) only where a form validates with it as the page opens; sign-in, sign-up
// and the settings load it when the learner starts on a form (lib/lazy-resolver.ts).
const zodChunk = Object.values(manifest).find((chunk) => chunk.name === 'zod-library');
if (!zodChunk) throw new Error('zod is not a chunk of its own: check vite.config.ts');
const zodForms = /routes\/(contact-us|auth\/(forgot-password|reset-password|google-callback)|admin\/.*)\.tsx$/;
const withZod = pages.filter((page) => !zodForms.test(page) && staticFiles([page]).has(zodChunk.file));
if (withZod.length > 0) {
  console.error(`zod is loaded up front by ${withZod.join(', ')}: only pages that validate a form need it.`);
  over = true;
} else console.log(`zod: in ${zodChunk.file}, loaded up front only by pages with forms that use it.`);
// The service worker's precache (issue 41 §1), as the wire carries it (the `.br` files the server
// sends, fonts and icons as they are): what its install downloads, once per version, though most of
// it is in the browser's cache already after a first visit (the entries, the stylesheet, the fonts).
// It holds the offline player too (features/learning/offline, 8 KB): a lesson downloaded for a bus
// with no signal must open there, without a page fetched before.
const PRECACHE_BUDGET = 235 * KB;
const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url);
if (precached.length === 0) throw new Error('dist/sw.js lists no precache: check vite.config.ts');
const onTheWire = (file) => {
  try {
    return statSync(join(dist, `${file}.br`)).size;
  } catch {
    return statSync(join(dist, file)).size;
  }
};
const precacheBytes = precached.reduce((total, file) => total + onTheWire(file), 0);
console.log(
  `Service worker precache: ${String(precached.length)} files, ${(precacheBytes / KB).toFixed(1)} KB on the wire of ${PRECACHE_BUDGET / KB} KB`,
);
if (precacheBytes > PRECACHE_BUDGET) {
  console.error('The precache is over its budget: the shell grew, or a page joined it.');
  over = true;
}
if (over) process.exit(1);
