import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      // The API accepts cookie-carrying calls only from its own origin; present the dev page as it.
      '/api': { target: 'http://127.0.0.1:3000', headers: { origin: 'http://localhost:3000' } },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
  },
});
