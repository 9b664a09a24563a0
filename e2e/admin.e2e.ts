import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  goto,
  layoutProblems,
  mailedLink,
  openBrowser,
  registerIntoCourse,
  registerWithConsent,
  screenshotDir,
  seriousAxeFindings,
  viewports,
  matchPairs,
} from './browser.ts';
import { meetNewWords } from './new-words.ts';

const PASSWORD = 'Karibu!2026a';

/** Signs the admin (signed up by the first journey), or another account, in. */
async function logIn(page: Page, email = 'editor@example.com') {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await goto(page, '/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** Presses Tab (or Shift+Tab) until `target` has the focus: the keyboard's way to a control. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 250; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** Replaces the text of the focused field, as a keyboard user does. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * Opens /admin on the Swahili fixture course (the Amharic one comes first), choosing it from the
 * keyboard: Tab to the course list, then type its name.
 */
async function openSwahiliCourse(page: Page) {
  await goto(page, '/admin');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
  const course = page.getByLabel('Course', { exact: true });
  await tabTo(page, course);
  await page.keyboard.type('Swahili');
  await expect
    .poll(() => course.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
    .toMatch(/^Swahili/);
}

/** Opens the Goodbye lesson of the fixture course in the course tree and starts a new exercise. */
async function newExerciseInGoodbye(page: Page) {
  await openSwahiliCourse(page);
  await page.getByRole('button', { name: /Goodbye \(\d+ exercises\)/ }).click();
  await page.getByRole('button', { name: 'Add exercise', exact: true }).click();
  await page.getByRole('heading', { name: 'New exercise' }).waitFor();
}

/** A short sine tone as a 16-bit mono WAV file: a recording any browser can decode. */
function sineWav(seconds = 0.8, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000), 44 + i * 2);
  return wav;
}

/** The right answer to each exercise of the fixture's first lesson, in lesson order. */
function firstLessonAnswers(page: Page): (() => Promise<unknown>)[] {
  return [
    () => page.getByRole('radio', { name: /jambo/ }).click(),
    () => page.getByLabel('Write this in Swahili').fill("ng'ombe"),
    async () => {
      const bank = page.getByRole('group', { name: 'Words to choose from' });
      await bank.getByRole('button', { name: 'asante' }).click();
      await bank.getByRole('button', { name: 'sana' }).click();
    },
    async () => {
      const pairs = { jambo: 'hello', kwaheri: 'goodbye', asante: 'thank you', "ng'ombe": 'cow' };
      await matchPairs(page, pairs);
    },
    () => page.getByRole('radio', { name: /sana/ }).click(),
    () => page.getByLabel('Type what you hear').fill('Habari za asubuhi'),
  ];
}

/** A new learner signs up, chooses the fixture's course and opens its first lesson's first exercise. */
async function startFirstLesson(page: Page, email: string) {
  await registerIntoCourse(page, email, PASSWORD, { course: /Swahili/, goal: /Serious/ });
  await meetNewWords(page);
}

/** A new learner plays the fixture's first lesson through, every answer right, to open the second. */
async function finishFirstLesson(page: Page, email: string) {
  await startFirstLesson(page, email);
  for (const answer of firstLessonAnswers(page)) await answerRight(page, answer);
  await page.getByRole('heading', { name: 'Perfect lesson!' }).waitFor();
}

async function answerRight(page: Page, answer: () => Promise<unknown>) {
  await answer();
  await page.keyboard.press('Enter');
  await page.getByText('Correct!').waitFor();
  await page.keyboard.press('Enter');
}

describe('the admin CMS', () => {
  const browser = openBrowser();

  it('lets an admin write and publish a post that a visitor then reads', async () => {
    const { page: admin, errors } = await browser.newPage();
    // ADMIN_EMAIL (global-setup.ts) makes this account an admin once its address is confirmed,
    // which ends the sessions it had: sign out, confirm, and sign in as the admin.
    await registerWithConsent(admin, 'editor@example.com', PASSWORD);
    await admin.getByRole('button', { name: 'Account menu' }).click();
    await admin.getByRole('button', { name: 'Sign Out' }).click();
    await admin.waitForURL(`${baseUrl}/`);
    await goto(admin, await mailedLink('editor@example.com', 'Confirm your e-mail for Roots'));
    await admin.getByText('Your e-mail address is confirmed. Welcome to Roots!').waitFor();
    await logIn(admin);
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

  it('lets an admin add a select exercise with the keyboard alone and publish it; a learner then meets it', async () => {
    const { page: admin, errors } = await browser.newPage();
    await logIn(admin);
    await openSwahiliCourse(admin);
    const lesson = admin.getByRole('button', { name: /Goodbye \(\d+ exercises\)/ });
    await tabTo(admin, lesson);
    await admin.keyboard.press('Enter');
    await tabTo(admin, admin.getByRole('button', { name: 'Add exercise', exact: true }));
    await admin.keyboard.press('Enter');
    const editor = admin.getByRole('form', { name: 'New exercise' });
    await tabTo(admin, editor.getByLabel('Prompt'));
    await retype(admin, 'Which one means “cow”?');
    // The form starts empty (the example only as placeholders): the right option is chosen by hand.
    await tabTo(admin, editor.getByRole('radio', { name: 'Option 1 is right' }));
    await admin.keyboard.press('Space');
    for (const [i, option] of ["ng'ombe", 'mbuzi', 'kuku', 'paka'].entries()) {
      await tabTo(admin, editor.getByRole('textbox', { name: `Option ${String(i + 1)}` }));
      await retype(admin, option);
    }
    expect(await editor.getByRole('radio', { name: 'Option 1 is right' }).isChecked()).toBe(true);
    // The preview is the learner's exercise, graded live.
    const preview = admin.getByRole('region', { name: 'Preview' });
    await tabTo(admin, preview.getByRole('radio', { name: /mbuzi/ }));
    await admin.keyboard.press('Space');
    await tabTo(admin, preview.getByRole('button', { name: 'Try this answer' }));
    await admin.keyboard.press('Enter');
    await preview.getByRole('status').getByText('Wrong').waitFor();
    await tabTo(admin, preview.getByRole('radio', { name: /ng'ombe/ }), 'Shift+Tab');
    await admin.keyboard.press('Space');
    await tabTo(admin, preview.getByRole('button', { name: 'Try this answer' }));
    await admin.keyboard.press('Enter');
    await preview.getByRole('status').getByText('Correct', { exact: true }).waitFor();
    await editor.locator('..').screenshot({ path: `${screenshotDir}/admin-exercise-editor-desktop.png` });
    // Published straight from the form (the server checks the four options and the answer).
    await tabTo(admin, editor.getByLabel('State'), 'Shift+Tab');
    await admin.keyboard.press('p');
    expect(await editor.getByLabel('State').inputValue()).toBe('published');
    await tabTo(admin, editor.getByRole('button', { name: 'Add exercise' }));
    await admin.keyboard.press('Enter');
    await admin.getByText('The exercise is saved.').waitFor();
    await admin.getByText('select · Which one means “cow”?').first().waitFor();
    expect(errors).toEqual([]);

    // A learner who reaches the Goodbye lesson meets the new exercise after its first three.
    const { page: learner } = await browser.newPage({ viewport: viewports.phone });
    await finishFirstLesson(learner, `cms-learner${String(Date.now())}@example.com`);
    await learner.getByRole('link', { name: 'Next lesson' }).click();
    await meetNewWords(learner);
    await answerRight(learner, () => learner.getByRole('radio', { name: /kwaheri/ }).click());
    await answerRight(learner, () => learner.getByLabel('Write this in English').fill('Goodbye'));
    await answerRight(learner, () => learner.getByRole('radio', { name: /Goodbye/ }).click());
    await learner.getByRole('heading', { name: 'Which one means “cow”?' }).waitFor();
    expect(await learner.getByRole('radio').count()).toBe(4);
    await answerRight(learner, () => learner.getByRole('radio', { name: /ng'ombe/ }).click());
    await learner.getByRole('heading', { name: 'Perfect lesson!' }).waitFor();
  });

  it('lets an admin upload a recording for a listen exercise, which is then served as Ogg', async () => {
    const { page } = await browser.newPage({ viewport: { width: 320, height: 720 } });
    await logIn(page);
    await newExerciseInGoodbye(page);
    const editor = page.getByRole('form', { name: 'New exercise' });
    await editor.getByLabel('Type', { exact: true }).selectOption('listen');
    await editor.getByLabel('Prompt').fill('Type what you hear');
    await editor.getByLabel('What the clip says').fill('Kwaheri ya kuonana');
    await editor.getByText(/No recording of this sentence yet/).waitFor();
    // Saved without a clip: the server's reason, on the sentence's field too.
    await editor.getByRole('button', { name: 'Add exercise' }).click();
    await editor.getByText(/There is no recording of that sentence yet/).waitFor();
    await editor.getByText('No clip for "Kwaheri ya kuonana" in sw.').waitFor();
    await editor.screenshot({ path: `${screenshotDir}/admin-listen-editor-320.png` });

    await editor.getByLabel('Upload a recording').setInputFiles({
      name: 'kwaheri.wav',
      mimeType: 'audio/wav',
      buffer: sineWav(),
    });
    await editor.getByText('Recorded or made in the editor.').waitFor();
    await editor.getByLabel('Clip of “Kwaheri ya kuonana”').waitFor();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/exercise') && response.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: 'Add exercise' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { audio_url: string | null; status: string } };
    expect(data.status).toBe('draft');
    expect(data.audio_url).toMatch(/^\/api\/audio\//);
    const clip = await page.request.get(`${baseUrl}${data.audio_url ?? ''}`);
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toContain('audio/ogg');
    await page
      .getByRole('heading', { name: 'Courses' })
      .locator('..')
      .screenshot({ path: `${screenshotDir}/admin-course-tree-320.png` });
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe findings on the admin screens (%s)',
    async (colorScheme) => {
      const { page } = await browser.newPage({ colorScheme, reducedMotion: 'reduce' });
      await logIn(page);
      const findings: string[] = [];
      for (const path of ['/admin', '/admin/blog', '/admin/blog/new']) {
        await goto(page, path);
        await page.locator('h1').first().waitFor();
        findings.push(...(await seriousAxeFindings(page, path)));
      }
      // The exercise editor, the form of every type, with a problem on a field and the JSON open.
      await page.setViewportSize({ width: 320, height: 720 });
      await newExerciseInGoodbye(page);
      const editor = page.getByRole('form', { name: 'New exercise' });
      for (const type of ['select', 'translate', 'word_bank', 'match_pairs', 'fill_blank', 'listen', 'read']) {
        await editor.getByLabel('Type', { exact: true }).selectOption(type);
        await editor.getByLabel('Prompt').fill('');
        // Save shows what an empty form lacks, on its fields; later types keep showing it.
        if (type === 'select') await editor.getByRole('button', { name: 'Add exercise' }).click();
        findings.push(...(await seriousAxeFindings(page, `exercise editor (${type})`, '[data-exercise-editor]')));
        await editor.locator('..').screenshot({ path: `${screenshotDir}/admin-editor-${type}-${colorScheme}-320.png` });
      }
      await editor.getByText('Advanced (JSON)').click();
      findings.push(...(await seriousAxeFindings(page, 'exercise editor (JSON)', '[data-exercise-editor]')));
      expect(findings).toEqual([]);
      expect(page.url().startsWith(baseUrl)).toBe(true);
    },
    // Ten axe runs, on a machine shared with other journeys.
    120_000,
  );

  it("takes a learner's report of a rejected answer to the admin, whose one click makes that answer right", async () => {
    const { page: learner } = await browser.newPage({ viewport: viewports.phone });
    await startFirstLesson(learner, `reporter${String(Date.now())}@example.com`);
    const [first, second, ...rest] = firstLessonAnswers(learner);
    if (!first || !second) throw new Error('the fixture lesson has at least two exercises');
    await answerRight(learner, first);
    // An answer the course does not list yet (for the test's sake: "this cow").
    const given = "ng'ombe huyu";
    await learner.getByLabel('Write this in Swahili').fill(given);
    await learner.keyboard.press('Enter');
    await learner.getByText('Not quite').waitFor();
    await learner.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = learner.getByRole('dialog', { name: 'Report a problem' });
    // The answer the learner gave is filled in for the editors.
    expect(await dialog.getByLabel('Your answer').inputValue()).toBe(given);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await learner.getByRole('button', { name: 'Reported' }).waitFor();

    const { page: admin, errors } = await browser.newPage();
    await logIn(admin);
    await goto(admin, '/admin');
    const reports = admin.getByRole('region', { name: 'Problem reports' });
    await reports.getByText(`“${given}”`).waitFor();
    await reports.getByRole('button', { name: 'Accept answer' }).first().click();
    await reports.getByText(`“${given}”`).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // The missed exercise comes back at the end of the lesson, and the same answer is now right.
    await learner.keyboard.press('Enter');
    for (const answer of rest) await answerRight(learner, answer);
    await answerRight(learner, () => learner.getByLabel('Write this in Swahili').fill(given));
    await learner
      .getByRole('heading', { name: /lesson/i })
      .first()
      .waitFor();
  });

  it('fits a 320 px phone: no admin page scrolls sideways, and a fact is rewritten from its dialog', async () => {
    const { page: admin, errors } = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await logIn(admin);
    const problems: string[] = [];
    for (const path of ['/admin', '/admin/blog', '/admin/blog/new', '/blog-admin', '/blog-admin/new'])
      problems.push(...(await layoutProblems(admin, path, 320)));

    // The course tree with a lesson open, its exercise editor, and a row's edit dialog.
    await openSwahiliCourse(admin);
    await admin.getByRole('button', { name: /Goodbye \(\d+ exercises\)/ }).click();
    await admin.getByRole('button', { name: 'Add exercise', exact: true }).click();
    await admin.getByRole('heading', { name: 'New exercise' }).waitFor();
    await admin.getByText(/^Cultural facts/).click();
    await admin.getByRole('button', { name: 'Edit Haraka haraka haina baraka' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Haraka haraka haina baraka' });
    await dialog.getByLabel('Text').fill('Hurry hurry has no blessing: take your time and do things well.');
    const wide = await admin.evaluate(() => document.documentElement.scrollWidth);
    if (wide > 320) problems.push(`the course tree at 320 px scrolls sideways (${String(wide)} px)`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin
      .getByRole('region', { name: 'Courses' })
      .getByText('Hurry hurry has no blessing: take your time and do things well.')
      .waitFor();
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** A spoken sentence as Chromium's fake microphone plays it, over and over (espeak-ng, then 48 kHz WAV). */
function fakeMicrophoneFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'roots-e2e-voice-'));
  execFileSync('espeak-ng', ['-v', 'sw', '-w', join(dir, 'speech.wav'), 'Habari za asubuhi, rafiki yangu']);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    join(dir, 'speech.wav'),
    '-ar',
    '48000',
    '-ac',
    '1',
    join(dir, 'mic.wav'),
  ]);
  return join(dir, 'mic.wav');
}

/** The API as a signed-in user outside the browser: the other contributors' part of the journey. */
async function api<T>(token: string, method: string, path: string, body?: unknown, type = 'application/json') {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': `198.18.0.${String(path.length % 250)}`,
      ...(body === undefined ? {} : { 'content-type': type }),
    },
    ...(body === undefined ? {} : { body: body instanceof Buffer ? new Uint8Array(body) : JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${String(response.status)}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.1.1' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** A contributor of Yoruba, signed up, applied and approved through the API. */
async function approvedContributor(name: string, adminToken: string, sample: Buffer) {
  const email = `${name}${String(Date.now())}@example.com`;
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.1.2' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const token = await tokenOf(email);
  const { application } = await api<{ application: { id: string } }>(token, 'POST', '/voices/applications', {
    languages: ['yo'],
    region: 'Ìbàdàn',
  });
  const { id } = application;
  await api(token, 'PUT', `/voices/applications/${id}/sample`, sample, 'audio/wav');
  await api(adminToken, 'POST', `/admin/voices/applications/${id}/languages/yo`, { decision: 'approve' });
  return { email, token };
}

describe('voices', () => {
  const microphone = fakeMicrophoneFile();
  const browser = openBrowser({
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphone}`,
    ],
  });

  it('a contributor records ten words on a phone, two others approve them, and a learner hears them', async () => {
    const adminToken = await tokenOf('editor@example.com');
    // 1. A speaker of Yoruba applies on a phone, with a sample from the microphone.
    const { page: speaker, errors } = await browser.newPage({ viewport: viewports.phone, hasTouch: true });
    const email = `speaker${String(Date.now())}@example.com`;
    await registerWithConsent(speaker, email, PASSWORD);
    await goto(speaker, '/contribute');
    await speaker.getByRole('checkbox', { name: /Yoruba/ }).check();
    await speaker.getByLabel('Region').fill('Ọ̀yọ́, Nigeria');
    const record = async () => {
      await speaker.getByRole('button', { name: 'Record' }).click();
      await expect
        .poll(async () => Number.parseFloat((await speaker.getByRole('timer').textContent()) ?? '0'))
        .toBeGreaterThan(2.5);
      await speaker.getByRole('button', { name: 'Stop' }).click();
      await speaker.getByRole('button', { name: 'Re-record' }).waitFor();
    };
    await record();
    await speaker.getByRole('button', { name: 'Send my application' }).click();
    await speaker.getByRole('heading', { name: 'Your languages' }).waitFor();

    // 2. The admin approves them for Yoruba on the Voices page.
    const { page: admin } = await browser.newPage();
    await logIn(admin);
    await goto(admin, '/admin/voices');
    await admin.getByRole('button', { name: /^Approve .+ for Yoruba$/ }).click();
    await admin.getByRole('button', { name: /^Pause .+ in Yoruba$/ }).waitFor();

    // 3. Ten words, recorded in the studio and sent for review.
    const sample = readFileSync(microphone);
    const [second, third] = await Promise.all([
      approvedContributor('tunde', adminToken, sample),
      approvedContributor('kemi', adminToken, sample),
    ]);
    await goto(speaker, '/record');
    for (let sent = 1; sent <= 10; sent += 1) {
      await speaker.getByRole('region', { name: 'Word to record' }).waitFor();
      await record();
      await speaker.getByRole('button', { name: 'Submit' }).click();
      // The fixture course has ten texts: its sentences are its words.
      if (sent < 10) await speaker.getByText(new RegExp(`· ${String(sent)} sent for review`)).waitFor();
    }
    await speaker.getByText(/Nothing is waiting to be recorded in this language/).waitFor();
    expect(errors).toEqual([]);

    // 4. Two other contributors approve each word: one on the review page, one through the API.
    const waiting = await api<{ items: { clip_id: string }[] }>(third.token, 'GET', '/voices/review/yo?limit=20');
    expect(waiting.items).toHaveLength(10);
    for (const { clip_id: clip } of waiting.items)
      await api(third.token, 'POST', `/voices/review/${clip}`, { verdict: 'approve' });
    const { page: reviewer, errors: reviewErrors } = await browser.newPage({ viewport: viewports.phone });
    await logIn(reviewer, second.email);
    await goto(reviewer, '/review');
    const card = reviewer.getByRole('region', { name: 'Recording to review' });
    const empty = reviewer.getByText(/No Yoruba recordings are waiting for your review/);
    for (let approved = 0; approved < 10; approved += 1) {
      await card.waitFor();
      const before = await card.textContent();
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect
        .poll(async () => (await empty.count()) > 0 || (await card.textContent()) !== before, { timeout: 30_000 })
        .toBe(true);
    }
    await empty.waitFor();
    expect(reviewErrors).toEqual([]);

    // 5. A learner of Yoruba hears every word on its card, and the listen exercise is there.
    const { page: learner, errors: learnerErrors } = await browser.newPage({ viewport: viewports.phone });
    await registerIntoCourse(learner, `listener${String(Date.now())}@example.com`, PASSWORD, {
      course: /Yoruba/,
      goal: /Regular/,
    });
    const intro = learner.getByRole('region', { name: 'New words in this lesson' });
    for (let word = 1; word <= 10; word += 1) {
      await intro.getByText(`Word ${String(word)} of 10`).waitFor();
      const source = await intro.locator('audio').getAttribute('src');
      const clip = await learner.request.get(`${baseUrl}${source ?? ''}`);
      expect(clip.headers()['content-type']).toBe('audio/ogg');
      expect((await clip.body()).subarray(0, 4).toString('latin1')).toBe('OggS');
      await learner.getByRole('button', { name: 'Continue' }).click();
    }
    await learner.getByRole('heading', { name: 'Type what you hear' }).waitFor();
    await learner.getByRole('button', { name: 'Play' }).click();
    await learner.getByLabel('Type what you hear').fill('Ẹ káàárọ̀');
    await learner.keyboard.press('Enter');
    await learner.getByText('Correct!').waitFor();

    // 6. The rest of the lesson, then saying a word its contributors recorded: the learner records
    // it (the fake microphone), hears theirs beside the clip, marks themselves and finishes.
    const answer = async (give: () => Promise<unknown>) => {
      await learner.getByRole('button', { name: 'Continue' }).click();
      await give();
      await learner.getByRole('button', { name: 'Check' }).click();
      await learner.getByText(/^Correct/).waitFor();
    };
    const pick = (name: string) => () => learner.getByRole('radio', { name: new RegExp(name) }).click();
    const type = (label: string, text: string) => () => learner.getByLabel(label).fill(text);
    await answer(pick('thank you'));
    await answer(pick('omi'));
    await answer(() => matchPairs(learner, { 'Bẹ́ẹ̀ ni': 'yes', Rárá: 'no', ọ̀rẹ́: 'friend', ilé: 'house' }));
    await answer(type('Write this in English', 'Goodbye'));
    await answer(type('Write this in Yoruba', 'Ẹ káàsán'));
    await answer(pick('Ẹ kúurọ̀lẹ́'));
    await answer(async () => {
      const bank = learner.getByRole('group', { name: 'Words to choose from' });
      await bank.getByRole('button', { name: 'Ẹ', exact: true }).click();
      await bank.getByRole('button', { name: 'káàárọ̀', exact: true }).click();
    });
    await answer(pick('house'));
    await answer(type('Write this in English', 'Thank you'));
    await learner.getByRole('button', { name: 'Continue' }).click();
    await learner.getByRole('heading', { name: 'Say it aloud' }).waitFor();
    await learner.getByText('Your recording stays on this device: it is never sent.').waitFor();
    const clip = learner.getByRole('region', { name: 'The course’s clip' });
    await clip.getByRole('button', { name: 'Slower' }).click();
    await learner.getByRole('button', { name: 'Record' }).click();
    await expect
      .poll(async () => Number.parseFloat((await learner.getByRole('timer').textContent()) ?? '0'))
      .toBeGreaterThan(1.5);
    await learner.getByRole('button', { name: 'Stop' }).click();
    const mine = learner.getByRole('button', { name: 'Play mine' });
    await mine.click();
    // Both play: the clip slower, and the learner's own recording, which never left the browser.
    const playing = () =>
      learner.evaluate(() =>
        [...document.querySelectorAll('audio')].map((audio) => ({
          src: audio.src.slice(0, 5),
          rate: audio.playbackRate,
          played: audio.played.length > 0,
        })),
      );
    await expect.poll(playing).toEqual([
      { src: 'http:', rate: 0.75, played: true },
      { src: 'blob:', rate: 1, played: true },
    ]);
    await learner.screenshot({ path: `${screenshotDir}/lesson-speak-phone.png` });
    await learner.getByRole('button', { name: 'I said it well' }).click();
    // Every answer right, and the speak step is not a mistake either.
    await learner.getByRole('heading', { name: 'Perfect lesson!' }).waitFor();
    expect(learnerErrors).toEqual([]);
    // Ten recordings of three seconds each, each checked by ffmpeg on the server: minutes on two busy cores.
  }, 300_000);
});
