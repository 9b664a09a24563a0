import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { defineConfig, type Manifest, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './scripts/app-manifest.ts';
import { iconFiles, lazyModules, namedImports } from './scripts/source-graph.ts';

/**
 * Preloads the one font of the first paint (the Latin subset of Noto Sans), so text is drawn in it
 * at once instead of swapping from the fallback; the other subsets load only where a page needs them.
 */
function preloadFirstFont(): Plugin {
  return {
    name: 'roots:preload-first-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const font = Object.keys(bundle ?? {}).find((name) => /\/noto-sans-latin\.subset-[\w-]+\.woff2$/.test(name));
        if (!font) throw new Error('The Latin font subset is missing from the build: run scripts/subset-fonts.mjs.');
        const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Puts src/boot.ts, an entry of its own, first in the page: a small script that asks the API for a
 * signed-in page's first data while the app's larger entry is still downloading. `async`: a
 * module script otherwise runs only once the document's other module scripts have arrived too
 * (Chromium ran it after the app's entry), which held the calls back by that download.
 */
function bootFirst(): Plugin {
  return {
    name: 'roots:boot-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const boot = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'boot');
        if (!boot) throw new Error('The boot entry is missing from the build.');
        const attrs = { type: 'module', async: '', crossorigin: '', src: `/${boot.fileName}` };
        return [{ tag: 'script', attrs, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * Writes each script and stylesheet of the build compressed with Brotli at its best (quality 11)
 * beside it (`.br`), which the server sends as it is (apps/server/src/plugins/web.ts). Compressed
 * per request, at the quality a server can afford each time (4), the app's code was a sixth
 * larger on the wire: React DOM 64 KB instead of 55. Every browser of the es2022 target takes
 * Brotli (over HTTPS, and from localhost); the others get gzip, made per request.
 */
function precompress(): Plugin {
  const compress = promisify(brotliCompress);
  return {
    name: 'roots:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const params = {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
          };
          await writeFile(join(dir, `${file.fileName}.br`), await compress(source, { params }));
        }),
      );
    },
  };
}

/** The lazily loaded modules of src/app/pages.ts: the one list both plugins below build on. */
const pages = () => lazyModules(new URL('src/app/pages.ts', import.meta.url));

/**
 * Writes `.vite/page-files.json`: for each lazily loaded chunk of src/app/pages.ts (every page and
 * the data layer), by its name there, the files it needs beyond what the entry already loads. The
 * server puts them in a page's HTML as modulepreload links (apps/server/src/plugins/web.ts).
 */
function pageFiles(): Plugin {
  return {
    name: 'roots:page-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (start: Rolldown.OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const name of start.imports) {
          const chunk = byFile.get(name);
          if (chunk) withImports(chunk, into);
        }
        return into;
      };
      const entries = chunks.filter((chunk) => chunk.isEntry);
      if (entries.length === 0) throw new Error('The build has no entry chunk.');
      // Every page loads both entries (the app's and boot.ts).
      const loadedByEntry = new Set(entries.flatMap((entry) => [...withImports(entry)]));
      const files: Record<string, string[]> = {};
      for (const [name, source] of pages()) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === source);
        if (!chunk) throw new Error(`No chunk for ${name} (${source}) of src/app/pages.ts.`);
        files[name] = [...withImports(chunk)].filter((file) => !loadedByEntry.has(file));
      }
      if (!files.dashboard || !files.queryProvider)
        throw new Error('src/app/pages.ts was not read: check pageFiles().');
      this.emitFile({ type: 'asset', fileName: '.vite/page-files.json', source: JSON.stringify(files) });
    },
  };
}

/**
 * Fewer, larger chunks for a page's first paint. Left to the bundler, every module shared by a
 * different set of pages becomes a chunk of its own, each icon too: `/` fetched 15 files, a lesson
 * 32 and the dashboard 48, most of a few hundred bytes, and on a phone's connection (six requests
 * at a time, a round trip each) the dashboard's greeting waited for the last of them. Instead:
 * `first`, what the home page shares with other pages (its icons among them); `public`, what the
 * other visitors' pages (the blog, the forms) share with the dashboard or a lesson; `icons`, every
 * other icon the entry does not draw; `signed-in`, the modules the dashboard and the navigation
 * bar's signed-in controls share with other pages; `lesson-shared`, the rest of what a lesson
 * needs. The entry's modules and each page's own module stay where the bundler puts them.
 */
function sharedChunks() {
  // Where npm put lucide-react (hoisted or not), its ES modules' folder, as module ids name them.
  const lucide = `${dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'))}/dist/esm/`;
  const imports = new Map<string, readonly string[]>();
  const lazilyLoaded = new Set<string>();
  let groupOf: Map<string, string> | undefined;

  const reach = (roots: string[], into = new Set<string>()) => {
    const stack = [...roots];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (into.has(id) || id.includes('node_modules')) continue;
      into.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return into;
  };
  /** The names each of our modules imports from lucide-react, and the file of each such name. */
  const iconNames = new Map<string, string[]>();
  let fileOf: Map<string, string> | undefined;
  /** The icon files the given modules import by name from lucide-react's index. */
  const iconsOf = (modules: Iterable<string>, files: Map<string, string>) => {
    const icons = new Set<string>();
    for (const id of modules) {
      for (const name of iconNames.get(id) ?? []) {
        const file = files.get(name);
        if (file === undefined) throw new Error(`${id}: lucide-react's index has no icon named ${name}.`);
        icons.add(file);
      }
    }
    return icons;
  };
  const classify = () => {
    const ids = [...imports.keys()];
    const roots = (pattern: RegExp) => ids.filter((id) => pattern.test(id));
    const lazy = pages();
    const page = (name: string) => {
      const path = lazy.get(name);
      if (path === undefined) throw new Error(`src/app/pages.ts has no page named ${name}: check sharedChunks().`);
      return path;
    };
    const entry = reach(roots(/[\\/](index\.html|src[\\/]boot\.ts|src[\\/]main\.tsx)$/));
    const first = reach([page('home')], new Set(entry));
    const lesson = reach([page('lesson')]);
    // What the settings share with a lesson (the dialog, saving a setting: 2 KB) joins the
    // signed-in group: in the lesson's, it brought the settings page that whole group, 15 KB gzipped.
    const settings = reach([page('settings')]);
    const signedIn = reach([page('dashboard'), ...roots(/layout[\\/]signed-in-controls\.tsx$/)]);
    for (const id of lesson) if (settings.has(id)) signedIn.add(id);
    // A visitor's pages: those of routes/ itself, of routes/auth and of routes/blog.
    const visitors = reach(
      [...lazy.values()].filter((path) => /routes[\\/]((auth|blog)[\\/])?[\w-]+\.tsx$/.test(path)),
    );
    const visitorsShare = new Set([...visitors].filter((id) => signedIn.has(id) || lesson.has(id)));
    if (fileOf === undefined) throw new Error(`The build did not read lucide-react's index (${lucide}).`);
    const entryIcons = iconsOf(entry, fileOf);
    const firstIcons = iconsOf(first, fileOf);
    const visitorIcons = iconsOf(visitors, fileOf);
    const groups = new Map<string, string>();
    const add = (name: string, modules: Iterable<string>, taken: Set<string>) => {
      for (const id of modules) {
        if (!taken.has(id) && !groups.has(id) && !lazilyLoaded.has(id) && !id.endsWith('.css')) groups.set(id, name);
      }
    };
    for (const id of ids) {
      if (!id.startsWith(`${lucide}icons/`) || entryIcons.has(id)) continue;
      groups.set(id, firstIcons.has(id) ? 'first' : visitorIcons.has(id) ? 'public' : 'icons');
    }
    add('first', first, entry);
    add('public', visitorsShare, first);
    add('signed-in', signedIn, first);
    add('lesson-shared', lesson, first);
    return groups;
  };
  const group = (name: string) => ({
    name,
    test: (id: string) => (groupOf ??= classify()).get(id) === name,
    // Their imports outside the group (the entry's modules above all) stay where they are.
    includeDependenciesRecursively: false,
  });
  const plugin: Plugin = {
    name: 'roots:shared-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.code === null) return;
      if (info.id === `${lucide}lucide-react.mjs`) fileOf = iconFiles(info.code, lucide);
      else if (!info.id.includes('node_modules') && info.code.includes('lucide-react')) {
        iconNames.set(info.id, namedImports(info.id, info.code, 'lucide-react'));
      }
      for (const id of info.dynamicallyImportedIds) lazilyLoaded.add(id);
    },
  };
  return {
    plugin,
    groups: [group('first'), group('public'), group('icons'), group('signed-in'), group('lesson-shared')],
  };
}
const shared = sharedChunks();

/**
 * The precache (src/sw/sw.ts): what opens the app without the network. The entries with what they
 * import, the stylesheet, the dashboard's and a lesson's code (what else they may load included),
 * the data layer, the toasts, the worker's own registration, index.html as the shell of every
 * page, the icons, and the font subsets of a first paint. The other pages' code is kept as it is
 * fetched; so is the Ethiopic syllabary (47 KB), only fetched where a page shows Ge'ez.
 */
function precacheOf(outDir: string, urls: string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string, dynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, dynamic);
    if (dynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported, dynamic);
  };
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) visit(key, false);
  const shellPages = [
    'src/app/routes/learn/dashboard.tsx',
    'src/app/routes/learn/lesson.tsx',
    'src/app/query-provider.tsx',
    'src/app/layout/signed-in-controls.tsx',
    'src/lib/service-worker.ts',
  ];
  for (const key of shellPages) {
    if (!manifest[key]) throw new Error(`The precache names ${key}, which the build has no chunk for.`);
    visit(key, true);
  }
  const toasts = Object.keys(manifest).find((key) => key.includes('react-hot-toast'));
  if (toasts === undefined) throw new Error('react-hot-toast is not a chunk of its own: check the precache.');
  visit(toasts, true);
  return urls.filter(
    (url) =>
      files.has(url) ||
      !url.startsWith('assets/') ||
      (/\.subset-[\w-]+\.woff2$/.test(url) && !url.includes('noto-sans-ethiopic-ethiopic.subset')),
  );
}

/**
 * The installable app (issue 41 §1): the web app manifest (scripts/app-manifest.ts) and the
 * service worker, src/sw/sw.ts with the precache list put in. The page registers the worker
 * itself (lib/app-updates.ts).
 */
function installableApp(outDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: appManifest,
    injectManifest: {
      // The manifest, its icons and includeAssets are added by the plugin.
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}'],
      manifestTransforms: [
        (entries) => {
          const kept = new Set(
            precacheOf(
              outDir,
              entries.map((entry) => entry.url),
            ),
          );
          return { manifest: entries.filter((entry) => kept.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}

const outDir = fileURLToPath(new URL('dist', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadFirstFont(),
    ...(isSsrBuild ? [] : [shared.plugin, bootFirst(), pageFiles(), precompress()]),
    ...(command === 'build' && !isSsrBuild ? [installableApp(outDir)] : []),
  ],
  server: {
    port: 5173,
    proxy: {
      // The API accepts cookie-carrying calls only from its own origin; present the dev page as it.
      '/api': { target: 'http://127.0.0.1:3000', headers: { origin: 'http://localhost:3000' } },
    },
  },
  // The server's render (src/ssr) runs in Node from dist-ssr: the workspace's TypeScript package is
  // bundled into it, third-party packages are imported from node_modules.
  ssr: { noExternal: ['@roots/shared'] },
  build: {
    target: 'es2022',
    // The server's render keeps its map, so an error in it is reported at its source line; the
    // browser's bundle ships none (bytes every visitor would not use).
    sourcemap: isSsrBuild,
    // Every browser the es2022 target runs in knows modulepreload; the polyfill's scan of the page's
    // links and its observer would only cost the first paint on a slow phone.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    manifest: !isSsrBuild,
    // The public folder is served from dist/ only.
    copyPublicDir: !isSsrBuild,
    // TanStack Query arrives as one chunk with the first page that reads data, instead of nine
    // (each request costs about a kilobyte of headers on top of its code). React stays a chunk of
    // its own: grouped with TanStack, the entry would import the group to get React.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)),
          },
          // zod's builders have no side effects: a schema a page never uses (one beside a constant
          // it imports from packages/shared/src/contracts) is left out, and zod with it, unless the
          // page validates a form. The store and the blog's lists loaded all of zod (26 KB
          // gzipped) for a constant each. Calls of our own helpers are still kept.
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
                // React DOM apart from the app's entry: it changes with React, not with each release
                // of ours, so a returning learner's cache keeps it. And its setup runs inside one
                // function of its own instead of one the size of the whole entry: a browser with its
                // developer tools on (Lighthouse's) parses the functions on the stack again when
                // React DOM creates its sentinel errors, 0.1 s of the entry's task on this machine.
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
                // Named, so that scripts/bundle-budget.mjs can tell which pages load zod up front.
                { name: 'zod-library', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
                ...shared.groups,
              ],
            },
          },
        },
  },
}));
