import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
/** The servers' data folders, removed after the file: nothing of a run stays in the temporary folder. */
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>, command = [process.execPath, 'apps/server/dist/server.js']) {
  const [program = process.execPath, ...args] = command;
  const dataDir = mkdtempSync(join(tmpdir(), 'roots-proc-'));
  dataDirs.push(dataDir);
  const child = spawn(program, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

// Each test starts a server on a new data folder, which migrates and imports the courses first:
// on two loaded cores that alone took most of the journeys' minute.
describe('the server process', { timeout: 180_000 }, () => {
  it('refuses to start with a readable list of configuration problems', async () => {
    const server = startServer({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a port number');
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// URL');
  });

  it('closes cleanly with exit code 0 on SIGTERM', async () => {
    // Port 0: the system picks a free one, and the server logs where it listens once it does.
    const server = startServer({ PORT: '0', LOG_LEVEL: 'info' });
    const base = await listening(server);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${base}/api/ready`).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    server.child.kill('SIGTERM');
    // 0 only once app.close() has finished; the forced exit after the 10 s grace is 1 and says so.
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).not.toContain('did not finish in time');
  });

  it('drains and exits 0 when one Ctrl-C reaches it twice, as a process group’s signal does through npm', async () => {
    const server = startServer({ PORT: '0', LOG_LEVEL: 'info' });
    const base = await listening(server);
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${base}/api/health`).then(
        (response) => response.status,
        () => 'reset',
      ),
    );
    server.child.kill('SIGINT');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(await Promise.all(inFlight)).not.toContain('reset');
  });

  it('stops with `npm start` when npm gets SIGTERM, as a container’s first process does', async () => {
    const server = startServer({ PORT: '0', LOG_LEVEL: 'info' }, ['npm', 'start']);
    const base = await listening(server);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await server.exited;
    // The server was npm's child, not an orphan that goes on serving.
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(server.output()).toContain('shutting down');
  });
});

/** Where the server listens, once it says so in its log. */
function listening(server: ReturnType<typeof startServer>) {
  return new Promise<string>((resolve, reject) => {
    server.child.stdout.on('data', () => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
      if (address) resolve(address);
    });
    void server.exited.then(() => {
      reject(new Error(`The server exited before listening:\n${server.output()}`));
    });
  });
}
