import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, goto, openBrowser, registerWithConsent, screenshotDir } from './browser.ts';

const PASSWORD = 'Karibu!2026w';
const widths = [320, 390] as const;

/** What a page must hold at a phone width: nothing wider than the screen, one h1. */
async function layoutProblems(page: Page, path: string, width: number): Promise<string[]> {
  await goto(page, path);
  await page.locator('h1').first().waitFor();
  const { scrollWidth, innerWidth, headings, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    headings: document.querySelectorAll('h1').length,
    // The widest elements, to say what overflows when something does.
    wide: Array.from(document.querySelectorAll('body *'), (element) => ({
      right: element.getBoundingClientRect().right,
      name: `${element.tagName.toLowerCase()}.${element.getAttribute('class')?.slice(0, 60) ?? ''}`,
    }))
      .filter((element) => element.right > window.innerWidth + 0.5)
      .slice(0, 3)
      .map((element) => element.name),
  }));
  const problems: string[] = [];
  if (scrollWidth > innerWidth)
    problems.push(`${path} at ${String(width)} px scrolls sideways (${String(scrollWidth)} px): ${wide.join(', ')}`);
  if (headings !== 1) problems.push(`${path} at ${String(width)} px has ${String(headings)} h1`);
  return problems;
}

describe('every page on a phone', () => {
  const browser = openBrowser();

  it('never scrolls sideways at 320 or 390 px and has one h1, signed in or not', async () => {
    const blog = (await (await fetch(`${baseUrl}/api/blog?limit=1`)).json()) as {
      data: { slug: string; category: string }[];
    };
    const post = blog.data[0];
    const publicPages = [
      '/',
      '/how-it-works',
      '/contact-us',
      '/support',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-notice',
      '/mission',
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/blog',
      `/blog/${post?.slug ?? ''}`,
      `/blog/category/${post?.category ?? ''}`,
      '/no-such-page',
    ];
    const problems: string[] = [];
    for (const width of widths) {
      const { page } = await browser.newPage({ viewport: { width, height: 740 } });
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
      for (const path of publicPages) problems.push(...(await layoutProblems(page, path, width)));
    }

    const { page } = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await registerWithConsent(page, `narrow${String(Date.now())}@example.com`, PASSWORD);
    await page.getByRole('radio', { name: /Swahili/ }).click();
    await page.getByRole('radio', { name: /Casual/ }).click();
    await page.getByRole('button', { name: 'Start my first lesson' }).click();
    await page.waitForURL(/\/lesson\//);
    const lesson = new URL(page.url()).pathname;
    const signedInPages = [
      '/onboarding',
      '/dashboard',
      '/languages',
      lesson,
      '/lesson/practice',
      '/lesson/not-a-lesson',
      '/store',
      '/leaderboard',
      '/friends',
      '/notifications',
      '/profile',
      '/settings',
      '/cultural-resources',
    ];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of signedInPages) problems.push(...(await layoutProblems(page, path, width)));
    }
    await goto(page, '/dashboard');
    await page.screenshot({ path: `${screenshotDir}/dashboard-320.png`, fullPage: true });
    expect(problems).toEqual([]);
  }, 300_000);
});
