import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localServerEnv } from '../scripts/server-env.mjs';
import { appPageShown, goto, matchPairs, openBrowser, registerIntoCourse, viewports } from './browser.ts';
import { meetNewWords } from './new-words.ts';
import { freePort, waitForHealth } from './server-health.ts';

const root = join(import.meta.dirname, '..');
// A server of this journey's own, which it stops and starts again: the run's server serves the
// other journeys meanwhile. Same port and data folder each time, so the page's origin (its
// service worker, its IndexedDB) and the learner's account stay.
const port = await freePort();
const base = `http://127.0.0.1:${String(port)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'roots-e2e-offline-'));
let server: ChildProcess | undefined;

async function startServer() {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: localServerEnv(port, dataDir, { CONTENT_DIR: inject('contentDir') }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(base, server);
}

async function stopServer() {
  const running = server;
  if (running?.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

const check = async (page: Page) => {
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).waitFor();
};
const next = (page: Page) => page.keyboard.press('Enter');

/** The first lesson, one answer wrong and one with a typo, as the learning journey plays it. */
const lessonOne = {
  async firstHalf(page: Page) {
    await meetNewWords(page);
    await page.getByRole('radio', { name: /jambo/ }).click();
    await check(page);
    await page.getByText('Correct!').waitFor();
    await next(page);
    await page.getByLabel('Write this in Swahili').fill('ombe');
    await check(page);
    await page.getByText('Not quite').waitFor();
    await next(page);
    const bank = page.getByRole('group', { name: 'Words to choose from' });
    await bank.getByRole('button', { name: 'asante' }).click();
    await bank.getByRole('button', { name: 'sana' }).click();
    await check(page);
    await page.getByText('Correct!').waitFor();
    await next(page);
  },
  /** `atListen`: what to check when the listen exercise is on screen. */
  async secondHalf(page: Page, atListen: (page: Page) => Promise<void> = () => Promise.resolve()) {
    await page.getByRole('heading', { name: 'Match the pairs' }).waitFor();
    await matchPairs(page, { jambo: 'hello', kwaheri: 'goodbye', asante: 'thank you', "ng'ombe": 'cow' });
    await check(page);
    await next(page);
    await page.getByRole('radio', { name: /sana/ }).click();
    await check(page);
    await next(page);
    await page.getByRole('heading', { name: 'Type what you hear' }).waitFor();
    await atListen(page);
    await page.getByLabel('Type what you hear').fill('habari za asubui');
    await check(page);
    await page.getByText('Almost! Watch the spelling.').waitFor();
    await next(page);
    await page.getByLabel('Write this in Swahili').fill("ng'ombe");
    await check(page);
    await next(page);
    await page.getByRole('heading', { name: 'Lesson complete!' }).waitFor();
  },
};

async function lessonTwo(page: Page) {
  await meetNewWords(page);
  await page.getByRole('radio', { name: /kwaheri/ }).click();
  await check(page);
  await next(page);
  await page.getByLabel('Write this in English').fill('Goodbye');
  await check(page);
  await next(page);
  await page.getByRole('heading', { name: 'Read, then answer' }).waitFor();
  await page.getByRole('radio', { name: /Goodbye/ }).click();
  await check(page);
  await next(page);
  await page.getByRole('heading', { name: 'Perfect lesson!' }).waitFor();
}

/** What the server counts for the learner signed in on `page`: XP, coins, hearts and streak. */
async function figures(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/user/stats', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    const { data } = (await response.json()) as {
      data: {
        xp_total: number;
        coins: number;
        hearts: { heart_count: number };
        streak: { current_streak: number; today_counted: boolean };
      };
    };
    return {
      xp: data.xp_total,
      coins: data.coins,
      hearts: data.hearts.heart_count,
      streak: data.streak.current_streak,
      today: data.streak.today_counted,
    };
  });
}

/** Until the app's service worker controls the page: it registers in the first idle moment after load. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

describe('offline lessons (issue 41 §2)', { timeout: 300_000 }, () => {
  const browser = openBrowser();
  beforeAll(startServer, 180_000);
  afterAll(async () => {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('plays two downloaded lessons with the network off and the server stopped, across a closed tab, and counts them as online', async () => {
    // The same answers online, for the figures to compare with.
    const online = await browser.newPage({ viewport: viewports.phone });
    await registerIntoCourse(
      online.page,
      `online${String(Date.now())}@example.com`,
      'Str0ng!pass',
      {
        course: /Swahili/,
        goal: /Regular/,
      },
      base,
    );
    await lessonOne.firstHalf(online.page);
    await lessonOne.secondHalf(online.page);
    await online.page.getByRole('link', { name: 'Next lesson' }).click();
    await lessonTwo(online.page);
    const expected = await figures(online.page);
    expect(expected).toMatchObject({ hearts: 4, streak: 1, today: true });

    const { page, context } = await browser.newPage({ viewport: viewports.phone, serviceWorkers: 'allow' });
    await registerIntoCourse(
      page,
      `offline${String(Date.now())}@example.com`,
      'Str0ng!pass',
      {
        course: /Swahili/,
        goal: /Regular/,
      },
      base,
    );
    await goto(page, '/dashboard', base);
    await appPageShown(page);
    await controlled(page);
    // Opened once under the worker: the dashboard's page and answers are kept for offline.
    await goto(page, '/dashboard', base);
    await appPageShown(page);

    // The size first, then the download.
    const card = page.getByRole('region', { name: 'Offline' });
    await card.getByRole('button', { name: 'Download for offline' }).click();
    // The fixture course's three lessons, the words' and the listen exercise's clips.
    await card.getByText(/^3 lessons, \d+ clips: [\d.]+ [KM]B\.$/).waitFor();
    await card.getByRole('button', { name: /^Download [\d.]+ [KM]B$/ }).click();
    await card.getByText(/^3 lessons of Swahili ready offline · [\d.]+ [KM]B$/).waitFor();

    await context.setOffline(true);
    await stopServer();

    await card.getByRole('link', { name: 'Play “Hello and thank you”' }).click();
    await page.getByText('Offline: graded on this device, counted when you are back online.').waitFor();
    await lessonOne.firstHalf(page);

    // The tab is closed mid-lesson and opened again, still offline: the lesson resumes.
    const lessonUrl = page.url();
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto(lessonUrl);
    await reopened.getByText('Offline: graded on this device, counted when you are back online.').waitFor();
    expect(await reopened.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    // The listen exercise's clip plays from the download, a range as an audio element asks.
    await lessonOne.secondHalf(reopened, async (listening) => {
      const clip = await listening.evaluate(async () => {
        const src = document.querySelector('audio')?.getAttribute('src') ?? '';
        const response = await fetch(src, { headers: { range: 'bytes=0-99' } });
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          bytes: (await response.arrayBuffer()).byteLength,
        };
      });
      expect(clip).toEqual({ status: 206, type: expect.stringContaining('audio/ogg') as unknown, bytes: 100 });
    });
    await reopened.getByText(/counted as soon as you are back online/).waitFor();
    await reopened.getByRole('link', { name: 'Next lesson' }).click();
    await lessonTwo(reopened);
    await reopened.getByRole('link', { name: 'Back to the course' }).click();
    const waiting = reopened.getByText(/answers? played offline (is|are) waiting to be sent/);
    await waiting.waitFor();

    // Back online: the server is there again and the answers go to it.
    await startServer();
    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => figures(reopened), { timeout: 60_000 }).toEqual(expected);
  });
});
