import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, goto, mailedLink, openBrowser } from './browser.ts';

const PASSWORD = 'Habari!2026';

describe('accounts', () => {
  const browser = openBrowser();

  it('registers with live password rules, lands on onboarding, signs out and back in', async () => {
    const { page } = await browser.newPage();
    const email = `learner${String(Date.now())}@example.com`;
    await goto(page, '/auth/register');
    await page.getByLabel('E-mail').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc');
    const rules = page.getByRole('list', { name: 'Password requirements' });
    expect(await rules.getByText('(missing)').count()).toBe(4);
    await password.fill(PASSWORD);
    expect(await rules.getByText('(done)').count()).toBe(5);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/onboarding`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

    // The navigation shows the learner: XP badge and user menu.
    await page.getByText('0 XP', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await goto(page, '/auth/login');
    await page.getByLabel('E-mail').fill(email.toUpperCase());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Onboarding is not finished yet, so signing in leads there rather than to the dashboard.
    await page.waitForURL(`${baseUrl}/onboarding`);
  });

  it('explains a wrong password without signing in', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/auth/login');
    // The form's checks arrive with its first use (they are not part of the page's first download).
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Password is required.').waitFor();
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('Wrong!pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The e-mail or password is not right.').waitFor();
    expect(page.url()).toBe(`${baseUrl}/auth/login`);
  });

  it('keeps a learner signed in across a reload through the refresh cookie', async () => {
    const { page } = await browser.newPage();
    const email = `reload${String(Date.now())}@example.com`;
    await goto(page, '/auth/register');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/onboarding`);
    // An expired or damaged access token is renewed once with the refresh cookie.
    await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe('expired.token.value');
  });

  it('keeps two tabs signed in when both renew an expired token at the same moment', async () => {
    const { page, context } = await browser.newPage();
    await goto(page, '/auth/register');
    await page.getByLabel('E-mail').fill(`tabs${String(Date.now())}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/onboarding`);
    const second = await context.newPage();
    const log: string[] = [];
    for (const [name, tab] of [
      ['A', page],
      ['B', second],
    ] as const) {
      tab.on('response', (r) => {
        if (r.url().includes('/api/'))
          log.push(`${name} ${String(r.status())} ${r.request().method()} ${r.url().replace(baseUrl, '')}`);
      });
      tab.on('framenavigated', (f) => log.push(`${name} nav ${f.url().replace(baseUrl, '')}`));
    }
    await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
    await Promise.all([goto(page, '/settings'), goto(second, '/settings')]);
    for (const tab of [page, second]) {
      // On a failure, what each tab asked and got tells which side of the race went wrong.
      await tab
        .getByRole('button', { name: 'Account menu' })
        .waitFor()
        .catch((error: unknown) => {
          console.error(log.join('\n'));
          throw error;
        });
      expect(tab.url()).toBe(`${baseUrl}/settings`);
    }
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe('expired.token.value');
  });
});

describe('Google sign-in', () => {
  const browser = openBrowser();

  it('signs a new learner in through the provider and lands on onboarding, then on return too', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/auth/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${baseUrl}/onboarding`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await goto(page, '/auth/register');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${baseUrl}/onboarding`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('explains a sign-in that Google cancelled', async () => {
    const { page } = await browser.newPage();
    await goto(page, '/auth/google/callback?error=access_denied');
    await page.getByText('Google sign-in was cancelled or did not complete. Please try again.').waitFor();
  });
});

describe('e-mail links', () => {
  const browser = openBrowser();

  it('confirms the e-mail from the outbox link, then resets a forgotten password', async () => {
    const { page } = await browser.newPage();
    const email = `links${String(Date.now())}@example.com`;
    await goto(page, '/auth/register');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/onboarding`);

    await goto(page, await mailedLink(email, 'Confirm your e-mail for Roots'));
    await page.getByText('Your e-mail address is confirmed. Welcome to Roots!').waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await goto(page, '/auth/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses that address, a reset link is on its way.').waitFor();

    await goto(page, await mailedLink(email, 'Reset your Roots password'));
    await page.getByLabel('New password').fill('Nagode!2027');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed').waitFor();

    await goto(page, '/auth/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('Nagode!2027');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/onboarding`);
  });

  const signUpAndOut = async (page: Page, email: string) => {
    await goto(page, '/auth/register');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/onboarding`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
  };

  it('signs an owner in once with a sign-in link asked for on the log-in page', async () => {
    const { page } = await browser.newPage();
    const email = `linkin${String(Date.now())}@example.com`;
    await signUpAndOut(page, email);

    await goto(page, '/auth/login');
    await page.getByRole('link', { name: 'E-mail me a sign-in link' }).click();
    // The log-in page has an E-mail field too: fill the link page's, once its lazy page is shown.
    await page.getByRole('heading', { name: 'Sign in without a password' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    await page.getByText('If an account uses that address, a sign-in link is on its way.').waitFor();
    const link = await mailedLink(email, 'Your Roots sign-in link');
    await goto(page, link);
    await page.waitForURL(`${baseUrl}/onboarding`);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await goto(page, link);
    await page.getByText('This link has expired or was already used').waitFor();
  });

  it('answers a second sign-up of an address without saying it is taken, and mails its owner a way in', async () => {
    const { page } = await browser.newPage();
    const email = `again${String(Date.now())}@example.com`;
    await signUpAndOut(page, email);

    await goto(page, '/auth/register');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Another!2026x');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check your inbox: if this address already has a Roots account').waitFor();
    await goto(page, await mailedLink(email, 'You already have a Roots account'));
    await page.waitForURL(`${baseUrl}/onboarding`);
  });
});
