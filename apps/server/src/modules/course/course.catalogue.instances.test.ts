import { join } from 'node:path';
import type { CourseUnit } from '@roots/shared/contracts/learning';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { signUpAdmin } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/helper.ts';
import { describeWhen } from '../../test/suites.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

describeWhen(process.env.TEST_REDIS_URL, 'the courses in memory across instances (Redis)', async () => {
  const database = await createTestDatabase();
  const config = testConfig({ REDIS_URL: process.env.TEST_REDIS_URL ?? '', ADMIN_EMAIL: 'editor@example.com' });
  const first = await buildApp(config, { database, logger: false, importContent: true, contentDir: fixtures });
  const second = await buildApp(config, { database, logger: false, contentDir: fixtures });
  await first.ready();
  await second.ready();
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const map = async () => {
    const [language] = (await second.inject({ method: 'GET', url: '/api/language' })).json<{ data: { id: string }[] }>()
      .data;
    return (await second.inject({ method: 'GET', url: `/api/unit/${language?.id ?? ''}` })).json<{
      data: CourseUnit[];
    }>().data;
  };

  it('shows a lesson renamed in the CMS of one instance on the other at once', async () => {
    const admin = await signUpAdmin(first, config.dataDir, { email: 'editor@example.com' });
    const lesson = (await map())[0]?.lessons[0];
    const renamed = await first.inject({
      method: 'PATCH',
      url: `/api/lesson/${lesson?.id ?? ''}`,
      headers: admin.headers,
      payload: { title: 'Greetings, renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    // Within half of the minute after which an unannounced change is read anyway, so only the
    // announcement can pass this, and long enough for a loaded machine.
    await vi.waitFor(async () => expect((await map())[0]?.lessons[0]?.title).toBe('Greetings, renamed'), {
      timeout: 30_000,
    });
  });
});
