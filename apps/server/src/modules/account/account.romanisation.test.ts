import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

/** The lesson setting "romanisation" (auto, always, never): kept on the account, not in a browser. */
describe('romanisation setting', async () => {
  const { app } = await createTestApp();
  const { token } = await signUp(app, { email: 'liya@example.com', username: 'liya', password: 'Selam!2026x' });
  const headers = { authorization: `Bearer ${token}` };
  const profile = async () => (await app.inject({ method: 'GET', url: '/api/user/profile', headers })).json<unknown>();
  const patch = (payload: object) => app.inject({ method: 'PATCH', url: '/api/user/profile', headers, payload });

  it('starts at auto for a new learner', async () => {
    expect(await profile()).toMatchObject({ data: { romanisation: 'auto' } });
  });

  it('is changed through the profile call and read back from the server', async () => {
    const never = await patch({ romanisation: 'never' });
    expect(never.statusCode).toBe(200);
    expect(never.json()).toMatchObject({ data: { romanisation: 'never' } });
    expect(await profile()).toMatchObject({ data: { romanisation: 'never' } });
    expect((await patch({ romanisation: 'always', daily_goal: 30 })).json()).toMatchObject({
      data: { romanisation: 'always', daily_goal: 30 },
    });
    expect(await profile()).toMatchObject({ data: { romanisation: 'always' } });
  });

  it('refuses anything but auto, always or never, and changes nothing', async () => {
    for (const romanisation of ['sometimes', '', null, true, 3]) {
      const response = await patch({ romanisation });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { romanisation: 'Choose auto, always or never.' } },
      });
    }
    expect(await profile()).toMatchObject({ data: { romanisation: 'always' } });
  });

  it('is part of the data download', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/export', headers });
    expect(response.json()).toMatchObject({ data: { romanisation: 'always' } });
  });

  it('needs a signed-in learner', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { romanisation: 'never' },
    });
    expect(response.statusCode).toBe(401);
  });
});
