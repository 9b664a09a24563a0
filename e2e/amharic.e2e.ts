import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goto, openBrowser, registerIntoCourse, screenshotDir, seriousAxeFindings, viewports } from './browser.ts';
import { meetNewWords } from './new-words.ts';

const PASSWORD = 'Selam!2026x';
const smallPhone = { width: 320, height: 720 } as const;

async function registerIntoAmharic(page: Page, email: string) {
  await registerIntoCourse(page, email, PASSWORD, { course: /Amharic/, goal: /Regular/ });
  await meetNewWords(page);
}

/** The romanisation lines on screen, in order. */
const romanised = (page: Page) => page.locator('[data-romanised]').allTextContents();
const check = async (page: Page) => {
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).waitFor();
};
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('Amharic', () => {
  const browser = openBrowser();

  it('shows romanisation under Ethiopic text, types ሰላም from “selam”, and /settings turns the romanisation off', async () => {
    const { page, errors } = await browser.newPage({ viewport: smallPhone });
    await registerIntoAmharic(page, `amharic${String(Date.now())}@example.com`);

    // A prompt quoting Amharic has its romanisation under it (the course's first unit: auto is on).
    // The word is a hint that shows how it is read, not its meaning, the answer (a button in the
    // heading, whose name the accessible name sets apart with spaces).
    await page.getByRole('heading', { name: 'What does “ ሰላም ” mean?' }).waitFor();
    expect(await romanised(page)).toEqual(['selam']);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeFindings(page, 'romanised prompt')).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/amharic-romanised-320.png`, fullPage: true });
    await page.getByRole('radio', { name: /hello/ }).click();
    await check(page);
    await page.getByText('Correct!').waitFor();
    await page.keyboard.press('Enter');

    // The answer box types fidel from Latin letters: no letter pad.
    await page.getByRole('heading', { name: 'Write this in Amharic' }).waitFor();
    const field = page.getByRole('textbox', { name: 'Write this in Amharic' });
    await field.click();
    await page.keyboard.type('selam');
    expect(await field.inputValue()).toBe('ሰላም');
    await page.keyboard.press('Backspace');
    expect(await field.inputValue()).toBe('ሰላ');
    await page.keyboard.type('m');
    expect(await page.getByRole('group', { name: 'Special letters' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeFindings(page, 'Amharic answer box')).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/amharic-typing-320.png`, fullPage: true });
    await check(page);
    await page.getByText('Correct!').waitFor();
    await page.keyboard.press('Enter');

    // Tiles and match pairs in fidel carry their romanisation too.
    await page.getByRole('heading', { name: 'Build this in Amharic' }).waitFor();
    expect((await romanised(page)).sort()).toEqual(['dehna', 'hun', 'hunyee', 'selam']);
    const bank = page.getByRole('group', { name: 'Words to choose from' });
    await bank.getByRole('button', { name: /ደህና/ }).click();
    await bank.getByRole('button', { name: /^ሁን/ }).click();
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}/amharic-word-bank-320.png`, fullPage: true });
    await check(page);
    await page.getByText('Correct!').waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Match the pairs' }).waitFor();
    expect((await romanised(page)).sort()).toEqual(['awo', 'chaw', 'dehna hun', 'selam']);
    const pairs: [string, string][] = [
      ['ሰላም', 'hello'],
      ['ደህና ሁን', 'goodbye'],
      ['አዎ', 'yes'],
      ['ቻው', 'bye'],
    ];
    for (const [word, meaning] of pairs) {
      await page
        .getByRole('group', { name: 'Words' })
        .getByRole('button', { name: new RegExp(`^${word}`) })
        .click();
      await page.getByRole('group', { name: 'Meanings' }).getByRole('button', { name: meaning, exact: true }).click();
      // Each pair is checked on the server: Check opens once the last one is matched.
      await page
        .getByRole('group', { name: 'Words' })
        .getByRole('button', { name: new RegExp(`^${word}.*matched$`) })
        .waitFor();
    }
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeFindings(page, 'match pairs')).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/amharic-match-320.png`, fullPage: true });
    await check(page);
    await page.getByText('Correct!').waitFor();
    await page.keyboard.press('Enter');

    // Options in fidel carry their romanisation; the quick switch in the player hides it at once.
    await page.getByRole('heading', { name: 'Which one means “goodbye”?' }).waitFor();
    expect((await romanised(page)).sort()).toEqual(['awo', 'chaw', 'dehna hun', 'selam']);
    const toggle = page.getByRole('button', { name: 'Romanisation' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect.poll(() => romanised(page)).toEqual([]);
    await toggle.click();
    await expect.poll(async () => (await romanised(page)).length).toBe(4);
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${screenshotDir}/amharic-romanised-desktop.png`, fullPage: true });
    const lesson = page.url();

    // /settings, Lessons: never. Back in the lesson, no romanisation is shown.
    await goto(page, '/settings');
    await page.getByRole('heading', { name: 'Lessons' }).waitFor();
    expect(await page.getByRole('radio', { name: /Always/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /Never/ }).check();
    await page.getByText('Saved.').first().waitFor();
    expect(await seriousAxeFindings(page, 'settings')).toEqual([]);
    await page.setViewportSize(smallPhone);
    expect(await scrollsSideways(page)).toBe(false);
    await page
      .locator('[aria-labelledby="settings-lessons"]')
      .screenshot({ path: `${screenshotDir}/amharic-settings-lessons-320.png` });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('radio', { name: /Never/ }).isChecked()).toBe(true);
    await page.goto(lesson, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Which one means “goodbye”?' }).waitFor();
    await page.getByRole('radio', { name: /ደህና ሁን/ }).waitFor();
    expect(await romanised(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Romanisation' }).getAttribute('aria-pressed')).toBe('false');

    // An exercise that accepts romanised answers takes Latin letters typed with the switch.
    await page.getByRole('radio', { name: /ደህና ሁን/ }).click();
    await check(page);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Type the missing word' }).waitFor();
    await page.getByRole('button', { name: 'Type Latin letters' }).click();
    await page.getByRole('textbox', { name: 'Type the missing word' }).fill('hun');
    await check(page);
    await page.getByText('Correct!').waitFor();
    await page.getByText('In fidel:').waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
