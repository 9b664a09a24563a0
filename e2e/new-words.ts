import type { Page } from 'playwright-core';

/** Goes through the new words a lesson opens with (one card each) to its first exercise. */
export async function meetNewWords(page: Page) {
  const intro = page.getByRole('region', { name: 'New words in this lesson' });
  await intro.waitFor();
  const [, count] = /of (\d+)/.exec((await intro.getByText(/^Word \d+ of \d+$/).textContent()) ?? '') ?? [];
  for (let i = 0; i < Number(count); i += 1) await page.getByRole('button', { name: 'Continue' }).click();
  await intro.waitFor({ state: 'detached' });
}
