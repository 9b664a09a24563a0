import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  goto,
  heartsInPlayer,
  matchPairs,
  openBrowser,
  registerIntoCourse,
  screenshotDir,
  viewports,
} from './browser.ts';
import { meetNewWords } from './new-words.ts';

const PASSWORD = 'Karibu!2026z';

async function registerAndOnboard(page: Page, email: string) {
  await registerIntoCourse(page, email, PASSWORD, { course: /Swahili/, goal: /Serious/ });
  await meetNewWords(page);
  await page.getByRole('heading', { name: 'Which one means “hello”?' }).waitFor();
}

const check = async (page: Page) => {
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).waitFor();
};
const next = async (page: Page) => {
  await page.keyboard.press('Enter');
};

describe('learning', () => {
  const browser = openBrowser();

  it('onboards a new learner through a whole lesson of every exercise type, with a reload in the middle', async () => {
    const { page, errors } = await browser.newPage({ viewport: viewports.phone });
    await registerAndOnboard(page, `lesson${String(Date.now())}@example.com`);

    // 1. select, chosen with the keyboard: the options are shuffled, so find jambo's number.
    const options = await page.getByRole('radio').allTextContents();
    const jambo = options.findIndex((text) => text.includes('jambo'));
    await page.keyboard.press(String(jambo + 1));
    await check(page);
    await page.getByText('Correct!').waitFor();
    await next(page);

    // 2. translate, wrong first: a heart goes, the right answer is shown, the exercise comes back.
    await page.getByRole('heading', { name: 'Write this in Swahili' }).waitFor();
    await page.getByLabel('Write this in Swahili').fill('ombe');
    await check(page);
    await page.getByText('Not quite').waitFor();
    await page.getByText("ng'ombe", { exact: true }).waitFor();
    expect(await heartsInPlayer(page)).toBe('4 of 5 hearts');
    await next(page);

    // 3. word bank
    await page.getByRole('heading', { name: 'Build this sentence in Swahili' }).waitFor();
    const bank = page.getByRole('group', { name: 'Words to choose from' });
    await bank.getByRole('button', { name: 'asante' }).click();
    await bank.getByRole('button', { name: 'sana' }).click();
    await check(page);
    await page.getByText('Correct!').waitFor();

    // A reload mid-lesson resumes: two exercises done, the retried one still to come.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Match the pairs' }).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');

    // 4. match pairs
    const pairs: Record<string, string> = { jambo: 'hello', kwaheri: 'goodbye', asante: 'thank you', "ng'ombe": 'cow' };
    await matchPairs(page, pairs);
    await check(page);
    await page.getByText('Correct!').waitFor();
    await next(page);

    // 5. fill in the blank
    await page.getByRole('heading', { name: 'Fill in the blank' }).waitFor();
    await page.getByRole('radio', { name: /sana/ }).click();
    await check(page);
    await next(page);

    // 6. listen: the clip is there to play; a small typo is forgiven with a note.
    await page.getByRole('heading', { name: 'Type what you hear' }).waitFor();
    const clip = await page.locator('audio').getAttribute('src');
    expect((await page.request.get(`${baseUrl}${clip ?? ''}`)).headers()['content-type']).toContain('audio/ogg');
    await page.getByLabel('Type what you hear').fill('habari za asubui');
    await check(page);
    await page.getByText('Almost! Watch the spelling.').waitFor();
    await next(page);

    // The wrong one again, typed with the on-screen key for ng'.
    await page.getByRole('heading', { name: 'Write this in Swahili' }).waitFor();
    await page.getByLabel('Write this in Swahili').click();
    await page.getByRole('group', { name: 'Special letters' }).getByRole('button', { name: "ng'" }).click();
    await page.keyboard.type('ombe');
    expect(await page.getByLabel('Write this in Swahili').inputValue()).toBe("ng'ombe");
    await check(page);
    await next(page);

    // Completion: XP with its breakdown, coins, accuracy, streak (in focus mode, without the site
    // navigation; back on the dashboard the navigation shows the new XP).
    await page.getByRole('heading', { name: 'Lesson complete!' }).waitFor();
    // Five right in a row at the end: the answer streak adds 10%, so 11 XP; 5 coins (not perfect).
    await page.getByText('+11', { exact: true }).waitFor();
    await page.getByText('Answer streak bonus').waitFor();
    await page.getByText('+5', { exact: true }).waitFor();
    await page.getByText('86%').waitFor();
    await page.getByText(/1-day streak/).waitFor();
    await page.screenshot({ path: `${screenshotDir}/lesson-complete-phone.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to the course' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('11 XP', { exact: true }).waitFor();
    await page.getByText('1 day', { exact: true }).waitFor();
    await page.getByText('55', { exact: true }).waitFor();
    await page.getByText('Up next: Goodbye').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/dashboard-phone.png`, fullPage: true });

    // 7. read, in the next lesson: a short dialogue, then a question on it, answered with a number key.
    await page.getByRole('link', { name: 'Continue' }).click();
    await meetNewWords(page);
    await page.getByRole('radio', { name: /kwaheri/ }).click();
    await check(page);
    await next(page);
    await page.getByLabel('Write this in English').fill('Goodbye');
    await check(page);
    await next(page);
    await page.getByRole('heading', { name: 'Read, then answer' }).waitFor();
    const passage = page.getByRole('list', { name: 'Passage' });
    expect(await passage.getByRole('listitem').allTextContents()).toEqual([
      'Amina:Jambo, Juma!',
      'Juma:Jambo! Asante.',
      'Amina anasema kwaheri.',
    ]);
    await page.getByText('What does Amina say at the end?').waitFor();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
    const meanings = await page.getByRole('radio').allTextContents();
    await page.keyboard.press(String(meanings.findIndex((text) => text.includes('Goodbye')) + 1));
    await check(page);
    await page.getByText('Correct!').waitFor();
    await next(page);
    // The admin journey, on the same server, may have published its "cow" exercise at this lesson's end.
    const done = page.getByRole('heading', { name: 'Perfect lesson!' });
    const cow = page.getByRole('heading', { name: 'Which one means “cow”?' });
    await done.or(cow).waitFor();
    if (await cow.isVisible()) {
      await page.getByRole('radio', { name: /ng'ombe/ }).click();
      await check(page);
      await next(page);
    }
    await done.waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('runs a learner out of hearts, then practises the missed exercises to earn a heart back', async () => {
    const { page } = await browser.newPage();
    await registerAndOnboard(page, `hearts${String(Date.now())}@example.com`);
    // One wrong answer on each exercise but the match (its pairs are checked one at a time, so a
    // wrong pair is released rather than submitted): five wrong answers.
    const matchRightly = async () => {
      const pairs = [
        ['jambo', 'hello'],
        ['kwaheri', 'goodbye'],
        ['asante', 'thank you'],
        ["ng'ombe", 'cow'],
      ];
      for (const [word, meaning] of pairs) {
        await page.getByRole('group', { name: 'Words' }).getByRole('button', { name: word, exact: true }).click();
        await page.getByRole('group', { name: 'Meanings' }).getByRole('button', { name: meaning, exact: true }).click();
        await page.getByRole('button', { name: new RegExp(`^${word ?? ''}\\W*matched$`) }).waitFor();
      }
    };
    const wrongAnswers: (() => Promise<void>)[] = [
      () => page.getByRole('radio', { name: /kwaheri/ }).click(),
      () => page.getByLabel('Write this in Swahili').fill('mbuzi'),
      () => page.getByRole('group', { name: 'Words to choose from' }).getByRole('button', { name: 'jambo' }).click(),
      () => page.getByRole('radio', { name: /jambo/ }).click(),
      () => page.getByLabel('Type what you hear').fill('mbuzi'),
    ];
    for (const answerWrongly of wrongAnswers) {
      if (await page.getByRole('heading', { name: 'Match the pairs' }).isVisible()) {
        await matchRightly();
        await check(page);
        await next(page);
      }
      await answerWrongly();
      await check(page);
      await page.getByText('Not quite').waitFor();
      await next(page);
    }
    await page.getByRole('heading', { name: 'You are out of hearts' }).waitFor();
    await page.getByText(/The next one arrives in \d+:\d{2}/).waitFor();
    await page.getByRole('link', { name: 'Refill hearts in the store' }).waitFor();
    // Coming back to the lesson says the same.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'You are out of hearts' }).waitFor();

    // Practice needs no hearts: the five missed exercises, answered right, give one back.
    await page.getByRole('link', { name: 'Practise to earn a heart' }).click();
    await page.waitForURL(`${baseUrl}/lesson/practice`);
    const rightAnswers: Record<string, () => Promise<void>> = {
      'Which one means “hello”?': () => page.getByRole('radio', { name: /jambo/ }).click(),
      'Write this in Swahili': () => page.getByLabel('Write this in Swahili').fill("ng'ombe"),
      'Build this sentence in Swahili': async () => {
        const bank = page.getByRole('group', { name: 'Words to choose from' });
        await bank.getByRole('button', { name: 'asante' }).click();
        await bank.getByRole('button', { name: 'sana' }).click();
      },
      'Match the pairs': matchRightly,
      'Fill in the blank': () => page.getByRole('radio', { name: /sana/ }).click(),
      'Type what you hear': () => page.getByLabel('Type what you hear').fill('habari za asubuhi'),
    };
    for (let answered = 0; answered < 5; answered += 1) {
      const prompt = (await page.locator('main h2').first().textContent()) ?? '';
      const answer = rightAnswers[prompt];
      if (!answer) throw new Error(`no answer for "${prompt}"`);
      await answer();
      await check(page);
      await page.getByText('Correct!').waitFor();
      await next(page);
    }
    await page.getByRole('heading', { name: 'Practice complete!' }).waitFor();
    await page.getByText('You earned a heart back.').waitFor();

    // The store charges the server's price: 50 sign-up coins do not buy a 100-coin refill.
    await goto(page, '/store');
    await page.getByRole('img', { name: '1 of 5 hearts' }).first().waitFor();
    await page.getByRole('button', { name: 'Buy Heart Refill for 100 coins' }).click();
    await page.getByText('Heart Refill costs 100 coins; you have 50.').waitFor();
  });

  it('lists the languages and the culture notes of the current one', async () => {
    const { page } = await browser.newPage();
    await registerAndOnboard(page, `culture${String(Date.now())}@example.com`);
    await goto(page, '/languages');
    await page.getByRole('heading', { name: 'My languages' }).waitFor();
    await page.getByText('Current course').waitFor();
    await goto(page, '/cultural-resources');
    await page.getByRole('heading', { name: 'Haraka haraka haina baraka' }).waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
