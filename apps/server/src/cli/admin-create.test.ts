import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/helper.ts';
import { readOutbox } from '../test/outbox.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..', '..');
const PASSWORD = 'Admin!2026x';

/** Opens the confirmation link the account's owner was mailed. */
async function confirm(app: Awaited<ReturnType<typeof buildApp>>, dataDir: string, email: string) {
  const link = readOutbox(dataDir).findLast((mail) => mail.to === email)?.link ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const answer = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  expect(answer.statusCode).toBe(200);
}

async function roleOf(dataDir: string, email: string, env: Record<string, string> = {}) {
  const app = await buildApp(testConfig({ DATA_DIR: dataDir, ...env }), { logger: false, webDir: '/nonexistent' });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const token = login.json<{ data: { access_token: string } }>().data.access_token;
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    return profile.json<{ data: { role: string } }>().data.role;
  } finally {
    await app.close();
  }
}

describe('making admins', () => {
  it('npm run admin:create makes a confirmed account an admin, and says why when it cannot', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roots-admin-'));
    let app = await buildApp(testConfig({ DATA_DIR: dataDir }), { logger: false, webDir: '/nonexistent' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'boss@example.com', password: PASSWORD },
    });
    await app.close();
    expect(await roleOf(dataDir, 'boss@example.com')).toBe('learner');

    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
    const tsx = join(root, 'node_modules', '.bin', 'tsx');
    const unconfirmed = await run(tsx, ['apps/server/src/cli/admin-create.ts', 'boss@example.com'], {
      cwd: root,
      env,
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(unconfirmed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('has not confirmed their e-mail address yet') as string,
    });
    expect(await roleOf(dataDir, 'boss@example.com')).toBe('learner');

    app = await buildApp(testConfig({ DATA_DIR: dataDir }), { logger: false, webDir: '/nonexistent' });
    await confirm(app, dataDir, 'boss@example.com');
    await app.close();
    const promoted = await run(tsx, ['apps/server/src/cli/admin-create.ts', 'BOSS@example.com'], { cwd: root, env });
    expect(promoted.stderr).toContain('is now an admin');
    expect(await roleOf(dataDir, 'boss@example.com')).toBe('admin');

    const missing = await run(tsx, ['apps/server/src/cli/admin-create.ts', 'nobody@example.com'], {
      cwd: root,
      env,
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(missing).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account uses nobody@example.com') as string,
    });
  }, 120_000);

  it('ADMIN_EMAIL makes that account an admin once its address is confirmed, never before', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roots-admin-env-'));
    const env = { ADMIN_EMAIL: 'chief@example.com' };
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, ...env }), { logger: false, webDir: '/nonexistent' });
    for (const email of ['chief@example.com', 'later@example.com']) {
      await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    }
    await app.close();
    // Whoever registered the address first may be a squatter: neither sign-up nor a restart promotes.
    expect(await roleOf(dataDir, 'chief@example.com', env)).toBe('learner');

    const again = await buildApp(testConfig({ DATA_DIR: dataDir, ...env }), { logger: false, webDir: '/nonexistent' });
    await confirm(again, dataDir, 'chief@example.com');
    await confirm(again, dataDir, 'later@example.com');
    await again.close();
    expect(await roleOf(dataDir, 'chief@example.com', env)).toBe('admin');
    expect(await roleOf(dataDir, 'later@example.com', env)).toBe('learner');
    expect(await roleOf(dataDir, 'later@example.com', { ADMIN_EMAIL: 'later@example.com' })).toBe('admin');
  }, 120_000);

  it('refuses to change a data folder a running server is using, and says what to do instead', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roots-admin-busy-'));
    const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { logger: false, webDir: '/nonexistent' });
    try {
      const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
      const tsx = join(root, 'node_modules', '.bin', 'tsx');
      const refused = await run(tsx, ['apps/server/src/cli/admin-create.ts', 'boss@example.com'], {
        cwd: root,
        env,
      }).then(
        () => undefined,
        (error: unknown) => error as { code: number; stderr: string },
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain('Another Roots process is using');
      expect(refused?.stderr).toContain('ADMIN_EMAIL=boss@example.com');
    } finally {
      await app.close();
    }
  }, 120_000);
});
