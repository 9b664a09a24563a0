import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seededDataDir, testConfig } from '../test/helper.ts';
import { readOutbox } from '../test/outbox.ts';
import { tempDir } from '../test/after-file.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..', '..');
const PASSWORD = 'Admin!2026x';
const tsx = join(root, 'node_modules', '.bin', 'tsx');
// The command's process keeps tsx's compile cache in its temporary folder: this file's own,
// removed after it, shared by its runs of the command.
const commandTmp = tempDir('admin-tmp');

/** The server on a data folder, as `npm start` builds it; the folder holds the imported courses. */
const serve = (dataDir: string, env: Record<string, string> = {}) =>
  buildApp(testConfig({ DATA_DIR: dataDir, ...env }), { logger: false, webDir: '/nonexistent', importContent: false });

/** Runs `npm run admin:create -- <email>` on the data folder; a failed run is returned, not thrown. */
const adminCreate = (dataDir: string, email: string) =>
  run(tsx, ['apps/server/src/cli/admin-create.ts', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', TMPDIR: commandTmp },
  }).catch((error: unknown) => error as { code: number; stderr: string });

/** Opens the confirmation link the account's owner was mailed. */
async function confirm(app: Awaited<ReturnType<typeof buildApp>>, dataDir: string, email: string) {
  const link = readOutbox(dataDir).findLast((mail) => mail.to === email)?.link ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const answer = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  expect(answer.statusCode).toBe(200);
}

async function roleOf(dataDir: string, email: string, env: Record<string, string> = {}) {
  const app = await serve(dataDir, env);
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

// Each test runs the command (a process of its own, compiling its TypeScript) up to three times and
// starts the server on its folder up to six: 90 s of a two-core machine that runs a second suite.
describe('making admins', { timeout: 240_000 }, () => {
  it('npm run admin:create makes a confirmed account an admin, and says why when it cannot', async () => {
    const dataDir = await seededDataDir('admin');
    let app = await serve(dataDir);
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'boss@example.com', password: PASSWORD },
    });
    await app.close();
    expect(await roleOf(dataDir, 'boss@example.com')).toBe('learner');

    expect(await adminCreate(dataDir, 'boss@example.com')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('has not confirmed their e-mail address yet') as string,
    });
    expect(await roleOf(dataDir, 'boss@example.com')).toBe('learner');

    app = await serve(dataDir);
    await confirm(app, dataDir, 'boss@example.com');
    await app.close();
    const promoted = await adminCreate(dataDir, 'BOSS@example.com');
    expect(promoted.stderr).toContain('is now an admin');
    expect(await roleOf(dataDir, 'boss@example.com')).toBe('admin');

    expect(await adminCreate(dataDir, 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account uses nobody@example.com') as string,
    });
  });

  it('ADMIN_EMAIL makes that account an admin once its address is confirmed, never before', async () => {
    const dataDir = await seededDataDir('admin-env');
    const env = { ADMIN_EMAIL: 'chief@example.com' };
    const app = await serve(dataDir, env);
    for (const email of ['chief@example.com', 'later@example.com']) {
      await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    }
    await app.close();
    // Whoever registered the address first may be a squatter: neither sign-up nor a restart promotes.
    expect(await roleOf(dataDir, 'chief@example.com', env)).toBe('learner');

    const again = await serve(dataDir, env);
    await confirm(again, dataDir, 'chief@example.com');
    await confirm(again, dataDir, 'later@example.com');
    await again.close();
    expect(await roleOf(dataDir, 'chief@example.com', env)).toBe('admin');
    expect(await roleOf(dataDir, 'later@example.com', env)).toBe('learner');
    expect(await roleOf(dataDir, 'later@example.com', { ADMIN_EMAIL: 'later@example.com' })).toBe('admin');
  });

  it('refuses to change a data folder a running server is using, and says what to do instead', async () => {
    const dataDir = await seededDataDir('admin-busy');
    const app = await serve(dataDir);
    try {
      const refused = await adminCreate(dataDir, 'boss@example.com');
      expect(refused).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Another Roots process is using') as string,
      });
      expect(refused.stderr).toContain('ADMIN_EMAIL=boss@example.com');
    } finally {
      await app.close();
    }
  });
});
