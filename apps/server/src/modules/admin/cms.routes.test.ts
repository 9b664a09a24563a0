import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CourseUnit, Language, Lesson } from '@roots/shared/contracts/learning';
import type {
  AdminCategory,
  AdminExercise,
  AdminLesson,
  AdminPost,
  AdminUnit,
  AuditEntry,
  ContactMessageAdmin,
  CourseTree,
  Dashboard,
  ReportGroup,
  Deletion,
} from '@roots/shared/contracts/management';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUp as signUpAccount, signUpAdmin } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { importCourses } from '../content/content.import.ts';
import { tempDir } from '../../test/after-file.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
const PASSWORD = 'Karibu!2026a';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('the CMS API', async () => {
  const { app, database, config } = await createTestApp({
    env: { ADMIN_EMAIL: 'editor@example.com' },
    importContent: true,
    contentDir: fixtures,
  });
  const admin = (await signUpAdmin(app, config.dataDir, { email: 'editor@example.com', password: PASSWORD })).headers;
  const learner = (await signUpAccount(app, { email: 'amani@example.com', password: PASSWORD })).headers;
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = admin) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = async <T>(method: Method, url: string, payload?: unknown, headers?: Record<string, string>) => {
    const response = await call(method, url, payload, headers);
    expect([method, url, response.statusCode, response.json()]).toMatchObject([method, url, expect.any(Number), {}]);
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json<{ data: T }>().data;
  };
  const tree = (languageId: string) => data<CourseTree>('GET', `/api/admin/languages/${languageId}/tree`);

  const selectExercise = (n: number) => ({
    type: 'select',
    prompt: `Which one means “hello”? (${String(n)})`,
    options: ['jambo', 'kwaheri', 'asante', 'mama'],
    answer: 'jambo',
  });

  /** A draft language with one unit and one lesson of `exercises` published select exercises. */
  async function draftCourse(code: string, exercises: number) {
    const language = await data<{ id: string }>('POST', '/api/language', {
      code,
      name: `Test ${code}`,
      native_name: `Test ${code}`,
      description: 'A course made in the CMS.',
    });
    const unit = await data<AdminUnit>('POST', '/api/unit', {
      language_id: language.id,
      title: 'Greetings',
      description: 'Say hello.',
      status: 'published',
    });
    const lesson = await data<AdminLesson>('POST', '/api/lesson', {
      unit_id: unit.id,
      title: 'Hello',
      words: [['jambo', 'hello']],
    });
    for (let n = 1; n <= exercises; n += 1)
      await data('POST', '/api/exercise', { lesson_id: lesson.id, exercise: selectExercise(n), status: 'published' });
    return { languageId: language.id, unitId: unit.id, lessonId: lesson.id };
  }

  it('builds a course that learners see only once it is published, and its lesson only when it passes the checks', async () => {
    const { languageId, lessonId } = await draftCourse('tq', 9);
    // Drafts are invisible (404, not 403) to visitors and learners.
    expect((await call('GET', `/api/language/${languageId}`, undefined, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/unit/${languageId}`, undefined, learner)).statusCode).toBe(404);
    expect((await call('GET', `/api/lesson/${lessonId}`, undefined, learner)).statusCode).toBe(404);

    // Nine exercises: the content check refuses to publish, and says why.
    const refused = await call('PATCH', `/api/lesson/${lessonId}`, { status: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /9 published exercises, at least 10 needed/,
    );
    expect(await data<string[]>('GET', `/api/admin/lessons/${lessonId}/check`)).toHaveLength(1);

    await data('POST', '/api/exercise', { lesson_id: lessonId, exercise: selectExercise(10), status: 'published' });
    await data('PATCH', `/api/lesson/${lessonId}`, { status: 'published' });
    // Still a draft language: nothing shows.
    expect((await call('GET', `/api/lesson/${lessonId}`, undefined, learner)).statusCode).toBe(404);
    await data('PATCH', `/api/language/${languageId}`, { status: 'published' });
    const languages = await data<Language[]>('GET', '/api/language', undefined, learner);
    expect(languages.map((l) => l.code)).toContain('tq');
    const lesson = await data<Lesson>('GET', `/api/lesson/${lessonId}`, undefined, learner);
    expect(lesson.exercises).toHaveLength(10);

    // A draft exercise added later is not shown to learners.
    await data('POST', '/api/exercise', { lesson_id: lessonId, exercise: selectExercise(11) });
    expect((await data<Lesson>('GET', `/api/lesson/${lessonId}`, undefined, learner)).exercises).toHaveLength(10);
    // Archiving the unit hides its lessons.
    const [unit] = (await tree(languageId)).units;
    await data('PATCH', `/api/unit/${unit?.id ?? ''}`, { status: 'archived' });
    expect(await data<CourseUnit[]>('GET', `/api/unit/${languageId}`, undefined, learner)).toEqual([]);
    expect((await call('GET', `/api/lesson/${lessonId}`, undefined, learner)).statusCode).toBe(404);
  });

  it('makes units and facts under the first free key, refuses a taken one with 409, and audits each', async () => {
    const { languageId } = await draftCourse('zz', 1);
    const fact = await data<{ id: string; key: string }>('POST', '/api/fact', {
      language_id: languageId,
      category: 'food',
      title: 'Sharing a meal',
      body: 'Food is shared from one plate.',
    });
    expect(fact.key).toBe('sharing-a-meal');
    // Without a key asked for, the same title takes the next free key.
    const again = await data<{ key: string }>('POST', '/api/fact', {
      language_id: languageId,
      category: 'food',
      title: 'Sharing a meal',
      body: 'Again.',
    });
    expect(again.key).not.toBe(fact.key);
    const taken = await call('POST', '/api/unit', {
      language_id: languageId,
      key: (await tree(languageId)).units[0]?.key,
      title: 'Numbers',
      description: 'Count.',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: {
        message: 'That key is already used by another unit of this language.',
        fields: { key: 'Choose another key.' },
      },
    });
    const log = await data<{ action: string; entity: string; entity_id: string }[]>(
      'GET',
      '/api/admin/audit?entity=fact',
    );
    expect(log).toContainEqual(expect.objectContaining({ action: 'create', entity: 'fact', entity_id: fact.id }));
  });

  it('validates exercises with the importer schema: a bad payload is a 400 per field and changes nothing', async () => {
    const { languageId, lessonId } = await draftCourse('tr', 2);
    const before = await tree(languageId);
    for (const bad of [
      { type: 'select', prompt: 'Pick', options: ['a', 'b'], answer: 'a' },
      { type: 'translate', prompt: 'Write', into: 'sideways', source: 'Hi', answers: ['Jambo'] },
      { type: 'match_pairs', prompt: 'Match', pairs: [['a', 'b']] },
      { type: 'fill_blank', prompt: 'Fill', sentence: 'no blank here', translation: 'x', choice: { answers: ['x'] } },
      { type: 'dance', prompt: 'Dance' },
      { type: 'select', prompt: '', options: ['a', 'b', 'c'], answer: 'a', extra: true },
    ]) {
      const response = await call('POST', '/api/exercise', { lesson_id: lessonId, exercise: bad });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: { code: string; fields: Record<string, string> } }>();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields).some((field) => field.startsWith('exercise'))).toBe(true);
    }
    // A listen exercise with no recording cannot be saved.
    const listen = await call('POST', '/api/exercise', {
      lesson_id: lessonId,
      exercise: { type: 'listen', prompt: 'Type what you hear', say: 'habari ya leo kabisa' },
    });
    expect(listen.statusCode).toBe(400);
    // Publishing an exercise whose answer is not an option is refused with the reason.
    const unanswerable = await call('POST', '/api/exercise', {
      lesson_id: lessonId,
      exercise: { type: 'select', prompt: 'Pick', options: ['a', 'b', 'c'], answer: 'd' },
      status: 'published',
    });
    expect(unanswerable.statusCode).toBe(400);
    expect(unanswerable.body).toMatch(/the answer is not one of the options/);
    // Three options pass the schema (a draft is saved) but not the publishing check, as in content:check.
    const three = (choice: 'select' | 'fill_blank') =>
      choice === 'select'
        ? { type: 'select', prompt: 'Pick', options: ['jambo', 'kwaheri', 'asante'], answer: 'jambo' }
        : {
            type: 'fill_blank',
            prompt: 'Fill',
            sentence: 'Asante ___!',
            translation: 'Thank you very much!',
            choice: { options: ['sana', 'jambo', 'kwaheri'], answer: 'sana' },
          };
    for (const choice of ['select', 'fill_blank'] as const) {
      const published = await call('POST', '/api/exercise', {
        lesson_id: lessonId,
        exercise: three(choice),
        status: 'published',
      });
      expect(published.statusCode).toBe(400);
      expect(published.json<{ error: { message: string } }>().error.message).toBe(
        'This exercise cannot be published: this exercise: 3 options, at least 4 needed.',
      );
    }
    const missingLesson = await call('POST', '/api/exercise', {
      lesson_id: '00000000-0000-4000-8000-000000000000',
      exercise: selectExercise(1),
    });
    expect(missingLesson.statusCode).toBe(404);
    expect(await tree(languageId)).toEqual(before);
  });

  it('saves a three-option multiple choice as a draft and publishes it only with a fourth option', async () => {
    const { lessonId } = await draftCourse('tp', 0);
    const draft = await data<AdminExercise>('POST', '/api/exercise', {
      lesson_id: lessonId,
      exercise: { type: 'select', prompt: 'Pick', options: ['jambo', 'kwaheri', 'asante'], answer: 'jambo' },
    });
    const refused = await call('PATCH', `/api/exercise/${draft.id}`, { status: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/3 options, at least 4 needed/);
    const leaking = await call('PATCH', `/api/exercise/${draft.id}`, {
      exercise: {
        type: 'select',
        prompt: 'Pick kwaheri',
        options: ['jambo', 'kwaheri', 'asante', 'mama'],
        answer: 'kwaheri',
      },
      status: 'published',
    });
    expect(leaking.statusCode).toBe(400);
    expect(leaking.body).toMatch(/the exercise shows its own answer \\"kwaheri\\"/);
    const published = await data<AdminExercise>('PATCH', `/api/exercise/${draft.id}`, {
      exercise: { type: 'select', prompt: 'Pick', options: ['jambo', 'kwaheri', 'asante', 'mama'], answer: 'jambo' },
      status: 'published',
    });
    expect(published.status).toBe('published');
    expect(published.exercise.options).toHaveLength(4);
    // An imported exercise that predates the check (the fixture's three options) still moves;
    // editing it is checked.
    const languages = await data<{ id: string; code: string }[]>('GET', '/api/admin/languages');
    const swahili = languages.find((language) => language.code === 'sw');
    const older = swahili && (await tree(swahili.id)).units[0]?.lessons[0]?.exercises[0];
    if (!older) throw new Error('the fixture course has no exercise');
    expect(older).toMatchObject({ type: 'select', status: 'published', position: 1 });
    await data('PATCH', `/api/exercise/${older.id}`, { position: 2 });
    await data('PATCH', `/api/exercise/${older.id}`, { position: 1 });
    const edit = await call('PATCH', `/api/exercise/${older.id}`, {
      exercise: { ...older.exercise, prompt: 'Which one is “hello”?' },
    });
    expect(edit.body).toMatch(/3 options, at least 4 needed/);
  });

  it('edits an exercise as authored and grades the new answer for learners', async () => {
    const { languageId, lessonId } = await draftCourse('ts', 10);
    await data('PATCH', `/api/lesson/${lessonId}`, { status: 'published' });
    await data('PATCH', `/api/language/${languageId}`, { status: 'published' });
    const exercise = (await tree(languageId)).units[0]?.lessons[0]?.exercises[0];
    if (!exercise) throw new Error('the lesson has no exercise');
    expect(exercise.exercise).toMatchObject({ type: 'select', answer: 'jambo' });
    expect(exercise.exercise.options).toEqual(expect.arrayContaining(['jambo', 'kwaheri', 'asante']));
    const edited = await data<AdminExercise>('PATCH', `/api/exercise/${exercise.id}`, {
      exercise: {
        type: 'translate',
        prompt: 'Write this in Swahili',
        into: 'target',
        source: 'Hello',
        answers: ['Jambo'],
      },
    });
    expect(edited).toMatchObject({ type: 'translate', status: 'published' });
    expect(edited.edited_at).not.toBeNull();
    await data('POST', '/api/language/enroll/' + languageId, undefined, learner);
    const attempt = await data<{ lesson_attempt_id: string }>(
      'POST',
      `/api/lesson/start/${lessonId}`,
      undefined,
      learner,
    );
    const checked = await data<{ result: string }>(
      'POST',
      `/api/exercise/check/${exercise.id}`,
      { lesson_attempt_id: attempt.lesson_attempt_id, answer: 'jambo' },
      learner,
    );
    expect(checked.result).toBe('correct');
  });

  it('keeps positions 1..n without gaps or duplicates under parallel moves', async () => {
    const { languageId, lessonId } = await draftCourse('tu', 8);
    const ids = ((await tree(languageId)).units[0]?.lessons[0]?.exercises ?? []).map((e) => e.id);
    // Every exercise but the fourth moves twice while one is added and the fourth deleted.
    const moves = ids.flatMap((id, i) =>
      i === 3
        ? []
        : [
            call('PATCH', `/api/exercise/${id}`, { position: ((i * 5) % 8) + 1 }),
            call('PATCH', `/api/exercise/${id}`, { position: 1 }),
          ],
    );
    const responses = await Promise.all([
      ...moves,
      call('POST', '/api/exercise', { lesson_id: lessonId, exercise: selectExercise(9), position: 2 }),
      call('DELETE', `/api/exercise/${ids[3] ?? ''}`),
    ]);
    expect(responses.map((r) => r.statusCode).filter((s) => s >= 300)).toEqual([]);
    const positions = ((await tree(languageId)).units[0]?.lessons[0]?.exercises ?? []).map((e) => e.position);
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Past the end means last; the unit list is renumbered the same way.
    const moved = await data<AdminExercise>('PATCH', `/api/exercise/${ids[0] ?? ''}`, { position: 99 });
    expect(moved.position).toBe(8);
    const [a, b] = await Promise.all([
      data<AdminUnit>('POST', '/api/unit', { language_id: languageId, title: 'Numbers', description: 'Count.' }),
      data<AdminUnit>('POST', '/api/unit', {
        language_id: languageId,
        title: 'Numbers',
        description: 'Count again.',
        position: 1,
      }),
    ]);
    expect(new Set([a.key, b.key])).toEqual(new Set(['numbers', 'numbers-2']));
    expect((await tree(languageId)).units.map((u) => u.position)).toEqual([1, 2, 3]);
  });

  it('archives instead of deleting what learners have progress on, and keeps their XP', async () => {
    const [swahili] = await data<Language[]>('GET', '/api/language', undefined, learner);
    const swahiliId = swahili?.id ?? '';
    const [unit] = await data<CourseUnit[]>('GET', `/api/unit/${swahiliId}`, undefined, learner);
    const lessonId = unit?.lessons[0]?.id ?? '';
    await data('POST', `/api/language/enroll/${swahiliId}`, undefined, learner);
    await data('POST', `/api/lesson/start/${lessonId}`, undefined, learner);
    const xpBefore = await data<number>('GET', '/api/user/xp', undefined, learner);

    const outcome = await data<Deletion>('DELETE', `/api/lesson/${lessonId}`);
    expect(outcome.outcome).toBe('archived');
    expect((await call('GET', `/api/lesson/${lessonId}`, undefined, learner)).statusCode).toBe(404);
    expect(await data<number>('GET', '/api/user/xp', undefined, learner)).toBe(xpBefore);
    const language = await data<Deletion>('DELETE', `/api/language/${swahiliId}`);
    expect(language.outcome).toBe('archived');
    expect((await call('GET', `/api/language/${swahiliId}`, undefined, learner)).statusCode).toBe(404);

    // Nothing learned on it: really deleted.
    const { languageId } = await draftCourse('tv', 1);
    expect((await data<Deletion>('DELETE', `/api/language/${languageId}`)).outcome).toBe('deleted');
    expect((await call('GET', `/api/admin/languages/${languageId}/tree`)).statusCode).toBe(404);
  });

  it('renames languages, units and lessons, rewrites facts, and deletes a unit nobody has learned', async () => {
    const { languageId, unitId, lessonId } = await draftCourse('tt', 1);
    await data('PATCH', `/api/language/${languageId}`, { name: 'Testish', native_name: 'Kitesti' });
    await data('PATCH', `/api/unit/${unitId}`, { title: 'Greetings and farewells', description: 'Hello, goodbye.' });
    await data('PATCH', `/api/lesson/${lessonId}`, {
      title: 'Saying hello',
      words: [
        ['jambo', 'hello'],
        ['kwaheri', 'goodbye'],
      ],
    });
    const badWords = await call('PATCH', `/api/lesson/${lessonId}`, { words: [['asante', '']] });
    expect(badWords.statusCode).toBe(400);
    expect(Object.keys(badWords.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual([
      'words.0.1',
    ]);
    const fact = await data<{ id: string }>('POST', '/api/fact', {
      language_id: languageId,
      category: 'food',
      title: 'Ugali',
      body: 'A stiff maize porridge.',
    });
    await data('PATCH', `/api/fact/${fact.id}`, { category: 'daily-life', body: 'Eaten with the right hand.' });
    const badFact = await call('PATCH', `/api/fact/${fact.id}`, { category: 'sport', title: '' });
    expect(badFact.statusCode).toBe(400);
    const factErrors = badFact.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(factErrors.category).toMatch(/^Choose one of/);
    expect(Object.keys(factErrors).sort()).toEqual(['category', 'title']);

    const edited = await tree(languageId);
    expect(edited.language).toMatchObject({ name: 'Testish', native_name: 'Kitesti' });
    expect(edited.units[0]).toMatchObject({ title: 'Greetings and farewells', description: 'Hello, goodbye.' });
    expect(edited.units[0]?.lessons[0]).toMatchObject({
      title: 'Saying hello',
      words: [
        ['jambo', 'hello'],
        ['kwaheri', 'goodbye'],
      ],
    });
    expect(edited.facts).toEqual([
      expect.objectContaining({ category: 'daily-life', title: 'Ugali', body: 'Eaten with the right hand.' }),
    ]);
    expect(edited.units[0]?.edited_at).not.toBeNull();

    const deleted = await data<Deletion>('DELETE', `/api/unit/${unitId}`);
    expect(deleted.outcome).toBe('deleted');
    expect((await tree(languageId)).units).toEqual([]);
    expect((await call('DELETE', `/api/unit/${unitId}`)).statusCode).toBe(404);
    const log = await data<AuditEntry[]>('GET', `/api/admin/audit?entity=unit&entity_id=${unitId}`);
    expect(log.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it('records every change in the audit log with who, what, when, before and after', async () => {
    const { lessonId } = await draftCourse('tw', 1);
    await data('PATCH', `/api/lesson/${lessonId}`, { title: 'Greetings' });
    const entries = await data<AuditEntry[]>('GET', `/api/admin/audit?entity=lesson&entity_id=${lessonId}`);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({ before: { title: 'Hello' }, after: { title: 'Greetings' } });
    expect(entries[0]?.actor?.username).toBeTruthy();
    expect(Date.parse(entries[0]?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes, publishes and unpublishes blog posts, with unique suggested slugs', async () => {
    const post = {
      title: 'Learning Zulu clicks',
      excerpt: 'How to say c, q and x.',
      body_markdown: '## Clicks\n\nStart with **c**.',
      category: 'language-notes',
    };
    const first = await data<AdminPost>('POST', '/api/blog', post);
    const second = await data<AdminPost>('POST', '/api/blog', post);
    expect([first.slug, second.slug]).toEqual(['learning-zulu-clicks', 'learning-zulu-clicks-2']);
    expect(first.status).toBe('draft');
    expect((await call('GET', `/api/blog/slug/${first.slug}`, undefined, {})).statusCode).toBe(404);
    const taken = await call('PATCH', `/api/blog/${second.id}`, { slug: first.slug });
    expect(taken.statusCode).toBe(409);

    await data('POST', `/api/blog/${first.id}/publish`);
    const page = await data<{ content_html: string }>('GET', `/api/blog/slug/${first.slug}`, undefined, {});
    expect(page.content_html).toContain('<strong>c</strong>');
    await data('POST', `/api/blog/${first.id}/unpublish`);
    expect((await call('GET', `/api/blog/slug/${first.slug}`, undefined, {})).statusCode).toBe(404);
    expect((await data<AdminPost[]>('GET', '/api/admin/blog')).map((p) => p.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect((await data<Deletion>('DELETE', `/api/blog/${second.id}`)).outcome).toBe('deleted');
    expect((await call('GET', `/api/admin/blog/${second.id}`)).statusCode).toBe(404);
  });

  it('renders the Markdown attack list inert in the preview and on the public page', async () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[a](javascript:alert(1))',
      '[b](JaVaScRiPt:alert(1))',
      '[c](&#106;avascript:alert(1))',
      '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<svg onload=alert(1)></svg>',
      '<iframe src="https://example.com"></iframe>',
      '<a href="java&#x09;script:alert(1)">e</a>',
    ].join('\n\n');
    const preview = await data<{ html: string }>('POST', '/api/admin/blog/preview', { markdown: attacks });
    const post = await data<AdminPost>('POST', '/api/blog', {
      title: 'Attack list',
      excerpt: 'Nothing runs.',
      body_markdown: attacks,
      category: 'security',
      status: 'published',
    });
    const page = await data<{ content_html: string }>('GET', `/api/blog/slug/${post.slug}`, undefined, {});
    for (const html of [preview.html, page.content_html]) {
      expect(html).not.toMatch(/<script|onerror|onload|javascript:|data:text|<iframe|<svg/i);
    }
    expect(preview.html).toBe(page.content_html);
  });

  it('shows the dashboard and the contact inbox, where a message can be marked handled', async () => {
    const sent = await call(
      'POST',
      '/api/contact',
      { name: 'Wanjiru', email: 'wanjiru@example.com', topic: 'content', message: 'I love the Swahili course a lot!' },
      {},
    );
    expect(sent.statusCode).toBeLessThan(300);
    const stats = await data<Dashboard>('GET', '/api/admin/stats');
    expect(stats.learners).toBeGreaterThanOrEqual(1);
    expect(stats.active_today).toBeGreaterThanOrEqual(1);
    expect(stats.lessons_completed).toHaveLength(30);
    expect(stats.newest_signups.map((u) => u.email)).toContain('amani@example.com');
    expect(stats.unread_messages).toBe(1);
    const [message] = await data<ContactMessageAdmin[]>('GET', '/api/admin/contact?unhandled=true');
    expect(message?.handled_at).toBeNull();
    const handled = await data<ContactMessageAdmin>('PATCH', `/api/admin/contact/${message?.id ?? ''}`, {
      handled: true,
    });
    expect(handled.handled_at).not.toBeNull();
    expect((await data<Dashboard>('GET', '/api/admin/stats')).unread_messages).toBe(0);
    expect(await data<ContactMessageAdmin[]>('GET', '/api/admin/contact?unhandled=true')).toEqual([]);
  });

  it('takes one problem report per learner per exercise; accepting it makes the answer right for everyone', async () => {
    const { languageId, lessonId } = await draftCourse('tx', 9);
    const translate = await data<AdminExercise>('POST', '/api/exercise', {
      lesson_id: lessonId,
      exercise: { type: 'translate', prompt: 'Say hello', into: 'target', source: 'Hello', answers: ['Jambo'] },
      status: 'published',
      position: 1,
    });
    await data('PATCH', `/api/lesson/${lessonId}`, { status: 'published' });
    await data('PATCH', `/api/language/${languageId}`, { status: 'published' });
    await data('POST', `/api/language/enroll/${languageId}`, undefined, learner);
    const attempt = await data<{ lesson_attempt_id: string }>(
      'POST',
      `/api/lesson/start/${lessonId}`,
      undefined,
      learner,
    );
    const check = () =>
      data<{ result: string }>(
        'POST',
        `/api/exercise/check/${translate.id}`,
        { lesson_attempt_id: attempt.lesson_attempt_id, answer: 'Hujambo' },
        learner,
      );
    expect((await check()).result).toBe('wrong');

    const report = { kind: 'answer_rejected', answer: 'Hujambo', note: 'My teacher says this.' };
    expect((await call('POST', `/api/exercise/report/${translate.id}`, report, {})).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/exercise/report/${translate.id}`, { kind: 'answer_rejected' }, learner)).statusCode,
    ).toBe(400);
    expect((await call('POST', `/api/exercise/report/${translate.id}`, report, learner)).statusCode).toBe(201);
    expect((await call('POST', `/api/exercise/report/${translate.id}`, report, learner)).statusCode).toBe(409);

    const [group] = await data<ReportGroup[]>('GET', '/api/admin/reports');
    expect(group).toMatchObject({ exercise_id: translate.id, accepts_text: true, reports: [{ answer: 'Hujambo' }] });
    expect((await data<Dashboard>('GET', '/api/admin/stats')).open_reports).toBe(1);
    const reportId = group?.reports[0]?.id ?? '';
    await data('POST', `/api/admin/reports/${reportId}/accept`);
    expect((await call('POST', `/api/admin/reports/${reportId}/dismiss`)).statusCode).toBe(409);
    expect(await data<ReportGroup[]>('GET', '/api/admin/reports')).toEqual([]);
    expect((await check()).result).toBe('correct');
  });

  it('dismisses a report: it leaves the list and the answer stays wrong; reports are rate limited', async () => {
    const { languageId, lessonId } = await draftCourse('ty', 10);
    await data('PATCH', `/api/lesson/${lessonId}`, { status: 'published' });
    await data('PATCH', `/api/language/${languageId}`, { status: 'published' });
    const exercise = (await tree(languageId)).units[0]?.lessons[0]?.exercises[0];
    const exerciseId = exercise?.id ?? '';
    const report = { kind: 'exercise_mistake', note: 'Two options look the same.' };
    expect((await call('POST', `/api/exercise/report/${exerciseId}`, report, learner)).statusCode).toBe(201);
    const group = (await data<ReportGroup[]>('GET', '/api/admin/reports')).find((g) => g.exercise_id === exerciseId);
    expect(group).toMatchObject({ accepts_text: false });
    const reportId = group?.reports[0]?.id ?? '';
    expect((await call('POST', `/api/admin/reports/${reportId}/dismiss`, undefined, learner)).statusCode).toBe(403);
    await data('POST', `/api/admin/reports/${reportId}/dismiss`);
    expect((await call('POST', `/api/admin/reports/${reportId}/accept`)).statusCode).toBe(409);
    const open = await data<ReportGroup[]>('GET', '/api/admin/reports');
    expect(open.map((g) => g.exercise_id)).not.toContain(exerciseId);
    const log = await data<AuditEntry[]>('GET', `/api/admin/audit?entity=problem_report&entity_id=${reportId}`);
    expect(log.map((e) => e.action)).toEqual(['dismiss']);

    // 20 reports an hour from one address: the 21st request is refused, even a malformed one.
    let sent = 1;
    let status = 0;
    while (status !== 429 && sent < 30) {
      status = (await call('POST', `/api/exercise/report/${exerciseId}`, { kind: 'nonsense' }, learner)).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThanOrEqual(21);
  });

  it('manages blog categories: a post in a new one makes it, renames show publicly, only empty ones go', async () => {
    const made = await data<AdminCategory>('POST', '/api/blog/categories', { name: 'Proverbs and sayings' });
    expect(made).toMatchObject({ slug: 'proverbs-and-sayings', posts: 0 });
    expect((await call('POST', '/api/blog/categories', { name: 'Proverbs and sayings' })).statusCode).toBe(409);
    const post = await data<AdminPost>('POST', '/api/blog', {
      title: 'Haba na haba',
      excerpt: 'Little by little.',
      body_markdown: 'Little by little fills the measure.',
      category: 'wisdom',
      status: 'published',
    });
    await data('PATCH', '/api/blog/categories/wisdom', { name: 'Wisdom of the elders' });
    const publicList = await data<{ slug: string; name: string }[]>('GET', '/api/blog/categories', undefined, {});
    expect(publicList).toContainEqual(expect.objectContaining({ slug: 'wisdom', name: 'Wisdom of the elders' }));
    expect((await call('DELETE', '/api/blog/categories/wisdom')).statusCode).toBe(409);
    await data('PATCH', `/api/blog/${post.id}`, { category: 'proverbs-and-sayings' });
    expect((await data<Deletion>('DELETE', '/api/blog/categories/wisdom')).outcome).toBe('deleted');
    const categories = await data<AdminCategory[]>('GET', '/api/admin/blog/categories');
    expect(categories.find((c) => c.slug === 'proverbs-and-sayings')?.posts).toBe(1);
    expect(categories.map((c) => c.slug)).not.toContain('wisdom');
  });

  it('keeps deleted what an admin deleted when changed course files are imported again', async () => {
    const [swahili] = (await data<{ id: string; code: string }[]>('GET', '/api/admin/languages')).filter(
      (l) => l.code === 'sw',
    );
    const before = await tree(swahili?.id ?? '');
    const lesson = before.units[0]?.lessons.find((l) => l.key === 'goodbye');
    const fact = before.facts[0];
    expect((await data<Deletion>('DELETE', `/api/lesson/${lesson?.id ?? ''}`)).outcome).toBe('deleted');
    expect((await data<Deletion>('DELETE', `/api/fact/${fact?.id ?? ''}`)).outcome).toBe('deleted');
    const root = tempDir('reimport');
    cpSync(join(fixtures, 'courses'), join(root, 'courses'), { recursive: true });
    const course = join(root, 'courses', 'sw', 'course.yaml');
    writeFileSync(
      course,
      readFileSync(course, 'utf8').replace('A small test course.', 'A small test course, revised.'),
    );
    const [report] = await importCourses(database.db, root);
    expect(report).toMatchObject({ skipped: false, lessons: 0, facts: 0 });
    const after = await tree(swahili?.id ?? '');
    expect(after.units[0]?.lessons.map((l) => l.key)).not.toContain('goodbye');
    expect(after.facts.map((f) => f.key)).not.toContain(fact?.key);
  });

  it('re-encodes an uploaded featured image and serves it; anything else is a 415', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f5b45' } })
      .png()
      .toBuffer();
    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/blog/images',
      headers: { ...admin, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode).toBe(201);
    const { url } = upload.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/api\/blog-images\/[0-9a-f-]{36}\.webp$/);
    const image = await app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1280, height: 720 });
    const fake = await app.inject({
      method: 'POST',
      url: '/api/admin/blog/images',
      headers: { ...admin, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    expect(fake.statusCode).toBe(415);
    const asLearner = await app.inject({
      method: 'POST',
      url: '/api/admin/blog/images',
      headers: { ...learner, 'content-type': 'image/png' },
      payload: png,
    });
    expect(asLearner.statusCode).toBe(403);
    const [entry] = await data<AuditEntry[]>('GET', '/api/admin/audit?entity=blog_image');
    expect(entry).toMatchObject({ action: 'upload', after: { url } });
  });
});
