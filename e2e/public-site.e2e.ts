import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPageShown,
  baseUrl,
  goto,
  openBrowser,
  registerIntoCourse,
  screenshotDir,
  seriousAxeFindings,
  viewports,
} from './browser.ts';

const publicPages = [
  { path: '/', heading: /African language|learn/i },
  { path: '/how-it-works', heading: /./ },
  { path: '/mission', heading: /./ },
  { path: '/support', heading: /./ },
  { path: '/contact-us', heading: /./ },
  { path: '/privacy-policy', heading: /privacy/i },
  { path: '/terms-of-service', heading: /terms/i },
  { path: '/cookie-notice', heading: /cookie/i },
  { path: '/auth/login', heading: /welcome back/i },
  { path: '/auth/register', heading: /start learning/i },
  { path: '/auth/forgot-password', heading: /forgot/i },
  { path: '/blog', heading: /./ },
];

/**
 * Resolves once a task posted now has run. React renders a state change made in a timer in a
 * MessageChannel task queued before it, so after this the DOM shows what the timers did.
 */
const nextTask = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

describe('public site', () => {
  const browser = openBrowser();

  it.each(publicPages)('serves $path with its heading and no script errors', async ({ path, heading }) => {
    const { page, errors } = await browser.newPage();
    const response = await goto(page, path);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(heading);
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  // Issue 13: the first paint needs no JavaScript. Sign-in forms stay client-rendered.
  it.each(publicPages.filter(({ path }) => !path.startsWith('/auth/')))(
    'sends $path as HTML with its heading, before any script runs',
    async ({ path, heading }) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
      expect(h1.replace(/<[^>]+>/g, '')).toMatch(heading);
      // The content security policy allows no inline script: the HTML needs none.
      expect(html).not.toMatch(/<script>|<script type="module">[^<]/);
      expect(html).not.toContain('Loading...');
    },
  );

  it('paints a prerendered page with scripts turned off', async () => {
    const { page } = await browser.newPage({ javaScriptEnabled: false });
    await goto(page, '/mission');
    expect(await page.locator('h1').textContent()).toMatch(/./);
    expect(await page.getByRole('link', { name: 'Blog' }).count()).toBeGreaterThan(0);
  });

  // Issue 13: the system font a page paints with before Noto Sans arrives is sized like it, so the
  // swap moves no text (here Liberation Sans, Debian's Arial; a phone's Roboto has its face too).
  it.each(['/', '/mission'])('lays %s out the same before and after the web font arrives', async (path) => {
    const layout = async (fonts: boolean) => {
      const { page } = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
      if (!fonts) await page.route('**/*.woff2', (route) => route.abort());
      await goto(page, path);
      await page.evaluate(() => document.fonts.ready);
      // (A FontFaceSet is iterable; this project's DOM types do not say so. Its forEach cannot call
      // back into a page whose scripts are off.)
      const font = await page.evaluate(() =>
        [...(document.fonts as unknown as Iterable<FontFace>)].some(
          (face) => face.family.includes('Noto Sans Variable') && face.status === 'loaded',
        ),
      );
      const boxes = await page
        .locator('main h1, main h2, main p')
        .evaluateAll((nodes) => nodes.slice(0, 12).map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
      return { font, boxes: boxes.map(({ top, height }) => ({ top: Math.round(top), height: Math.round(height) })) };
    };
    const fallback = await layout(false);
    const webFont = await layout(true);
    expect([fallback.font, webFont.font]).toEqual([false, true]);
    expect(fallback.boxes).toEqual(webFont.boxes);
  });

  it('shows the not-found page with a 404 for unknown paths', async () => {
    const { page } = await browser.newPage();
    const response = await goto(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe("We couldn't find that page");
  });

  it('sends a visitor from /dashboard to /auth/login', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/dashboard');
    await page.waitForURL(`${baseUrl}/auth/login`);
    expect(await page.locator('h1').textContent()).toBe('Welcome back');
    // The server's first paint of /dashboard is gone with React's first render.
    expect(await page.locator('#roots-frame').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(1);
  });

  it("sends a visitor from /dashboard to log in from the server's first paint, before the app's code has run", async () => {
    const { page } = await browser.newPage();
    // The frame's one inline script sees no stored session and goes on at once: the dashboard's
    // greeting ("Welcome back, learner") is never a visitor's to see, however slow the app's code.
    await page.route('**/assets/*.js', (route) => route.abort());
    await goto(page, '/dashboard');
    await page.waitForURL(`${baseUrl}/auth/login`);
    expect(await page.content()).not.toContain('Welcome back, ');
  });

  // Issue 13: a signed-in page paints its layout from the HTML, before any script has run.
  it("paints a signed-in page's navigation and loading state with scripts turned off", async () => {
    const { page } = await browser.newPage({ javaScriptEnabled: false });
    await goto(page, '/dashboard');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Roots, home' }).isVisible()).toBe(true);
    expect(await page.getByRole('status').textContent()).toBe('Checking your session');
    // The dashboard's own frame: its greeting and the places of its cards.
    expect(await page.locator('h1').textContent()).toBe('Welcome back, learner');
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
  });

  it("greets a returning learner by name in the dashboard's first paint, before the app's code has run", async () => {
    const { page, errors } = await browser.newPage({ viewport: viewports.phone });
    await registerIntoCourse(page, `frame${String(Date.now())}@example.com`, 'Str0ng!pass', {
      course: /Swahili/,
      goal: /Regular/,
    });
    const name = await page.evaluate(() => localStorage.getItem('learnerName'));
    expect(name).toBeTruthy();
    // The app's code never arrives: what shows is the server's HTML and its one inline script,
    // which the Content-Security-Policy lets run by its hash.
    await page.route('**/assets/*.js', (route) => route.abort());
    await goto(page, '/dashboard');
    const heading = page.locator('#roots-frame h1');
    expect(await heading.textContent()).toBe(`Welcome back, ${name ?? ''}`);
    const framed = await heading.boundingBox();
    expect(errors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
    // With its code, the app renders the page over the frame, the greeting where it was.
    await page.unroute('**/assets/*.js');
    await goto(page, '/dashboard');
    await appPageShown(page);
    const rendered = page.getByRole('heading', { level: 1 });
    expect(await rendered.textContent()).toBe(`Welcome back, ${name ?? ''}`);
    expect(await rendered.boundingBox()).toEqual(framed);
    expect(errors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
  });

  it('shows the cookie banner after 1.5 s and remembers Accept', async () => {
    const { page } = await browser.newPage();
    // The page's clock stands still, however long loading takes; the test moves it on (React's
    // own timers included: the page appears once the clock has moved).
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await goto(page, '/mission');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.clock.runFor(1499);
    await page.locator('h1').waitFor();
    await nextTask(page);
    expect(await banner.count()).toBe(0);
    await page.clock.runFor(1);
    await banner.waitFor({ state: 'visible' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await page.reload({ waitUntil: 'networkidle' });
    await page.clock.runFor(5000);
    await page.locator('h1').waitFor();
    await nextTask(page);
    expect(await banner.count()).toBe(0);
  });

  it('Decline hides the banner for this visit only', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    await page.reload();
    await banner.waitFor({ state: 'visible', timeout: 5000 });
  });

  it('Get Started Free stores redirectAfterAuth and opens log in', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/mission');
    await page.getByRole('banner').getByRole('button', { name: 'Get Started Free' }).click();
    await page.waitForURL(`${baseUrl}/auth/login`);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterAuth'))).toBe('/onboarding');
  });

  it('opens the mobile menu on a phone', async () => {
    const { page } = await browser.newPage({ viewport: viewports.phone });
    await goto(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Our Mission' }).click();
    await page.waitForURL(`${baseUrl}/mission`);
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'detached' });
  });

  it('sends a message through the contact form', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/contact-us');
    await page.getByLabel('Your name').fill('Amara Okafor');
    await page.getByLabel('E-mail').fill('amara@example.com');
    await page.getByLabel('What is it about?').selectOption('content');
    await page.getByLabel('Message').fill('Lesson 3 of Yoruba unit 1 is missing a tone mark on ọkọ̀.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you — your message is with us').waitFor();
  });

  it('explains contact form mistakes without sending', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name is required.').waitFor();
    expect(await page.getByText('E-mail is required.').count()).toBe(1);
    await page.getByLabel('E-mail').fill('amara@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Enter a valid e-mail address, like name@example.com.').waitFor();
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe findings on public pages (%s)',
    async (colorScheme) => {
      const { page } = await browser.newPage({ colorScheme, reducedMotion: 'reduce' });
      // The cookie banner is checked on its own below; here it stays away.
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
      const findings: string[] = [];
      for (const { path } of [...publicPages, { path: '/no-such-page' }]) {
        await goto(page, path);
        findings.push(...(await seriousAxeFindings(page, path)));
      }
      expect(findings).toEqual([]);
    },
    // Thirteen pages, each loaded and scanned: 30 to 50 s on a quiet machine, more under load.
    180_000,
  );

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe findings in the cookie banner (%s)',
    async (colorScheme) => {
      const { page } = await browser.newPage({ colorScheme, reducedMotion: 'reduce' });
      await goto(page, '/mission');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      // Let it settle completely: axe reads colours, and a half-faded banner would read as pale.
      await banner.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => null),
      );
      expect(await seriousAxeFindings(page, 'cookie banner', '[aria-label="Cookie consent"]')).toEqual([]);
    },
  );

  it.each(Object.entries({ narrow: { width: 320, height: 640 }, ...viewports }))(
    'fits every public page at %s width: one heading, no sideways scrolling',
    async (name, viewport) => {
      const problems: string[] = [];
      const { page } = await browser.newPage({ viewport });
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
      for (const { path } of [...publicPages, { path: '/no-such-page' }]) {
        await goto(page, path);
        await page.locator('h1').first().waitFor();
        const headings = await page.locator('h1').count();
        if (headings !== 1) problems.push(`${path}: ${String(headings)} h1 headings`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) problems.push(`${path}: scrolls ${String(overflow)} px sideways`);
        // Kept for people to look at (README: e2e/artifacts/).
        const file = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${name}.png`;
        await page.screenshot({ path: join(screenshotDir, file), fullPage: true });
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('blog', () => {
  const browser = openBrowser();

  it('lists the shipped articles, filters by category and opens one', async () => {
    const { page, errors } = await browser.newPage();
    await goto(page, '/blog');
    const cards = page.locator('article h2 a');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);

    const categories = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');
    const category = categories.first();
    const categoryName = (await category.textContent())?.replace(/\d+$/, '').trim() ?? '';
    await category.click();
    await page.waitForURL(/\/blog\/category\//);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Category: /);
    expect(categoryName).not.toBe('');

    const title = (await cards.first().textContent()) ?? '';
    await cards.first().click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('.prose-roots h2').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows the empty state for a category without articles', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/blog/category/astronomy');
    await page.getByText('No Articles Found').waitFor();
    expect(await page.getByText('There are currently no articles in the "astronomy" category.').count()).toBe(1);
  });

  it('shows the not-found page for an unknown article', async () => {
    const { page } = await browser.newPage();
    const response = await goto(page, '/blog/no-such-article');
    // The server asks the API before rendering, so the status is a real 404 too.
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe("We couldn't find that page");
  });
});
