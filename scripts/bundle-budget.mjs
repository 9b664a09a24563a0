// The JavaScript a visitor downloads to see `/`: the entry chunk, the home page's chunk and every
// chunk they import statically, gzipped. Fails when it passes the budget. Pages preloaded later,
// when the browser is idle, are listed separately and do not count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('app/routes/home.tsx'));
if (!entryKey || !homeKey) throw new Error('The build manifest has no entry or no home page chunk');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(homeKey);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
const kb = (total / 1024).toFixed(1);
console.log(`JavaScript for / (gzipped): ${kb} KB of ${BUDGET_BYTES / 1024} KB`);
if (total > BUDGET_BYTES) {
  console.error('Over the bundle budget.');
  process.exit(1);
}
