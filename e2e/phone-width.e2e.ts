import { describe, expect, it } from 'vitest';
import {
  appPageShown,
  baseUrl,
  goto,
  layoutProblems,
  openBrowser,
  registerIntoCourse,
  renameLearner,
  screenshotDir,
} from './browser.ts';

const PASSWORD = 'Karibu!2026w';
const widths = [320, 390] as const;

describe('every page on a phone', () => {
  const browser = openBrowser();

  it('never scrolls sideways at 320 or 390 px and has one h1, signed in or not', async () => {
    const blog = (await (await fetch(`${baseUrl}/api/blog?limit=1`)).json()) as {
      data: { slug: string; category: string }[];
    };
    const post = blog.data[0];
    const publicPages = [
      '/',
      '/how-it-works',
      '/contact-us',
      '/support',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-notice',
      '/mission',
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/blog',
      `/blog/${post?.slug ?? ''}`,
      `/blog/category/${post?.category ?? ''}`,
      '/no-such-page',
    ];
    const problems: string[] = [];
    for (const width of widths) {
      const { page } = await browser.newPage({ viewport: { width, height: 740 } });
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
      for (const path of publicPages) problems.push(...(await layoutProblems(page, path, width)));
    }

    const { page } = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await registerIntoCourse(page, `narrow${String(Date.now())}@example.com`, PASSWORD, {
      course: /Swahili/,
      goal: /Casual/,
    });
    const lesson = new URL(page.url()).pathname;
    const signedInPages = [
      '/onboarding',
      '/dashboard',
      '/languages',
      lesson,
      '/lesson/practice',
      '/lesson/not-a-lesson',
      '/store',
      '/leaderboard',
      '/friends',
      '/notifications',
      '/profile',
      '/settings',
      '/cultural-resources',
    ];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of signedInPages) problems.push(...(await layoutProblems(page, path, width)));
    }
    await goto(page, '/dashboard');
    await page.screenshot({ path: `${screenshotDir}/dashboard-320.png`, fullPage: true });
    expect(problems).toEqual([]);
  }, 300_000);

  // Issue 13: CLS < 0.02 on every page, signed in or not. Lighthouse measures four pages in
  // .ci/run; this loads the others too, on a phone with a 4× slower CPU, and adds up the layout
  // shifts the browser reports that no input caused.
  it('keeps every signed-in page still while its data arrives (CLS < 0.02)', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const still = `still${String(Date.now())}`;
    await registerIntoCourse(page, `${still}@example.com`, PASSWORD, {
      course: /Swahili/,
      goal: /Casual/,
    });
    await renameLearner(page, still);
    const lesson = new URL(page.url()).pathname;
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const shifted: Record<string, number> = {};
    const paths = ['/', '/dashboard', '/languages', lesson, '/store', '/leaderboard', '/friends', '/notifications'];
    for (const path of [...paths, '/profile', '/settings', '/cultural-resources', '/blog']) {
      // Not `networkidle`: the notification stream stays open.
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const cls = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      if (cls >= 0.02) shifted[path] = Number(cls.toFixed(3));
    }
    expect(shifted).toEqual({});

    // The server's first paint of the dashboard greets 'learner' when its script has not filled
    // the stored name in yet (a busy phone may paint first): the greeting must be as tall for this
    // learner's long name, or the page jumps when the name arrives. Checked directly, not left to
    // the race above, which a loaded machine lost once in a dozen runs.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: /^Welcome back, still/ }).waitFor();
    // The page's own greeting, once the server's first paint and the app's frame have made way for it.
    await appPageShown(page);
    const greeting = await page.getByRole('heading', { level: 1 }).boundingBox();
    const frameOnly = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await frameOnly.page.goto(`${baseUrl}/dashboard`);
    const framed = await frameOnly.page.getByRole('heading', { level: 1, name: 'Welcome back, learner' }).boundingBox();
    expect(greeting?.height).toBeGreaterThan(0);
    expect(greeting?.height).toBe(framed?.height);
  }, 120_000);

  // The longest display name the profile takes, one word: cut short on a phone (the greeting's
  // own line for it) and wrapped on a wide screen (beside "Welcome back,"); in a friend request's
  // notification, wrapped; and a bio that is one long link. Never wider than the page.
  it('shows long one-word names and bios without scrolling sideways: greeting, friend request, profile', async () => {
    const { page } = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await registerIntoCourse(page, `longname${String(Date.now())}@example.com`, PASSWORD, {
      course: /Swahili/,
      goal: /Casual/,
    });
    const longName = 'Oluwaseun'.repeat(7).slice(0, 60);
    // Through the API from the page (its client address): this learner takes the long name, and
    // a second one, named as long, asks them to be friends.
    const { statuses, theirUsername } = await page.evaluate(
      async ({ name, email, password }) => {
        const call = async (path: string, method: string, body: unknown, token?: string | null) => {
          const response = await fetch(`/api${path}`, {
            method,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
        };
        const mine = localStorage.getItem('access_token');
        const renamed = await call('/user/profile', 'PATCH', { display_name: name }, mine);
        const username = (renamed.body.data?.user_metadata as { username: string } | undefined)?.username;
        const registered = await call('/auth/register', 'POST', { email, password });
        const signedIn = await call('/auth/login', 'POST', { email, password });
        const theirs = signedIn.body.data?.access_token as string | undefined;
        // Their bio is one long link, as a learner may write it.
        const bio = `https://example.com/${'w'.repeat(280)}`;
        const theirName = await call('/user/profile', 'PATCH', { display_name: name, bio }, theirs);
        const asked = await call('/friends/requests', 'POST', { username }, theirs);
        const theirUsername = (theirName.body.data?.user_metadata as { username: string } | undefined)?.username;
        return {
          statuses: [renamed.status, registered.status, signedIn.status, theirName.status, asked.status],
          theirUsername: theirUsername ?? '',
        };
      },
      { name: longName, email: `longfriend${String(Date.now())}@example.com`, password: PASSWORD },
    );
    expect(statuses).toEqual([200, 201, 200, 200, 200]);
    const problems: string[] = [];
    for (const width of [320, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await layoutProblems(page, '/dashboard', width)));
    }
    expect(problems).toEqual([]);

    await page.setViewportSize({ width: 320, height: 640 });
    await goto(page, '/notifications');
    await page.getByText(`${longName} wants to be your friend`).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    await goto(page, `/profile/${theirUsername}`);
    await page.getByText('https://example.com/').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  }, 120_000);
});
