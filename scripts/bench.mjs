// Load figures for the README: starts the built server on PGlite (and on PostgreSQL when
// BENCH_DATABASE_URL is set), drives it with autocannon from this process and prints req/s and
// latency percentiles per endpoint class. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const targets = [
  { name: 'liveness  GET /api/health', path: '/api/health' },
  { name: 'database  GET /api/ready', path: '/api/ready' },
  { name: 'app shell GET /mission', path: '/mission', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } },
  { name: 'API 404   GET /api/nope', path: '/api/nope' },
  { name: 'catalogue GET /api/language', path: '/api/language' },
  // The course map of the first language: filled in once the server has imported the courses.
  { name: 'course    GET /api/unit/:id', path: '/api/unit/{language}' },
];

async function startServer(port, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'roots-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function run(label, env) {
  const port = 3900 + Math.floor(Math.random() * 50);
  const stop = await startServer(port, env);
  console.log(`\n${label} — ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log('endpoint                      req/s     p50    p97.5    p99   non-2xx/404');
  const languages = await (await fetch(`http://127.0.0.1:${port}/api/language`)).json();
  const firstLanguage = languages.data[0]?.id ?? 'none';
  for (const target of targets) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${target.path.replace('{language}', firstLanguage)}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: target.headers ?? {},
    });
    const unexpected = result.non2xx - (target.path === '/api/nope' ? result.requests.total : 0);
    console.log(
      `${target.name.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)} ${String(result.latency.p50).padStart(6)} ms ${String(result.latency.p97_5).padStart(5)} ms ${String(result.latency.p99).padStart(5)} ms  ${Math.max(0, unexpected) + result.errors}`,
    );
  }
  await stop();
}

await run('PGlite (embedded default)', {});
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
