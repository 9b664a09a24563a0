// Writes the installed app's icons (apps/web/public/icons/) from the favicon's drawing: run by hand
// when the logo changes (`node apps/web/scripts/app-icons.mjs`), and commit the PNGs. sharp is the
// server's dependency (apps/server), found here through the workspace's node_modules.
//
// - `icon-192.png`, `icon-512.png` ("any"): the favicon as it is, rounded corners and all.
// - `maskable-192.png`, `maskable-512.png` ("maskable"): the green fills the whole square and the
//   drawing is scaled to 80%, which keeps it inside the circle Android may cut the icon to (the
//   safe zone, a circle of 80% of the side: the drawing is taller than wide, 55% by 34% there).
// - `apple-touch-icon.png` (180 px): iOS rounds the corners itself and paints transparency black,
//   so the green fills the square there too.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = fileURLToPath(new URL('..', import.meta.url));
const out = join(web, 'public', 'icons');
const favicon = await readFile(join(web, 'public', 'favicon.svg'), 'utf8');

const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
// The drawing without its rounded square: the leaf and the roots.
const drawing = favicon.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');
if (!background || drawing === '') throw new Error('favicon.svg is not the drawing this script expects');

/** The drawing on a full square of the background, scaled to `share` of its side. */
const fullBleed = (share) => {
  const offset = (32 * (1 - share)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${share})">${drawing}</g></svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-192.png', size: 192, svg: fullBleed(0.8) },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];
await mkdir(out, { recursive: true });
for (const { file, size, svg } of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  await writeFile(join(out, file), png);
  process.stdout.write(`${file}: ${String(size)} px, ${String(png.length)} bytes\n`);
}
