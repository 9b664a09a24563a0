import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';
import { readOutbox } from '../apps/server/src/test/outbox.ts';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

export const baseUrl = inject('baseUrl');
/** The app's DATA_DIR: its outbox holds the mails it sent. */
export const dataDir = inject('dataDir');

/** The path and query of the latest link mailed to `email` under `subject`, once it is in the outbox. */
export async function mailedLink(email: string, subject: string): Promise<string> {
  await expect.poll(() => readOutbox(dataDir).some((mail) => mail.to === email && mail.subject === subject)).toBe(true);
  const link = readOutbox(dataDir)
    .filter((mail) => mail.to === email && mail.subject === subject)
    .at(-1)?.link;
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
}
export const screenshotDir = join(import.meta.dirname, 'artifacts', 'screenshots');
mkdirSync(screenshotDir, { recursive: true });

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

let clients = 0;
/** A documentation-range address per browser context, unique within this run. */
function nextClientAddress(): string {
  clients += 1;
  return `198.51.${String(process.pid % 250)}.${String(clients % 250)}`;
}

/**
 * One Chromium per test file, closed after it; each call to `newPage` gets a context of its own
 * (fresh storage and cookies, its own viewport and client address), which opens in milliseconds
 * where a browser of its own took most of a second.
 */
export function openBrowser({ args = [] }: { args?: string[] } = {}) {
  let launched: Promise<Browser> | undefined;
  const browser = () =>
    (launched ??= chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...args], headless: true }));
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    if (launched) await (await launched).close();
  });
  return {
    async newPage(
      options: {
        viewport?: { width: number; height: number };
        colorScheme?: 'light' | 'dark';
        reducedMotion?: 'reduce' | 'no-preference';
        javaScriptEnabled?: boolean;
        /** A touch screen: taps are touch events, as on a phone. */
        hasTouch?: boolean;
        /**
         * The service worker (issue 41) is kept out unless a journey asks for it: each context is a
         * first visit, and the worker's install (its precache, 33 files) in every one of them
         * slowed the journeys that check nothing of it (the voices journey timed out on a loaded
         * machine). e2e/installable.e2e.ts allows it.
         */
        serviceWorkers?: 'allow' | 'block';
      } = {},
    ) {
      const chromiumBrowser = await browser();
      const context = await chromiumBrowser.newContext({
        viewport: options.viewport ?? viewports.desktop,
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        hasTouch: options.hasTouch ?? false,
        serviceWorkers: options.serviceWorkers ?? 'block',
        extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
      });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { page, errors, context };
    },
  };
}

/** `base`: another server than the run's (a journey that stops its own, e2e/offline.e2e.ts). */
export async function goto(page: Page, path: string, base = baseUrl) {
  return page.goto(base + path, { waitUntil: 'networkidle' });
}

/**
 * Waits until a signed-in page is the app's own: the server's first paint (#roots-frame) has made
 * way for the app, and the app's frame, shown while the session is checked, for the page. Their
 * headings are nodes of their own, so one measured before then may be gone when it is measured.
 */
export async function appPageShown(page: Page) {
  await page.locator('#roots-frame').waitFor({ state: 'detached' });
  await page.getByText('Checking your session').waitFor({ state: 'detached' });
}

/**
 * Signs a new learner up with cookie consent already given (on a phone the banner would cover
 * buttons, and its slide-in would overlap what axe measures); ends on /onboarding.
 */
export async function registerWithConsent(page: Page, email: string, password: string, base = baseUrl) {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'true');
  });
  await goto(page, '/auth/register', base);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${base}/onboarding`);
}

/**
 * Gives the learner signed in on `page` this username, through the API from the page: a new
 * account's name is an animal and four digits, and some journeys need a name of their own.
 */
export async function renameLearner(page: Page, username: string) {
  const status = await page.evaluate(async (name) => {
    const response = await fetch('/api/user/profile', {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
      },
      body: JSON.stringify({ username: name }),
    });
    return response.status;
  }, username);
  if (status !== 200) throw new Error(`renaming the learner to ${username} answered ${String(status)}`);
}

/**
 * Signs a new learner up (registerWithConsent) and onboards them into the course and daily goal
 * whose names match; ends in the course's first lesson, which opens with its new words.
 */
export async function registerIntoCourse(
  page: Page,
  email: string,
  password: string,
  { course, goal }: { course: RegExp; goal: RegExp },
  base = baseUrl,
) {
  await registerWithConsent(page, email, password, base);
  await page.getByRole('radio', { name: course }).click();
  await page.getByRole('radio', { name: goal }).click();
  await page.getByRole('button', { name: 'Start my first lesson' }).click();
  await page.waitForURL(/\/lesson\//);
}

/**
 * What axe finds serious or critical against WCAG 2.1 AA on the page as it is (or in the part
 * `include` selects), as `where: rule targets`.
 */
export async function seriousAxeFindings(page: Page, where: string, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} ${violation.nodes.map((n) => n.failureSummary ?? n.target.join(' ')).join(' | ')}`,
    );
}

/** The lesson player's hearts as its meter says them, e.g. `4 of 5 hearts`. */
export const heartsInPlayer = (page: Page) =>
  page
    .getByRole('img', { name: /of 5 hearts/ })
    .last()
    .getAttribute('aria-label');

/** Matches the pairs of a match exercise, word then meaning, waiting as each is checked on the server. */
export async function matchPairs(page: Page, pairs: Record<string, string>) {
  for (const [word, meaning] of Object.entries(pairs)) {
    await page.getByRole('group', { name: 'Words' }).getByRole('button', { name: word, exact: true }).click();
    await page.getByRole('group', { name: 'Meanings' }).getByRole('button', { name: meaning, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^${word}\\W*matched$`) }).waitFor();
  }
}

/** What a page must hold at a phone width: nothing wider than the screen, one h1. */
export async function layoutProblems(page: Page, path: string, width: number): Promise<string[]> {
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
