import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appManifest, installProblems } from './app-manifest.ts';

const publicFile = (src: string) => {
  try {
    return readFileSync(new URL(`../public${src}`, import.meta.url));
  } catch {
    return undefined;
  }
};

// The manifest as built and served, and Chromium's own verdict on it, are checked by
// e2e/installable.e2e.ts.
describe('the web app manifest', () => {
  it('meets Chromium’s install criteria, with maskable icons and its colours', () => {
    expect(installProblems(appManifest, publicFile)).toEqual([]);
    expect(appManifest.start_url).toBe('/dashboard');
  });

  it('says what is missing from a manifest that does not', () => {
    const broken = {
      short_name: 'Roots',
      start_url: 'https://elsewhere.example/app',
      display: 'browser',
      prefer_related_applications: true,
      theme_color: '#fff',
      icons: [{ src: '/icons/icon-512.png', sizes: '192x192', type: 'image/png' }],
    };
    expect(installProblems(broken, publicFile)).toEqual([
      'start_url https://elsewhere.example/app is outside the scope /',
      'display "browser" does not open as an app',
      'prefers a store app',
      'no background_color',
      'no 192x192 maskable PNG icon',
      'no 512x512 PNG icon',
      'no 512x512 maskable PNG icon',
      '/icons/icon-512.png is 512x512, not 192x192',
    ]);
    expect(installProblems({ icons: [{ src: '/nowhere.png', sizes: '1x1', type: 'image/png' }] }, publicFile)).toEqual(
      expect.arrayContaining(['no name or short_name', 'no start_url', '/nowhere.png is missing or not a PNG']),
    );
  });

  it('is linked from every page with the icons and titles iOS reads instead', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Roots" />');
    expect(html).toMatch(/<meta name="theme-color" content="#fbf6ee" media="\(prefers-color-scheme: light\)" \/>/);
    expect(html).toMatch(/<meta name="theme-color" content="#171310" media="\(prefers-color-scheme: dark\)" \/>/);
    expect(publicFile('/icons/apple-touch-icon.png')).toBeDefined();
  });
});
