import type { ManifestOptions } from 'vite-plugin-pwa';

/** The light and dark surfaces of src/index.css, as index.html's theme-color tags name them too. */
const surface = { light: '#fbf6ee', dark: '#171310' } as const;

/**
 * The web app manifest (issue 41 §1), written by vite-plugin-pwa as dist/manifest.webmanifest.
 * The icons are scripts/app-icons.mjs's, in public/icons/.
 */
export const appManifest = {
  id: '/',
  name: 'Roots — learn African languages',
  short_name: 'Roots',
  description: 'Learn Swahili, Yoruba, Igbo, Hausa, Zulu, Amharic, Afrikaans and Somali in short daily lessons.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  categories: ['education'],
  // A manifest has one of each; index.html's theme-color tags give the dark one.
  theme_color: surface.light,
  background_color: surface.light,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** The width and height a PNG's header gives, or undefined for anything that is not a PNG. */
function pngSize(file: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (file.length < 24 || signature.some((byte, i) => file[i] !== byte)) return undefined;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * What keeps a manifest from Chromium's install criteria (a name, a start URL in scope, a display
 * mode that opens full screen, PNG icons of 192 and 512 px, no preference for a store app), and
 * from what Roots asks beyond them: maskable icons for Android, theme and background colours,
 * every icon a PNG of its stated size. `iconFile` reads an icon by its `src` (undefined: missing).
 * Empty when it meets them all.
 */
export function installProblems(manifest: unknown, iconFile: (src: string) => Uint8Array | undefined): string[] {
  const problems: string[] = [];
  const app = (manifest ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof app[key] === 'string' ? app[key] : '');
  if (text('name') === '' && text('short_name') === '') problems.push('no name or short_name');
  const scope = new URL(text('scope') || '/', 'https://roots.example');
  const start = text('start_url');
  if (start === '') problems.push('no start_url');
  else if (!new URL(start, 'https://roots.example').href.startsWith(scope.href)) {
    problems.push(`start_url ${start} is outside the scope ${scope.pathname}`);
  }
  if (!['fullscreen', 'standalone', 'minimal-ui', 'window-controls-overlay'].includes(text('display'))) {
    problems.push(`display "${text('display')}" does not open as an app`);
  }
  if (app.prefer_related_applications === true) problems.push('prefers a store app');
  for (const key of ['theme_color', 'background_color']) if (text(key) === '') problems.push(`no ${key}`);
  const icons = (Array.isArray(app.icons) ? app.icons : []) as ManifestIcon[];
  const has = (size: string, purpose: string) =>
    icons.some(
      (icon) =>
        icon.type === 'image/png' &&
        (icon.sizes ?? '').split(' ').includes(size) &&
        (icon.purpose ?? 'any').split(' ').includes(purpose),
    );
  for (const size of ['192x192', '512x512']) {
    if (!has(size, 'any')) problems.push(`no ${size} PNG icon`);
    if (!has(size, 'maskable')) problems.push(`no ${size} maskable PNG icon`);
  }
  for (const icon of icons) {
    const file = iconFile(icon.src);
    const size = file && pngSize(file);
    if (!size) problems.push(`${icon.src} is missing or not a PNG`);
    else if (`${String(size.width)}x${String(size.height)}` !== icon.sizes) {
      problems.push(`${icon.src} is ${String(size.width)}x${String(size.height)}, not ${icon.sizes ?? '?'}`);
    }
  }
  return problems;
}
