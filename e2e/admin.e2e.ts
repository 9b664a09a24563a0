import { describe, expect, it } from 'vitest';
import { baseUrl, goto, openBrowser, registerWithConsent, seriousAxeFindings } from './browser.ts';

const PASSWORD = 'Karibu!2026a';

describe('the admin CMS', () => {
  const browser = openBrowser();

  it('lets an admin write and publish a post that a visitor then reads', async () => {
    const { page: admin, errors } = await browser.newPage();
    // ADMIN_EMAIL (global-setup.ts) makes this account an admin from its sign-up.
    await registerWithConsent(admin, 'editor@example.com', PASSWORD);
    await goto(admin, '/admin/blog/new');
    await admin.getByLabel('Title').fill('Telling the time in Somali');
    await expect.poll(() => admin.getByLabel('Slug').inputValue()).toBe('telling-the-time-in-somali');
    await admin.getByLabel('Category').fill('language-notes');
    await admin.getByLabel('Excerpt').fill('Saacaddu waa imisa? Asking and telling the time.');
    await admin.getByLabel('Text (Markdown)').fill('## Saacadda\n\nAsk **saacaddu waa imisa?** (what time is it?).');
    // The live preview is the server's sanitised rendering.
    await expect.poll(() => admin.locator('.prose-roots strong').first().textContent()).toBe('saacaddu waa imisa?');
    await admin.getByLabel('State').selectOption('published');
    await admin.getByLabel('Publish date').fill('2026-03-08T09:30');
    await admin.getByRole('button', { name: 'Create post' }).click();
    await admin.waitForURL(/\/admin\/blog\/edit\//);
    // The date comes back as it was set, in the admin's own time.
    await expect.poll(() => admin.getByLabel('Publish date').inputValue()).toBe('2026-03-08T09:30');
    // The change is on record, with who made it.
    await goto(admin, '/admin');
    await admin.getByRole('heading', { name: 'Recent changes' }).waitFor();
    await admin
      .getByText(/ · create post$/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);

    const { page: visitor } = await browser.newPage();
    const response = await goto(visitor, '/blog/telling-the-time-in-somali');
    expect(response?.status()).toBe(200);
    await expect.poll(() => visitor.locator('h1').first().textContent()).toBe('Telling the time in Somali');
    expect(await visitor.locator('article strong').first().textContent()).toBe('saacaddu waa imisa?');
    expect(await visitor.locator('time').first().getAttribute('datetime')).toMatch(/^2026-03-0[78]T/);
    // The server renders the new post and the list that shows it without a rebuild.
    for (const path of ['/blog/telling-the-time-in-somali', '/blog', '/blog/category/language-notes']) {
      expect(await (await fetch(`${baseUrl}${path}`)).text()).toContain('Telling the time in Somali');
    }
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe findings on the admin screens (%s)',
    async (colorScheme) => {
      const { page } = await browser.newPage({ colorScheme, reducedMotion: 'reduce' });
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
      await goto(page, '/auth/login');
      await page.getByLabel('E-mail').fill('editor@example.com');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      const findings: string[] = [];
      for (const path of ['/admin', '/admin/blog', '/admin/blog/new']) {
        await goto(page, path);
        await page.locator('h1').first().waitFor();
        findings.push(...(await seriousAxeFindings(page, path)));
      }
      expect(findings).toEqual([]);
      expect(page.url().startsWith(baseUrl)).toBe(true);
    },
  );
});
