import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../scripts/chromium.mjs';
import { localServerEnv } from '../scripts/server-env.mjs';
import { freePort, waitForHealth } from './server-health.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Where the reminders journey runs its push service: the server may send pushes there (PUSH_ORIGINS). */
    pushOrigin: string;
    /** The fixture courses with their clips, for a journey that starts a server of its own. */
    contentDir: string;
  }
}

const root = join(import.meta.dirname, '..');
let server: ChildProcess | undefined;
let dataDir: string | undefined;
let contentDir: string | undefined;

/**
 * The journeys run on a small fixture course (one lesson with every exercise type, its clip made
 * by `npm run content:audio`) beside the real blog posts.
 */
function prepareContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'roots-e2e-content-'));
  cpSync(join(root, 'e2e', 'fixtures', 'courses'), join(dir, 'courses'), { recursive: true });
  cpSync(join(root, 'content', 'blog'), join(dir, 'blog'), { recursive: true });
  const audio = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['apps/server/src/cli/content-audio.ts', dir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (audio.status !== 0) throw new Error('npm run content:audio failed (are espeak-ng and vorbis-tools installed?)');
  return dir;
}

/** A local OpenID Connect provider in Google's place; every sign-in there is this learner. */
export const googleLearner = { sub: 'e2e-google-0001', email: 'nomvula.google@example.com', name: 'Nomvula' };

async function startGoogleStandIn() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...googleLearner, email_verified: true });
  });
  return provider;
}

/** Starts `node scripts/start.mjs` (what `npm start` runs) on a free port with a fresh data folder. */
export default async function setup(project: TestProject) {
  console.log(`e2e: Node ${process.version}, Chromium at ${chromiumPath}`);
  const google = await startGoogleStandIn();
  // A port the system says is free (a random one in a range once landed on MariaDB's 3306).
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'roots-e2e-'));
  contentDir = prepareContent();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const pushOrigin = `http://127.0.0.1:${String(await freePort())}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // Each browser context says it is a different client (browser.ts).
    env: localServerEnv(port, dataDir, {
      CONTENT_DIR: contentDir,
      // The admin journeys sign this address up and confirm it: it is an admin from then on.
      ADMIN_EMAIL: 'editor@example.com',
      GOOGLE_CLIENT_ID: 'roots-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER: google.issuer.url ?? '',
      // Chromium's push service is Google's, out of reach here: the reminders journey runs its own.
      PUSH_ORIGINS: pushOrigin,
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    // Vitest runs no teardown after a failed setup: the server would outlive the run.
    server.kill('SIGTERM');
    await google.stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('pushOrigin', pushOrigin);
  project.provide('contentDir', contentDir);

  return async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    await google.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (contentDir) rmSync(contentDir, { recursive: true, force: true });
  };
}
