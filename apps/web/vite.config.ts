import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFirstFont()],
  server: {
    port: 5173,
    proxy: {
      // The API accepts cookie-carrying calls only from its own origin; present the dev page as it.
      '/api': { target: 'http://127.0.0.1:3000', headers: { origin: 'http://localhost:3000' } },
    },
  },
  // The server's render (src/ssr) runs in Node from dist-ssr: the workspace's TypeScript package is
  // bundled into it, third-party packages are imported from node_modules. Set for that build only:
  // present in the browser build, it makes React Router resolve to its larger development build.
  ...(isSsrBuild ? { ssr: { noExternal: ['@roots/shared'] } } : {}),
  build: {
    target: 'es2022',
    sourcemap: false,
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
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
              ],
            },
          },
        },
  },
}));
