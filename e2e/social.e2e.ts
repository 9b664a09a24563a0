import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goto, openBrowser, registerIntoCourse, screenshotDir, seriousAxeFindings, viewports } from './browser.ts';
import { meetNewWords } from './new-words.ts';

const PASSWORD = 'Rafiki!2026q';

/** A new learner, onboarded into Swahili (which opens the first lesson); answers their username. */
async function newLearner(page: Page, email: string) {
  await registerIntoCourse(page, email, PASSWORD, { course: /Swahili/, goal: /Regular/ });
  await goto(page, '/settings');
  return page.getByLabel('Username').inputValue();
}

describe('social', () => {
  const browser = openBrowser();

  it('two learners befriend each other, the request arrives on an open page, and both see each other among friends', async () => {
    const stamp = String(Date.now());
    const ama = await browser.newPage();
    const bo = await browser.newPage({ viewport: viewports.phone });
    const amaName = await newLearner(ama.page, `ama${stamp}@example.com`);
    const boName = await newLearner(bo.page, `bo${stamp}@example.com`);

    // Bo has a page open; the request reaches it without a reload.
    await goto(bo.page, '/dashboard');
    await bo.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await goto(ama.page, '/friends');
    await ama.page.getByLabel('Find learners by username').fill(boName);
    await ama.page.getByRole('button', { name: 'Add friend' }).click();
    await ama.page.getByText('Friend request sent.').waitFor();

    await bo.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 20_000 });
    await bo.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await bo.page.getByText('New friend request').waitFor();

    await goto(bo.page, '/friends');
    await bo.page.getByRole('button', { name: 'Accept' }).click();
    await bo.page.getByText('You are now friends.').waitFor();

    for (const [{ page }, me, other] of [
      [ama, amaName, boName],
      [bo, boName, amaName],
    ] as const) {
      await goto(page, '/leaderboard');
      await page.getByRole('button', { name: 'Friends', exact: true }).click();
      const board = page.getByRole('group', { name: 'Who' }).locator('xpath=../..');
      await board.getByRole('link', { name: other, exact: true }).waitFor();
      await board.getByRole('link', { name: me, exact: true }).waitFor();
    }
    await bo.page.screenshot({ path: `${screenshotDir}/leaderboard-friends-phone.png`, fullPage: true });
    expect(ama.errors).toEqual([]);
    expect(bo.errors).toEqual([]);
  });

  it('starts the Premium trial in the store and answers wrong without losing a heart', async () => {
    const { page, errors } = await browser.newPage();
    await registerIntoCourse(page, `premium${String(Date.now())}@example.com`, PASSWORD, {
      course: /Swahili/,
      goal: /Regular/,
    });
    const lessonUrl = page.url();

    await goto(page, '/store');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByText('You are now a Premium member!').waitFor();
    await page.getByText(/14 days left of your free trial/).waitFor();

    await page.goto(lessonUrl, { waitUntil: 'networkidle' });
    await meetNewWords(page);
    await page.getByRole('heading', { name: 'Which one means “hello”?' }).waitFor();
    const options = await page.getByRole('radio').allTextContents();
    const wrong = options.findIndex((text) => !text.includes('jambo'));
    await page.keyboard.press(String(wrong + 1));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(
      await page
        .getByRole('img', { name: /of 5 hearts/ })
        .last()
        .getAttribute('aria-label'),
    ).toMatch(/^5 of 5/);
    expect(errors).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe findings on the social pages and the store (%s)',
    async (colorScheme) => {
      const { page } = await browser.newPage({ colorScheme, reducedMotion: 'reduce' });
      await newLearner(page, `axe${colorScheme}${String(Date.now())}@example.com`);
      const findings: string[] = [];
      for (const path of ['/leaderboard', '/friends', '/notifications', '/profile', '/store']) {
        await goto(page, path);
        await page.locator('h1').first().waitFor();
        findings.push(...(await seriousAxeFindings(page, path)));
      }
      expect(findings).toEqual([]);
    },
  );
});
