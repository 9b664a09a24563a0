import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { installProblems } from '../apps/web/scripts/app-manifest.ts';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { appPageShown, baseUrl, goto, openBrowser, registerIntoCourse, viewports } from './browser.ts';

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

/** Until the service worker controls the page: it registers in the first idle moment after load. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

const cacheNamesOf = (page: Page) => page.evaluate(() => caches.keys());

describe('the installable app (issue 41 §1)', () => {
  const browser = openBrowser();
  const profiles: string[] = [];
  afterAll(() => {
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
  });

  it('meets Chromium’s install criteria, as built, as served and in Chromium’s own check', async () => {
    const served = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(served.headers.get('content-type')).toBe('application/manifest+json');
    const manifest: unknown = await served.json();
    expect(manifest).toEqual(JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')));
    expect(installProblems(manifest, (src) => readFileSync(join(dist, src)))).toEqual([]);
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);

    // An installed app's browser: a profile on disk (Chromium installs nothing from an incognito
    // window, which every context of browser.ts is).
    const profile = mkdtempSync(join(tmpdir(), 'roots-e2e-profile-'));
    profiles.push(profile);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumFlags,
      headless: true,
      viewport: viewports.phone,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await goto(page, '/');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a learner’s dashboard again with the network off, and forgets their answers at sign-out', async () => {
    const { page, context } = await browser.newPage({ viewport: viewports.phone, serviceWorkers: 'allow' });
    await registerIntoCourse(page, `offline${String(Date.now())}@example.com`, 'Str0ng!pass', {
      course: /Swahili/,
      goal: /Regular/,
    });
    await goto(page, '/dashboard');
    await appPageShown(page);
    await controlled(page);
    // Opened once under the worker: the page and its answers are kept.
    await goto(page, '/dashboard');
    await page.getByRole('heading', { name: 'Greetings and courtesy' }).first().waitFor();
    const userId = await page.evaluate(async () => {
      const response = await fetch('/api/user/profile', {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      });
      return ((await response.json()) as { data: { id: string } }).data.id;
    });
    expect(await cacheNamesOf(page)).toContain(`roots-api-account-${userId}`);

    await context.setOffline(true);
    await page.reload();
    await appPageShown(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    await page.getByRole('heading', { name: 'Greetings and courtesy' }).first().waitFor();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(async () => (await cacheNamesOf(page)).filter((name) => name.startsWith('roots-api-account-')))
      .toEqual([]);
  });

  // Issue 41 §4: with Save-Data (or on 2G) a clip is fetched when tapped and no page is prefetched.
  // The pictures' smallest size is the server's to send: apps/server/src/modules/account/account.data.test.ts.
  it.each([
    ['spares a connection that saves data: clips on tap, no page prefetched', true],
    ['fetches clips with the lesson and prefetches pages where the connection does not save data', false],
  ])('%s', async (_, saving) => {
    const { page } = await browser.newPage({ viewport: viewports.phone, serviceWorkers: 'allow' });
    if (saving) {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
      });
    }
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await registerIntoCourse(page, `saver${String(saving)}${String(Date.now())}@example.com`, 'Str0ng!pass', {
      course: /Swahili/,
      goal: /Regular/,
    });
    const intro = page.getByRole('region', { name: 'New words in this lesson' });
    const clip = intro.locator('audio');
    await clip.waitFor({ state: 'attached' });
    expect(await clip.getAttribute('preload')).toBe(saving ? 'none' : 'auto');
    const clips = () => requested.filter((path) => path.startsWith('/api/audio/')).length;
    if (saving) {
      expect(clips()).toBe(0);
      await intro.getByRole('button', { name: /^Listen/ }).click();
    }
    await expect.poll(clips).toBeGreaterThan(0);

    // The dashboard prefetches the pages a learner opens next from it, the leaderboard among them.
    await goto(page, '/dashboard');
    await appPageShown(page);
    const leaderboard = () => requested.some((path) => /\/assets\/leaderboard-[\w-]+\.js$/.test(path));
    if (saving) {
      // Long enough for the prefetch to have happened where it is made (the other case).
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForLoadState('networkidle');
      expect(leaderboard()).toBe(false);
    } else await expect.poll(leaderboard).toBe(true);
  });
});
