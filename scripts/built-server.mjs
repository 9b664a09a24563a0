// The built server (`npm run build` first) in a process of its own, on a fresh data folder, as
// `npm start` runs it: for the scripts that measure it from outside (bench, perf).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Starts it and waits until `/api/ready` answers 200 (the courses imported); `stop` ends it. */
export async function startBuiltServer({ port, env = {}, nodeArgs = [] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'roots-measured-'));
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A script that fails before it stops the server does not leave it running, holding the port
  // and the output the script was piped into (`npm run perf | tail` would wait for ever), nor its
  // data folder behind.
  const orphaned = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', orphaned);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: child.pid,
    stop: async () => {
      process.off('exit', orphaned);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
