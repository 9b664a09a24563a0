import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  goto,
  heartsInPlayer,
  openBrowser,
  registerIntoCourse,
  registerWithConsent,
  screenshotDir,
  seriousAxeFindings,
  viewports,
} from './browser.ts';
import { meetNewWords } from './new-words.ts';

const PASSWORD = 'Karibu!2026p';

const check = async (page: Page) => {
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('button', { name: 'Continue' }).waitFor();
};
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

describe('the lesson on a phone', () => {
  const browser = openBrowser();

  it('is a focus mode: wrong picks in red, pairs checked one by one, "Can\'t listen now" without a heart', async () => {
    const { page, errors } = await browser.newPage({ viewport: viewports.phone, reducedMotion: 'reduce' });
    await registerIntoCourse(page, `phone${String(Date.now())}@example.com`, PASSWORD, {
      course: /Swahili/,
      goal: /Regular/,
    });
    await meetNewWords(page);
    await page.getByRole('heading', { name: 'Which one means “hello”?' }).waitFor();

    // Focus mode: no site navigation or footer; leaving goes through the quit dialog.
    expect(await page.getByRole('link', { name: 'Our Mission' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('button', { name: 'Quit the lesson' }).click();
    await page.getByRole('dialog', { name: 'Leave this lesson?' }).waitFor();
    await page.getByRole('button', { name: 'Keep learning' }).click();

    // 1. A wrong pick is marked wrong, and the right option right.
    await page.getByRole('radio', { name: /kwaheri/ }).click();
    await check(page);
    await page.getByRole('radio', { name: /kwaheri.*your answer, wrong/ }).waitFor();
    await page.getByRole('radio', { name: /jambo.*correct answer/ }).waitFor();
    await page.screenshot({ path: `${screenshotDir}/lesson-wrong-choice-phone.png` });
    expect(await heartsInPlayer(page)).toBe('4 of 5 hearts');
    await next(page);

    // 2. translate, 3. word bank
    await page.getByLabel('Write this in Swahili').fill("ng'ombe");
    await check(page);
    await next(page);
    const bank = page.getByRole('group', { name: 'Words to choose from' });
    await bank.getByRole('button', { name: 'asante' }).click();
    await bank.getByRole('button', { name: 'sana' }).click();
    await check(page);
    await next(page);

    // 4. Match pairs: a wrong pair is said under the grid and released; right pairs stay matched.
    await page.getByRole('heading', { name: 'Match the pairs' }).waitFor();
    const words = page.getByRole('group', { name: 'Words' });
    const meanings = page.getByRole('group', { name: 'Meanings' });
    await words.getByRole('button', { name: 'jambo', exact: true }).click();
    await meanings.getByRole('button', { name: 'goodbye', exact: true }).click();
    await page.getByText('Not a pair. Try again.').waitFor();
    await page.screenshot({ path: `${screenshotDir}/lesson-wrong-pair-phone.png` });
    await page.getByText('Not a pair. Try again.').waitFor({ state: 'hidden' });
    expect(await words.getByRole('button', { name: 'jambo', exact: true }).getAttribute('aria-pressed')).toBe('false');
    const pairs = { jambo: 'hello', kwaheri: 'goodbye', asante: 'thank you', "ng'ombe": 'cow' };
    for (const [word, meaning] of Object.entries(pairs)) {
      await words.getByRole('button', { name: word, exact: true }).click();
      await meanings.getByRole('button', { name: meaning, exact: true }).click();
      await words.getByRole('button', { name: new RegExp(`^${word}\\W*matched$`) }).waitFor();
    }
    // A wrong pair costs no heart.
    expect(await heartsInPlayer(page)).toBe('4 of 5 hearts');
    await check(page);
    await page.getByText('Correct!').waitFor();
    await next(page);

    // 5. fill in the blank (no prohibited aria-label on the blank)
    await page.getByRole('heading', { name: 'Fill in the blank' }).waitFor();
    expect(await seriousAxeFindings(page, 'fill in the blank')).toEqual([]);
    await page.getByRole('radio', { name: /sana/ }).click();
    await check(page);
    await next(page);

    // 6. "Can't listen now": skipped without a heart; the wrong one comes back, then completion.
    await page.getByRole('heading', { name: 'Type what you hear' }).waitFor();
    await page.screenshot({ path: `${screenshotDir}/lesson-listen-phone.png` });
    await page.getByRole('button', { name: "Can't listen now" }).click();
    await page.getByRole('heading', { name: 'Which one means “hello”?' }).waitFor();
    expect(await heartsInPlayer(page)).toBe('4 of 5 hearts');
    await page.getByRole('radio', { name: /jambo/ }).click();
    await check(page);
    await next(page);
    await page.getByRole('heading', { name: 'Lesson complete!' }).waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);

    // Sound effects: one switch in /settings, kept on the account.
    await goto(page, '/settings');
    const sounds = page.getByRole('switch', { name: 'Sound effects' });
    expect(await sounds.isChecked()).toBe(true);
    await sounds.click();
    await page.getByText('Saved.').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('switch', { name: 'Sound effects' }).isChecked()).toBe(false);
  });

  it('opens a unit’s tips from the course map and, without leaving the lesson, from the player, at 320 px', async () => {
    const small = { width: 320, height: 640 };
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors } = await browser.newPage({ viewport: small, reducedMotion: 'reduce', colorScheme });
      await registerIntoCourse(page, `tips-${colorScheme}${String(Date.now())}@example.com`, PASSWORD, {
        course: /Swahili/,
        goal: /Regular/,
      });
      await meetNewWords(page);
      await page.getByRole('heading', { name: 'Which one means “hello”?' }).waitFor();
      await page.getByRole('radio', { name: /jambo/ }).click();

      // The player: the tips open over the lesson; Escape closes them, focus goes back to the button.
      const tipsButton = page.getByRole('button', { name: 'Tips' });
      await page.screenshot({ path: `${screenshotDir}/tips-player-320-${colorScheme}.png` });
      await tipsButton.click();
      const dialog = page.getByRole('dialog', { name: 'Tips: Greetings and courtesy' });
      await dialog.getByRole('heading', { name: 'Greeting one person or many' }).waitFor();
      await page.screenshot({ path: `${screenshotDir}/tips-dialog-320-${colorScheme}.png` });
      expect(await seriousAxeFindings(page, 'tips dialog', 'dialog[open]')).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await tipsButton.evaluate((button) => button === document.activeElement)).toBe(true);
      // The lesson is where it was, the answer still picked.
      expect(await page.getByRole('radio', { name: /jambo/ }).isChecked()).toBe(true);
      await check(page);
      await page.getByText('Correct!').waitFor();

      // The course map: a Tips button on the unit, to a page of its own with a way back.
      await goto(page, '/dashboard');
      await page.getByRole('link', { name: 'Tips for Greetings and courtesy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Greetings and courtesy' }).waitFor();
      await page.getByRole('table').waitFor();
      // The table scrolls in its own box; the page never scrolls sideways.
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(small.width);
      await page.screenshot({ path: `${screenshotDir}/tips-page-320-${colorScheme}.png`, fullPage: true });
      expect(await seriousAxeFindings(page, 'tips page')).toEqual([]);
      await page.getByRole('link', { name: 'Back to the course' }).click();
      await page.waitForURL(/\/dashboard$/);
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      await page.close();
    }
  });

  it('answers an unknown blog post with a 404 status, and a bad lesson id with a friendly page', async () => {
    const { page } = await browser.newPage({ viewport: viewports.phone });
    const response = await goto(page, '/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await fetch(`${baseUrl}/blog/no-such-post`)).status).toBe(404);

    await registerWithConsent(page, `badlesson${String(Date.now())}@example.com`, PASSWORD);
    await goto(page, '/lesson/not-a-lesson');
    await page.getByRole('heading', { name: "We couldn't find that lesson" }).waitFor();
    expect(await page.getByText('Some fields need attention').count()).toBe(0);
  });
});
