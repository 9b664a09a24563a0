import { join } from 'node:path';
import type { CourseUnit, Language, UnitTips } from '@roots/shared/contracts/learning';
import type { AdminLesson, AdminUnit } from '@roots/shared/contracts/management';
import { describe, expect, it } from 'vitest';
import { signUp, signUpAdmin } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

type Method = 'GET' | 'POST' | 'PATCH';
interface Failure {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe('unit tips', async () => {
  const { app, config } = await createTestApp({
    env: { ADMIN_EMAIL: 'editor@example.com' },
    importContent: true,
    contentDir: join(import.meta.dirname, '..', '..', 'test', 'fixtures'),
  });
  const admin = (await signUpAdmin(app, config.dataDir, { email: 'editor@example.com' })).headers;
  const learner = (await signUp(app)).headers;
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const data = async <T>(method: Method, url: string, headers: Record<string, string>, payload?: object) => {
    const response = await call(method, url, headers, payload);
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json<{ data: T }>().data;
  };
  const [swahili] = await data<Language[]>('GET', '/api/language', learner);
  const languageId = swahili?.id ?? '';
  const courseMap = () => data<CourseUnit[]>('GET', `/api/unit/${languageId}`, learner);
  const [greetings] = await courseMap();
  const greetingsId = greetings?.id ?? '';

  /** A published unit made in the CMS, with one published lesson of ten exercises (locked for a new learner). */
  async function cmsUnit(title: string, tips?: string) {
    const unit = await data<AdminUnit>('POST', '/api/unit', admin, {
      language_id: languageId,
      title,
      description: 'Made in the CMS.',
      status: 'published',
      ...(tips === undefined ? {} : { tips }),
    });
    const lesson = await data<AdminLesson>('POST', '/api/lesson', admin, {
      unit_id: unit.id,
      title: `${title} 1`,
      words: [['jambo', 'hello']],
    });
    for (let n = 1; n <= 10; n += 1)
      await data('POST', '/api/exercise', admin, {
        lesson_id: lesson.id,
        status: 'published',
        exercise: {
          type: 'select',
          prompt: `Which one means “hello”? (${String(n)})`,
          options: ['jambo', 'kwaheri', 'asante', 'mama'],
          answer: 'jambo',
        },
      });
    await data('PATCH', `/api/lesson/${lesson.id}`, admin, { status: 'published' });
    return unit;
  }

  it('renders a unit’s tips file as safe HTML, with the unit’s title', async () => {
    expect(greetings?.has_tips).toBe(true);
    const tips = await data<UnitTips>('GET', `/api/unit/tips/${greetingsId}`, learner);
    expect(tips.unit).toEqual({ id: greetingsId, title: 'Greetings', position: 1 });
    expect(tips.language).toMatchObject({ id: languageId, code: 'sw' });
    expect(tips.tips_html).toContain('<h2>Greeting one person or many</h2>');
    expect(tips.tips_html).toContain('<strong>Jambo</strong>');
    expect(tips.tips_html).toMatch(/<table>[\s\S]*<td>asante<\/td>/);
  });

  it('opens the tips of a locked unit (a book, not a reward), and says when a unit has none', async () => {
    const later = await cmsUnit('Numbers', '## Counting\n\n**moja**, one');
    const plain = await cmsUnit('Colours');
    const map = await courseMap();
    const laterOnMap = map.find((unit) => unit.id === later.id);
    expect(laterOnMap?.lessons.map((lesson) => lesson.status)).toEqual(['locked']);
    expect(laterOnMap?.has_tips).toBe(true);
    expect(map.find((unit) => unit.id === plain.id)?.has_tips).toBe(false);

    const locked = await data<UnitTips>('GET', `/api/unit/tips/${later.id}`, learner);
    expect(locked.tips_html).toBe('<h2>Counting</h2>\n<p><strong>moja</strong>, one</p>\n');
    const none = await data<UnitTips>('GET', `/api/unit/tips/${plain.id}`, learner);
    expect(none).toMatchObject({ unit: { title: 'Colours' }, tips_html: null });
  });

  it('answers 404 with a message for an unknown or unpublished unit, 400 for a malformed id, 401 signed out', async () => {
    const unknown = await call('GET', '/api/unit/tips/00000000-0000-4000-8000-000000000000', learner);
    expect([unknown.statusCode, unknown.json<Failure>().error.message]).toEqual([404, 'We could not find that unit.']);

    const draft = await data<AdminUnit>('POST', '/api/unit', admin, {
      language_id: languageId,
      title: 'Unfinished',
      description: 'A draft.',
      tips: '## Soon',
    });
    expect((await call('GET', `/api/unit/tips/${draft.id}`, learner)).statusCode).toBe(404);

    const malformed = await call('GET', '/api/unit/tips/greetings', learner);
    expect([malformed.statusCode, malformed.json<Failure>().error.fields?.id]).toEqual([400, 'That is not a unit id.']);
    expect((await call('GET', `/api/unit/tips/${greetingsId}`, {})).statusCode).toBe(401);
  });

  it('lets the CMS write tips under the content files’ rules, and an empty text removes them', async () => {
    const unit = await data<AdminUnit>('POST', '/api/unit', admin, {
      language_id: languageId,
      title: 'Family',
      description: 'Who is who.',
    });
    expect(unit.tips).toBeNull();
    const refused = await call('PATCH', `/api/unit/${unit.id}`, admin, { tips: '# Family\n\nA <i>mama</i>.' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Failure>().error.fields?.tips).toMatch(/^Tips are Markdown only, with no HTML: remove “<i>”\./);
    const long = await call('PATCH', `/api/unit/${unit.id}`, admin, { tips: 'a'.repeat(10_001) });
    expect(long.json<Failure>().error.fields?.tips).toMatch(/^Tips are at most 10,000 characters/);

    const saved = await data<AdminUnit>('PATCH', `/api/unit/${unit.id}`, admin, { tips: '  ## Mama\n\nMother.\n' });
    expect(saved.tips).toBe('## Mama\n\nMother.');
    expect((await data<AdminUnit>('PATCH', `/api/unit/${unit.id}`, admin, { tips: '' })).tips).toBeNull();
  });
});
