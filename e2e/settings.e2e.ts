import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseUrl, goto, openBrowser, registerWithConsent, renameLearner, screenshotDir, viewports } from './browser.ts';

const PASSWORD = 'Jambo!2026x';

async function registerAndOpenSettings(page: Page, email: string) {
  await registerWithConsent(page, email, PASSWORD);
  await goto(page, '/settings');
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
}

describe('settings', () => {
  const browser = openBrowser();

  it('edits the profile with a live username check and sets a picture the navigation shows', async () => {
    const { page } = await browser.newPage();
    const stamp = String(Date.now());
    await registerAndOpenSettings(page, `settings${stamp}@example.com`);
    const username = page.getByLabel('Username');

    // Another learner's name is reported as taken while typing.
    const other = await browser.newPage();
    await registerAndOpenSettings(other.page, `taken${stamp}@example.com`);
    await renameLearner(other.page, `taken${stamp}`);
    await username.fill(`taken${stamp}`);
    await page.getByText('That username is taken.').waitFor();
    await username.fill(`Thandi${stamp.slice(-6)}`);
    await page.getByText(`Thandi${stamp.slice(-6)} is available`).waitFor();

    await page.getByLabel('Display name').fill('Thandi');
    await page.getByLabel('Bio').fill('Learning isiZulu for my grandmother.');
    await page.getByText('Serious').click();
    await page.getByLabel('Time zone').selectOption('Africa/Johannesburg');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1f6f4a' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Your new picture is saved.').waitFor();
    const navAvatar = page.getByRole('banner').getByRole('img', { name: `Thandi${stamp.slice(-6)}'s avatar` });
    await navAvatar.waitFor();
    expect(await navAvatar.getAttribute('src')).toMatch(/^\/api\/avatars\/.+\.webp$/);

    // What was saved is what the server holds after a reload.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByLabel('Display name').inputValue()).toBe('Thandi');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('Africa/Johannesburg');
    expect(await page.getByRole('radio', { name: /Serious/ }).isChecked()).toBe(true);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/settings-desktop.png`, fullPage: true });
  });

  it('changes the password, which signs the other device out, and "sign out everywhere else" does too', async () => {
    const email = `devices${String(Date.now())}@example.com`;
    const { page } = await browser.newPage();
    await registerAndOpenSettings(page, email);

    const signInElsewhere = async () => {
      const { page: phone } = await browser.newPage({ viewport: viewports.phone });
      await goto(phone, '/auth/login');
      await phone.getByLabel('E-mail').fill(email);
      await phone.getByLabel('Password').fill(PASSWORD);
      await phone.getByRole('button', { name: 'Log in' }).click();
      await phone.waitForURL(`${baseUrl}/onboarding`);
      return phone;
    };

    const phone = await signInElsewhere();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('1 other device signed in.').waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText('Every other device is signed out.').waitFor();
    await page.getByText('You are signed in on this device only.').waitFor();
    await phone.reload({ waitUntil: 'networkidle' });
    await phone.waitForURL(`${baseUrl}/auth/login`);

    const phone2 = await signInElsewhere();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Asante!2027y');
    // The form's rules arrive with its first focus (lib/lazy-resolver.ts) and hold before anything is sent.
    await page.getByLabel('Repeat the new password').fill('Asante!2027z');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The two new passwords are not the same.').waitFor();
    await page.getByLabel('Repeat the new password').fill('Asante!2027y');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other devices have been signed out.').waitFor();
    await phone2.reload({ waitUntil: 'networkidle' });
    await phone2.waitForURL(`${baseUrl}/auth/login`);
    // This device stays signed in with its new token.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Devices' }).waitFor();
  });

  it('downloads the data and deletes the account after the password', async () => {
    const email = `leaving${String(Date.now())}@example.com`;
    const { page } = await browser.newPage();
    await registerAndOpenSettings(page, email);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^roots-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as { account: { email: string } };
    expect(saved.account.email).toBe(email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('Wrong!pass1');
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await dialog.getByText('That password is not right.').waitFor();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Your account has been deleted. Thank you for learning with us.').waitFor();

    await goto(page, '/auth/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The e-mail or password is not right.').waitFor();
  });
});
