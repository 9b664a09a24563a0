import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  dataDir,
  openBrowser,
  registerIntoCourse,
  screenshotDir,
  seriousAxeFindings,
  viewports,
  matchPairs,
} from './browser.ts';

const PASSWORD = 'Mwalimu!2026t';

// A recording of "jambo" made in the CMS (DATA_DIR/audio wins over the course files), named as the
// server names clips: the first 16 hex digits of the SHA-256 of the NFC text.
const clipName = (text: string) =>
  `${createHash('sha256').update(text.normalize('NFC')).digest('hex').slice(0, 16)}.ogg`;
const anyClip = readdirSync(join(import.meta.dirname, '..', 'content', 'audio', 'sw')).find((f) => f.endsWith('.ogg'));
mkdirSync(join(dataDir, 'audio', 'sw'), { recursive: true });
copyFileSync(
  join(import.meta.dirname, '..', 'content', 'audio', 'sw', anyClip ?? ''),
  join(dataDir, 'audio', 'sw', clipName('jambo')),
);

/** A new learner in the Swahili fixture course: the first lesson opens. */
const startFirstLesson = (page: Page, email: string) =>
  registerIntoCourse(page, email, PASSWORD, { course: /Swahili/, goal: /Casual/ });

const intro = (page: Page) => page.getByRole('region', { name: 'New words in this lesson' });

/** Answers the first four exercises of the fixture lesson right, up to its fill-in-the-blank. */
async function playToFillBlank(page: Page) {
  const checkAndContinue = async () => {
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('Correct!').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await page.getByRole('radio', { name: /jambo/ }).click();
  await checkAndContinue();
  await page.getByLabel('Write this in Swahili').fill("ng'ombe");
  await checkAndContinue();
  const bank = page.getByRole('group', { name: 'Words to choose from' });
  await bank.getByRole('button', { name: 'asante' }).click();
  await bank.getByRole('button', { name: 'sana' }).click();
  await checkAndContinue();
  const pairs = { jambo: 'hello', kwaheri: 'goodbye', asante: 'thank you', "ng'ombe": 'cow' };
  await matchPairs(page, pairs);
  await checkAndContinue();
  await page.getByRole('heading', { name: 'Fill in the blank' }).waitFor();
}

describe('teaching: new words first, word hints in the prompts', () => {
  const browser = openBrowser();

  it('opens a lesson with its new words, one card at a time, usable from the keyboard', async () => {
    const { page, errors } = await browser.newPage({ viewport: viewports.phone });
    await startFirstLesson(page, `intro${String(Date.now())}@example.com`);

    const card = intro(page);
    await card.waitFor();
    await card.getByText('Word 1 of 3').waitFor();
    expect(await card.locator('p[lang="sw"]').textContent()).toBe('jambo');
    expect(await card.locator('p[lang="en"]').textContent()).toBe('hello');
    // "jambo" has a recording: it plays from an opaque URL that says nothing of the word.
    await card.getByRole('button', { name: /Listen/ }).waitFor();
    const src = (await page.locator('audio').getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
    expect((await page.request.get(`${baseUrl}${src}`)).headers()['content-type']).toContain('audio/ogg');
    // No Skip the first time: the words are new.
    expect(await page.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    expect(await seriousAxeFindings(page, 'intro')).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/word-intro-phone.png`, fullPage: true });

    // Enter continues through the cards. content:audio voices every word of a course with a voice,
    // so "asante" has its clip too (a card without one is a component test of WordIntroCard).
    await page.keyboard.press('Enter');
    await card.getByText('Word 2 of 3').waitFor();
    expect(await card.locator('p[lang="sw"]').textContent()).toBe('asante');
    await card.getByRole('button', { name: /Listen/ }).waitFor();
    await page.keyboard.press('Enter');
    await card.getByText('Word 3 of 3').waitFor();
    expect(await card.locator('p[lang="sw"]').textContent()).toBe("ng'ombe");
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Which one means “hello”?' }).waitFor();
    expect(await intro(page).count()).toBe(0);

    // Back before answering anything: the words come again, now with Skip.
    await page.reload({ waitUntil: 'networkidle' });
    await intro(page).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('heading', { name: 'Which one means “hello”?' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a word hint on a tap on a phone and on keyboard focus, on screen at 320 px', async () => {
    const { page, errors } = await browser.newPage({ viewport: viewports.phone, hasTouch: true });
    await startFirstLesson(page, `hints${String(Date.now())}@example.com`);
    await intro(page).waitFor();
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('button', { name: 'Continue' }).tap();
    await playToFillBlank(page);

    // "Asante ___!": Asante is a word of the course; a tap shows what it means.
    const sentence = page.locator('p[lang="sw"]').filter({ hasText: 'Asante' });
    const word = sentence.getByRole('button', { name: 'Asante' });
    expect(await word.getAttribute('aria-expanded')).toBe('false');
    await word.tap();
    expect(await word.getAttribute('aria-expanded')).toBe('true');
    const hint = page.locator(`[id="${(await word.getAttribute('aria-controls')) ?? ''}"]`);
    await hint.getByText('thank you').waitFor();
    expect(await seriousAxeFindings(page, 'hint open')).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/word-hint-phone.png`, fullPage: true });
    // A tap elsewhere closes it.
    await page.getByRole('heading', { name: 'Fill in the blank' }).tap();
    await hint.waitFor({ state: 'hidden' });

    // From the keyboard: focus the word, Enter opens, Escape closes (and does not leave the lesson).
    await word.focus();
    await page.keyboard.press('Enter');
    await hint.getByText('thank you').waitFor();
    await page.keyboard.press('Escape');
    await hint.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    // On the narrowest phone the hint stays on screen.
    await page.setViewportSize({ width: 320, height: 640 });
    await word.tap();
    const box = await hint.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `${screenshotDir}/word-hint-320.png`, fullPage: true });

    // The hint never answers: the answer is a choice, and the hint only reads the sentence.
    await page.getByRole('radio', { name: /sana/ }).tap();
    await page.getByRole('button', { name: 'Check' }).tap();
    await page.getByText('Correct!').waitFor();
    expect(errors).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'looks right on a desktop in %s, with no serious axe findings',
    async (scheme) => {
      const { page, errors } = await browser.newPage({
        viewport: viewports.desktop,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await startFirstLesson(page, `look${scheme}${String(Date.now())}@example.com`);
      await intro(page).waitFor();
      expect(await seriousAxeFindings(page, `intro ${scheme}`)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/word-intro-desktop-${scheme}.png` });
      for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Continue' }).click();
      await playToFillBlank(page);
      // A mouse opens a hint on hover.
      await page.getByRole('button', { name: 'Asante' }).hover();
      await page.getByText('thank you', { exact: true }).waitFor();
      expect(await seriousAxeFindings(page, `hint ${scheme}`)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/word-hint-desktop-${scheme}.png` });
      expect(errors).toEqual([]);
    },
  );
});
